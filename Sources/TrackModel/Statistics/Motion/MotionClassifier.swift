/// Tells moving from standing in a run of smoothed samples: the explicit
/// stationary state of the motion model.
///
/// A step is moving when all of these hold:
/// * it lies within some window of ``StatisticsSettings/persistenceWindow``
///   seconds over which the receiver got somewhere (displaced by at least
///   ``StatisticsSettings/persistenceSpeed`` over the window, and by more
///   than the receiver's drift can explain: three standard deviations), and
///   its smoothed speed is at least walking pace
///   (``StatisticsSettings/movingSpeedThreshold``), or more where a noisy
///   receiver's drift seems to creep faster (``driftSpeedPerNoise``), or
///   ``shareOfPace`` of the fastest such window's pace; or, where no such
///   window did, within a longer window that got somewhere, evenly
///   (``slowEvenness``) and with no step faster than a jog
///   (``slowMoverTopSpeed``): a minute at a stroll's pace
///   (``StatisticsSettings/windingPersistenceWindow``, a walker on a
///   winding path) or two minutes at a slow walker's
///   (``StatisticsSettings/slowPersistenceWindow``); there at
///   ``slowStepSpeed`` or faster, or as fast as a stop within its pace
///   needs (``PersistenceScale``);
/// * its stretch of moving steps gets beyond the noise
///   (``MovementConfirmation``).
///
/// A pause of a few seconds within movement is part of it
/// (``BriefPauses``). A step of several seconds (a logger that writes by
/// distance or rarely) much slower than the steps around it held a stop:
/// it moved its way at their pace and stood the rest (``StopWithinStep``).
/// A step the fixes measure beyond doubt (``chordInNoises``) counts as
/// distance even where it is judged standing (``MotionStep/measured``).
///
/// A step's way is its chord, bent as the track turns, where the fixes lie
/// far apart beside their noise (``BendLength``); else the smoothed step,
/// less the known drift's wander in it (``DriftWander``) and plus what it
/// cut of a bend (``BendCut``). Moving and standing are judged on the
/// smoothed step with what it cut of a bend, never less than the step: a
/// smoother slows where it cuts a hairpin, and the walker did not (steep
/// switchbacks behind a receiver whose error wanders 3 m in 20 s lost
/// 5.3-7.2% of their moving time at five seed sets judged on the bare
/// step, 3.1-5.2% with the cut). The wander taken off does not count
/// there: a slow walker's smoothed step is judged as before.
///
/// Drift wanders like a random walk, so over half a minute it stays within
/// a few metres while any real movement, even slow, gets farther; the speed
/// test places the ends of each stop to the second. A hairpin turn still
/// counts: the window that ends at its apex has come a long way, or for a
/// walker too slow for that, the minute along the leg before or after it
/// (steep switchbacks at 0.55-0.75 m/s behind a white 2.5 m receiver lost
/// 5-8.5% of their moving time at the hairpins without it, 1-4% with it).
///
/// A step is judged once the window after it is known, so it waits
/// ``StatisticsSettings/persistenceWindow`` seconds behind the smoother, or
/// ``StatisticsSettings/slowPersistenceWindow`` where no brisk window got
/// somewhere (a stop, a slow walker): live figures work out fewer pending
/// steps while the receiver travels.
struct MotionClassifier {
    /// A step slower than this, metres per second, is standing.
    let threshold: Double
    /// The slowest mover the model looks for, metres per second
    /// (``StatisticsSettings/slowPersistenceSpeed``): a long step slower
    /// than that held a stop (``StopWithinStep``).
    let slowestMover: Double
    /// The acceleration the smoother allows a mover at a standstill, m²/s³,
    /// and the seconds over which it forgets drift: how fast they let a
    /// stop's smoothed path creep (``DriftCreep``).
    private let standstillAcceleration: Double
    private let driftCorrelation: Double
    /// The longest window, seconds, over which the model asks whether the
    /// receiver got somewhere: a step longer than that is judged by the
    /// steps around it alone (``StopWithinStep``). Windows spanning such a
    /// step are the step itself, and never got somewhere: the error-free
    /// hike logged by its fixes stood whole through two steps of 160 and
    /// 172 s that walked 10 m each, 1.9% of its moving time lost (1.1%
    /// without them).
    private var longestWindow: Double { longer.reduce(brisk.length) { max($0, $1.length) } }
    /// A step between fixes at least this many of their noise's standard
    /// deviations apart (what the chord between them errs by,
    /// ``ChordNoise``) is taken as the fixes measure it: the chord, bent
    /// as the track turns at its ends (``BendLength``), is the way, and
    /// smoothing could only cut its corners.
    static let chordInNoises = 8.0
    /// A long step may hold a stop (``StopWithinStep``) only where its
    /// fixes lie at least this many of their noise's standard deviations
    /// apart (what the chord between them errs by, ``ChordNoise``, as for
    /// every chord weighed here): a slow walker's step behind a drift,
    /// whose chord the noise alone could draw, is no stop. At three, a
    /// logger writing every 10 m behind a receiver that claims nothing and
    /// scatters by 1.5 m, which the model takes to err by some 4 m (the
    /// drift it allows beside the scatter), wrote steps across its stops
    /// of 10-11 m, within three, and they counted whole as moving: two
    /// hikes with stops read +1.8% and +2.6% moving time on average over 26
    /// seed sets (43 and 96 rows of 104 and 208 beyond 3%), -0.1% and
    /// +1.4% (26 and 63) at two and a half. At two, -1.3% and +0.8%: stops
    /// taken from walks.
    static let stopChordInNoises = 2.5
    /// Within a short window that got somewhere, a step is moving at this
    /// share of the fastest such window's pace, or at walking pace
    /// (``threshold``) when that is slower: a slow walker's smoothed speed
    /// wanders about its pace by more than the pace's distance from
    /// 0.5 m/s, while a bus at a stop, within windows of several metres a
    /// second, needs the full threshold to move.
    static let shareOfPace = 0.5
    /// At a stop between brisk windows, a noisy receiver's drift carries
    /// the smoothed path along at up to about this many of its noise's
    /// metres a second: a bus at a stop with a 4 m receiver seems to creep
    /// at 0.5-1 m/s. There a step must be faster than that to move, up to
    /// ``stopShareOfPace`` of the pace and never above ``stopThreshold``:
    /// with exact fixes, the last metres before a stop still count. A
    /// window need not get somewhere faster than that either
    /// (``PersistenceScale``). Where the drift the track has shown wanders
    /// faster than the noise it is judged by tells, the smoothed path
    /// creeps faster too, and a step must beat that creep (``DriftCreep``).
    static let driftSpeedPerNoise = 0.5
    /// The share of the fastest window's pace a stop's threshold may rise
    /// to: a stop within a 6 m/s ride needs 0.9 m/s, one within a walk
    /// no more than walking pace.
    static let stopShareOfPace = 0.15
    /// The highest a stop's threshold rises, metres per second: the speed
    /// of the first second of a bus pulling away.
    static let stopThreshold = 1.0
    /// Within a long window that got somewhere, a step at least this fast,
    /// metres per second, is the slow mover's: over one second the smoothed
    /// speed of a walk at 0.3 m/s wanders well below its pace. Where that
    /// window's pace is brisk, the step needs what a stop needs
    /// (``stopShareOfPace``): in the middle of a 30 s stop at lights no
    /// short window got anywhere, and the two minutes around it, which rode
    /// on both sides, vouched for a 4 m receiver's creep at 0.1-0.7 m/s
    /// (moving time +2.1 to +3.4%).
    static let slowStepSpeed = 0.1
    /// A long window vouches for steps as slow as ``slowStepSpeed``, so it
    /// must be a slow mover's throughout: each of its halves must have got
    /// at least this share of the way the other half got. A car parked
    /// behind a drifting receiver and then driven off has windows whose
    /// second minute drives hundreds of metres while their first wanders
    /// 10 m with the drift; such a window got somewhere for the drive, not
    /// for the drift (20 minutes parked behind a 4 m drift read as up to a
    /// minute moving). A slow walker's two minutes differ far less. Short
    /// windows keep no such rule: within them a step needs walking pace or
    /// half their pace, and a half minute that braked into a stop is
    /// rightly uneven (asked to be even, they left a bus's stops to the
    /// long windows: +18% moving time).
    static let slowEvenness = 0.25
    /// A long window vouches for slow steps only where it held no smoothed
    /// step faster than this, metres a second (a jog): one that did holds a
    /// brisk mover, whose own windows judge its steps, and the way it got
    /// may be that mover's alone. A car parked behind a 4 m drift and then
    /// driven off has windows whose last seconds drive 20-30 m, enough for
    /// an even-looking two minutes over the drift's 8-10 m before them: 31
    /// of 400 seed sets read 27-76 s too much moving time (+5 to +15% of
    /// the drive's), 4 with this rule, none of them by a long window. A
    /// slow walker's smoothed steps stay below it but now and then behind
    /// a white or shifting receiver, whose other windows still vouch.
    static let slowMoverTopSpeed = 2.0

    private var samples: [MotionSample] = []
    /// The sum of the samples' misses before each sample, and after the
    /// last (``BendCut``).
    private var misses = [LocalPlane.Point(east: 0, north: 0)]
    /// The samples within ``BendCut/span`` of the last step judged.
    private var bendReach = SampleReach(seconds: BendCut.span)
    /// The samples within ``BendCut/offsetSpan`` of it.
    private var offsetReach = SampleReach(seconds: BendCut.offsetSpan)
    private var pauses = BriefPauses()
    private var confirmation: MovementConfirmation
    /// The steps the confirmation settles from the step being settled, on
    /// their way to the pauses: one buffer for every step, where arrays
    /// made and freed for each step cost a fifth of the model's
    /// instructions (live figures settle every pending step each time they
    /// are worked out).
    private var settling: [MotionStep] = []
    /// Half a minute at walking pace: brisk movement and its stops.
    private var brisk: PersistenceScale
    /// Where no brisk window got somewhere: a minute at a stroll's pace and
    /// two minutes at a slow walker's.
    private var longer: [PersistenceScale]

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int {
        samples.count + misses.count + pauses.heldValues + confirmation.heldValues + brisk.heldValues
            + longer.reduce(0) { $0 + $1.heldValues }
    }
    /// The first sample whose step is not yet judged.
    private var nextStep = 1
    /// Whether the step judged last was judged moving: a step out of a stop
    /// follows one judged standing (``StopAtStepEnd``).
    private var lastJudgedMoving = false
    /// The time of the run's first sample: windows cut short by the run's
    /// end are judged by it (``PersistenceScale``), and nothing foresaw that
    /// fix, so no step from it is ``MotionStep/measured`` (an outlier there
    /// would count).
    private var runStart = -Double.infinity

    init(settings: StatisticsSettings) {
        threshold = settings.movingSpeedThreshold
        slowestMover = settings.slowPersistenceSpeed
        standstillAcceleration = settings.horizontalAcceleration
        driftCorrelation = settings.driftCorrelation
        brisk = PersistenceScale(length: settings.persistenceWindow, speed: settings.persistenceSpeed)
        longer = [
            PersistenceScale(
                length: settings.windingPersistenceWindow, speed: settings.windingPersistenceSpeed,
                evenness: Self.slowEvenness, topSpeed: Self.slowMoverTopSpeed),
            PersistenceScale(
                length: settings.slowPersistenceWindow, speed: settings.slowPersistenceSpeed,
                evenness: Self.slowEvenness, topSpeed: Self.slowMoverTopSpeed),
        ]
        confirmation = MovementConfirmation()
    }

    /// Takes the next sample; appends the steps now judged to `steps`.
    mutating func add(_ sample: MotionSample, into steps: inout [MotionStep]) {
        if samples.isEmpty { runStart = sample.time }
        samples.append(sample)
        misses.append(misses[misses.count - 1] + sample.miss)
        brisk.judge(samples, runStart: runStart)
        for scale in longer.indices { longer[scale].judge(samples, runStart: runStart) }
        judgeSteps(into: &steps)
    }

    /// Makes room for `count` more samples (see
    /// ``MotionSmoother/reserveCapacity(forMore:)``).
    mutating func reserveCapacity(forMore count: Int) {
        samples.reserveCapacity(samples.count + count)
        misses.reserveCapacity(misses.count + count)
        brisk.reserveCapacity(forMore: count)
        for scale in longer.indices { longer[scale].reserveCapacity(forMore: count) }
    }

    /// Judges what is left, the last windows ending at the last sample;
    /// appends the steps to `steps`.
    mutating func finish(into steps: inout [MotionStep]) {
        brisk.finish(samples, runStart: runStart)
        for scale in longer.indices { longer[scale].finishOnDemand(samples, runStart: runStart) }
        judgeSteps(finishing: true, into: &steps)
        settling.removeAll(keepingCapacity: true)
        confirmation.finish(into: &settling)
        for step in settling { pauses.add(step, into: &steps) }
        steps += pauses.finish()
    }

    /// Judges the steps that now can be, oldest first, and appends those
    /// settled to `steps`: those whose brisk windows are judged and, where
    /// none of those got somewhere, whose longer ones are too; each waits
    /// for the sample after it (the way a bend goes on), but at the run's
    /// end (`finishing`).
    private mutating func judgeSteps(finishing: Bool = false, into steps: inout [MotionStep]) {
        while nextStep < samples.count - (finishing ? 0 : 1), nextStep <= brisk.nextWindow {
            let from = samples[nextStep - 1]
            let to = samples[nextStep]
            let chord = from.measuredMetres(to: to)
            let chordNoise = ChordNoise.metres(from: from, to: to)
            let smoothed = chord < Self.chordInNoises * chordNoise
            let metres =
                smoothed
                ? from.metres(to: to)
                : BendLength.metres(
                    chord: chord, before: nextStep >= 2 ? samples[nextStep - 2] : nil, from: from, to: to,
                    after: nextStep + 1 < samples.count ? samples[nextStep + 1] : nil)
            guard let covering = windows(covering: nextStep - 1, to: to) else { break }
            let seconds = to.time - from.time
            let way =
                smoothed && from.reportedSpeed == nil && to.reportedSpeed == nil
                ? smoothedWay(metres, ending: nextStep, seconds: seconds) : metres
            // A bend's cut slows the smoothed step where the mover did not.
            let judged = max(metres, way)
            let moving = isMoving(
                at: judged / max(seconds, .leastNonzeroMagnitude), noise: to.noise, drift: to.stretchError.drift,
                within: covering)
            let unforeseen = from.unforeseen || to.unforeseen
            let step = MotionStep(
                metres: way, seconds: seconds, moving: moving,
                measured: chord >= Self.chordInNoises * max(from.noise, to.noise) && !unforeseen
                    && from.time > runStart, unforeseen: unforeseen,
                altitude: to.altitude, sigma: to.sigma, stretchError: to.stretchError,
                reportedSpeed: to.reportedSpeed)
            if seconds >= StopWithinStep.shortest,
                let parts = stopWithin(step, ending: nextStep, chord: chord, chordNoise: chordNoise, within: covering)
            {
                for part in parts { settle(part, from: from, to: to, into: &steps) }
            } else {
                settle(step, from: from, to: to, into: &steps)
            }
            lastJudgedMoving = moving
            nextStep += 1
        }
        forgetJudged()
    }

    /// Settles `step`, from sample `from` to `to`, through the
    /// ``MovementConfirmation`` and the ``BriefPauses``, and appends the
    /// steps that settles to `steps`.
    private mutating func settle(
        _ step: MotionStep, from: MotionSample, to: MotionSample, into steps: inout [MotionStep]
    ) {
        settling.removeAll(keepingCapacity: true)
        confirmation.add(step, from: from, to: to, into: &settling)
        for settled in settling { pauses.add(settled, into: &steps) }
    }

    /// The windows that got somewhere around a step, by the fastest pace
    /// among them.
    private enum Covering {
        /// A short window did, at this pace.
        case brisk(Double)
        /// None did; a longer one did at this pace, or none did either.
        case longer(Double?)

        /// Whether any window around the step got somewhere.
        var gotSomewhere: Bool {
            switch self {
            case .brisk: true
            case .longer(let pace): pace != nil
            }
        }
    }

    /// The parts of `step`, ending at sample `index` with its fixes `chord`
    /// metres apart (a chord that errs by `chordNoise`, ``ChordNoise``,
    /// worked out once for the step), if it braked into a stop or pulled
    /// away from one (``StopAtStepEnd``), or else if it held a stop
    /// (``StopWithinStep``).
    /// Either must last ``StopWithinStep/shortest`` seconds or more (asked
    /// by the caller, before the rest, which costs more). A step into or out
    /// of a stop is one judged moving, or one whose chord shows its way
    /// (beyond ``stopChordInNoises`` of its fixes' noise) though too slow to
    /// move: exact fixes every 5 s that pulled away in the last half metre
    /// of a step were taken for a stop within it, walked at the paces either
    /// side, and the stop between, a fraction of a second short of the
    /// step, passed for a brief pause (``BriefPauses``), all of it moving.
    /// At the run's end, the step after is what
    /// ``neighbourAfterRun(ending:before:seconds:)`` takes it to be. A stop
    /// within must also:
    /// * show the stop: its chord is beyond ``stopChordInNoises`` of its
    ///   fixes' noise, or it outlasts the steps just before and after it
    ///   (``StopWithinStep/outlastingNeighbours``);
    /// * lie among movement: windows around it got somewhere, or it
    ///   outlasts every window (``longestWindow``), which then spans only
    ///   the step and says nothing of the walk around it;
    /// * be slower than the slowest mover and than ``shareOfPace`` of the
    ///   faster of the steps just before and after it (the windows that
    ///   cover a long step are mostly that step, and say little of the pace
    ///   around it).
    ///
    /// Its way is walked at those two steps' paces, none taken slower than
    /// the slowest mover or half the faster: a step that slow was not all
    /// walking either.
    private func stopWithin(
        _ step: MotionStep, ending index: Int, chord: Double, chordNoise: Double, within covering: Covering
    ) -> [MotionStep]? {
        let (before, after) = (neighbour(from: index - 2), neighbour(from: index))
        let showsWay = chord >= Self.stopChordInNoises * chordNoise
        if step.moving || showsWay, let before,
            let after = after ?? neighbourAfterRun(ending: index, before: before, seconds: step.seconds),
            let parts = stopAtEnd(of: step, between: before, and: after)
        {
            return parts
        }
        let longestAround = max(before?.seconds ?? 0, after?.seconds ?? 0)
        guard
            showsWay || (longestAround > 0 && step.seconds >= StopWithinStep.outlastingNeighbours * longestAround),
            covering.gotSomewhere || step.seconds >= longestWindow,
            let fastest = [before?.pace, after?.pace].compactMap({ $0 }).max()
        else { return nil }
        guard chord < min(slowestMover, Self.shareOfPace * fastest) * step.seconds else { return nil }
        return StopWithinStep.parts(
            of: step, before: before?.pace, after: after?.pace, slowest: max(slowestMover, Self.shareOfPace * fastest))
    }

    /// The parts of a moving `step` that ends at a stop or starts from one
    /// (``StopAtStepEnd``): the steps just `before` and `after` it last as
    /// long as it does (``StopAtStepEnd/isWrittenByTime(_:between:and:)``),
    /// and of those one stands, its fixes within ``stopChordInNoises`` of
    /// their noise (and, the one before, judged standing: a step that crept
    /// off within its noise, judged moving, was the start of the pull
    /// away), while the other moves, its fixes
    /// ``StopAtStepEnd/movingChordInNoises`` of their noise apart, at least
    /// as fast as the slowest mover.
    private func stopAtEnd(of step: MotionStep, between before: Neighbour, and after: Neighbour) -> [MotionStep]? {
        guard StopAtStepEnd.isWrittenByTime(step.seconds, between: before.seconds, and: after.seconds) else {
            return nil
        }
        let moves = StopAtStepEnd.movingChordInNoises
        let arriving = after.chordInNoises < Self.stopChordInNoises && before.chordInNoises >= moves
        let leaving =
            !lastJudgedMoving && before.chordInNoises < Self.stopChordInNoises && after.chordInNoises >= moves
        guard arriving || leaving else { return nil }
        let pace = arriving ? before.pace : after.pace
        guard pace >= slowestMover else { return nil }
        return StopAtStepEnd.parts(of: step, pace: pace, arriving: arriving)
    }

    /// What stands in for the step after the run's last, which ends at
    /// sample `index` and lasts `seconds`, where the step `before` it moved
    /// or stood: a run that ends while its mover slows ends at a stop, and
    /// one whose mover pulls away from a stop in its last step pulls away
    /// to the pace it stopped from (the last step before that moved,
    /// ``StopAtStepEnd/movingChordInNoises`` of its noise, if still held).
    /// A logger that writes every 10 s wrote a bike's last step 1.4 s after
    /// it pulled away from the lights: with its fixes exact, that step
    /// moved beyond their noise, and counted whole, 8.6 s more moving time
    /// than the bike had.
    private func neighbourAfterRun(ending index: Int, before: Neighbour, seconds: Double) -> Neighbour? {
        guard index == samples.count - 1 else { return nil }
        let moves = StopAtStepEnd.movingChordInNoises
        if before.chordInNoises >= moves { return Neighbour(seconds: seconds, pace: 0, chordInNoises: 0) }
        for start in stride(from: index - 3, through: 0, by: -1) {
            if let earlier = neighbour(from: start), earlier.chordInNoises >= moves {
                return Neighbour(seconds: seconds, pace: earlier.pace, chordInNoises: earlier.chordInNoises)
            }
        }
        return nil
    }

    /// A step next to the one being judged, as its fixes measure it.
    private struct Neighbour {
        var seconds: Double
        /// Its chord over its seconds, m/s.
        var pace: Double
        /// Its chord over what that chord errs by (``ChordNoise``).
        var chordInNoises: Double
    }

    /// The step from sample `start` to the next, as its fixes measure it;
    /// `nil` where there is no such step or it lasts no time.
    private func neighbour(from start: Int) -> Neighbour? {
        guard start >= 0, start + 1 < samples.count else { return nil }
        let (from, to) = (samples[start], samples[start + 1])
        let seconds = to.time - from.time
        guard seconds > 0 else { return nil }
        let chord = from.measuredMetres(to: to)
        return Neighbour(
            seconds: seconds, pace: chord / seconds, chordInNoises: chord / ChordNoise.metres(from: from, to: to))
    }

    /// The windows that got somewhere and cover the step from sample
    /// `index` to `to`: the short ones, or where none did (a slow walker
    /// within the drift of half a minute, a hairpin, or the middle of a
    /// stop), the longer ones. `nil` while the longer windows are not yet
    /// judged, so that the step waits before its way is worked out.
    private mutating func windows(covering index: Int, to: MotionSample) -> Covering? {
        if let pace = brisk.fastestPace(coveringStepTo: to.time, from: index, in: samples) { return .brisk(pace) }
        for scale in longer where index >= scale.windowsEnd { return nil }
        var pace: Double?
        for scale in longer.indices {
            if let found = longer[scale].fastestPace(coveringStepTo: to.time, from: index, in: samples) {
                pace = max(pace ?? found, found)
            }
        }
        return .longer(pace)
    }

    /// Whether a step at `speed` behind a receiver of `noise` metres that
    /// drifts by `drift` metres (``StretchError/drift``) is moving within
    /// the windows `covering` it: within a short window, at a speed its
    /// pace makes walking (``shareOfPace``); within a longer one, at
    /// ``slowStepSpeed`` or faster, or as fast as a stop within the fastest
    /// such window's pace needs; within none, not.
    private func isMoving(at speed: Double, noise: Double, drift: Double, within covering: Covering) -> Bool {
        switch covering {
        case .brisk(let pace):
            speed >= min(max(threshold, stopSpeed(pace: pace, noise: noise, drift: drift)), Self.shareOfPace * pace)
        case .longer(let pace?):
            speed >= max(Self.slowStepSpeed, stopSpeed(pace: pace, noise: noise, drift: drift))
        case .longer(nil):
            false
        }
    }

    /// The way along the smoothed step of `metres` that ends at sample
    /// `index` and lasts `seconds`: less what the known drift wanders it by
    /// (``DriftWander``), plus what it cut of a bend (``BendCut``). Where
    /// the receiver's own velocity measured the step, the smoother followed
    /// it and neither applies.
    private mutating func smoothedWay(_ metres: Double, ending index: Int, seconds: Double) -> Double {
        let unwandered = max(0, metres * metres - samples[index].wander).squareRoot()
        bendReach.move(to: index, in: samples)
        offsetReach.move(to: index, in: samples)
        let cut = BendCut.metres(
            ending: index, turnedWithin: bendReach.range, offsetWithin: offsetReach.range, of: samples,
            misses: misses, seconds: seconds)
        return max(0, unwandered + cut)
    }

    /// The speed a step needs to move at a stop within movement at `pace`
    /// behind a receiver of `noise` metres that drifts by `drift` metres:
    /// faster than its drift seems to creep by the noise
    /// (``driftSpeedPerNoise``) or makes the smoothed path creep where it
    /// stands (``DriftCreep``), up to ``stopShareOfPace`` of the pace and
    /// never above ``stopThreshold``. The drift is the one the track or the
    /// receiver has told of (``StretchError/drift``), not one the model only
    /// guesses at (a receiver whose error is white, a logger too sparse to
    /// show it). The creep, two square roots, is worked out only where it
    /// may count: within a walk the pace's share caps the speed below the
    /// noise's.
    private func stopSpeed(pace: Double, noise: Double, drift: Double) -> Double {
        let most = min(Self.stopShareOfPace * pace, Self.stopThreshold)
        let byNoise = Self.driftSpeedPerNoise * noise
        guard byNoise < most else { return most }
        let creep = DriftCreep.speed(
            drift: drift, acceleration: standstillAcceleration, correlation: driftCorrelation)
        return min(most, max(byNoise, creep))
    }

    /// Drops samples no window or step needs, in chunks so that the cost
    /// stays flat.
    private mutating func forgetJudged() {
        var needed = longer.reduce(min(nextStep - 2, brisk.needed)) { min($0, $1.needed) }
        guard needed > 256, needed * 2 > samples.count else { return }
        // The next step's bend reaches back ``BendCut/span`` seconds.
        let reach = samples[nextStep - 1].time - BendCut.span
        while needed > 0, samples[needed - 1].time >= reach { needed -= 1 }
        guard needed > 256 else { return }
        samples.removeFirst(needed)
        misses.removeFirst(needed)
        bendReach.drop(needed)
        offsetReach.drop(needed)
        brisk.drop(needed)
        for scale in longer.indices { longer[scale].drop(needed) }
        nextStep -= needed
    }
}

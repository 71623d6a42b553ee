import FoundationEssentials

/// Works out a track's figures one point at a time, at a cost per point that
/// does not grow with the track.
///
/// Timed fixes go through the motion model (``MotionRun``: a smoother and a
/// classifier between moving and standing); each ``segment`` of the track
/// (but one that only bridges a gap, ``TrackPoint/bridgesGap``), each jump
/// to elsewhere (``JumpGuard``), each gap longer than
/// ``StatisticsSettings/longestMovingStep`` and each fix more than
/// ``lateReport`` older than the one before (the clock went back) starts a
/// new run, and the way across a gap or such a fix counts as distance only
/// (across a jump, the way the ``JumpGuard`` says the mover covered
/// meanwhile). Fixes without a time are
/// counted by a ``MovementFilter``: distance, no speed or time; so are a
/// run's fixes that all repeat its first one's time (``RepeatedTimeRoute``).
///
/// The model's figures become final ``StatisticsSettings/manoeuvreMargin``
/// plus ``StatisticsSettings/smoothingLag`` plus
/// ``StatisticsSettings/persistenceWindow`` seconds after their fix (plus
/// ``StatisticsSettings/slowPersistenceWindow`` where the receiver stood or
/// crept);
/// ``statistics`` adds the best estimate of the rest, which is also what the
/// track's figures are when it ends there. Working that out costs a
/// backward pass over the held fixes, so ``liveStatistics()``, for showing
/// while recording, does it at most once a second of the receiver's time
/// and counts points, segments and times in between.
public struct TrackMeter: Sendable {
    private let settings: StatisticsSettings
    /// The figures of the final steps.
    private var figures = TrackStatistics()
    private var elevation = ElevationCounter()
    /// What the track so far showed of its altitude's error.
    private var altitudeError: AltitudeError
    private var sustained = SustainedSpeed()
    private var run: MotionRun?
    /// What the track so far showed of the receiver's error, between runs
    /// (a run holds it while it lasts).
    private var receiver = ReceiverEstimate()
    private var jumps: JumpGuard
    private var timeless: MovementFilter
    /// The fixes that repeat the time of the current run's first, while no
    /// later time has come (``RepeatedTimeRoute``).
    private var repeatedTime: RepeatedTimeRoute?
    /// Metres climbed and descended by runs that were such routes.
    private var routeClimb = (gain: 0.0, loss: 0.0)
    private var lastSegment: Int?
    /// The figures ``liveStatistics()`` last worked out, and the fix time
    /// they were worked out at.
    private var live = TrackStatistics()
    private var liveTime: Double?
    /// The time of the latest fix added.
    private var lastTime: Double?
    /// Seconds of fix time between two workings-out of the live figures.
    static let liveInterval = 1.0
    /// A fix at most this many seconds older than the one before is a late
    /// report, not a clock that went back: a second receiver's through the
    /// same gpsd, whose epochs end a fraction of a second apart from the
    /// first's. The model leaves it out, as any fix not newer than its
    /// last, at the cost of at most these seconds of fixes where a clock
    /// did go back so little. Taken as the clock going back, two receivers
    /// reporting alternately would break the model's run at every other
    /// fix. The same 2 s as a silence after which a fix waits
    /// (``JumpGuard``).
    static let lateReport = 2.0

    /// How many values the model holds in its buffers (fixes, steps,
    /// windows, residuals): bounded by its windows, never by the length of
    /// the track. What the tests and the endless-recording benchmark watch.
    public var heldValues: Int {
        (run?.heldValues ?? 0) + receiver.heldValues + altitudeError.heldValues + sustained.heldValues
            + jumps.heldValues
    }

    public init(settings: StatisticsSettings = StatisticsSettings()) {
        self.settings = settings
        altitudeError = AltitudeError(settings: settings)
        jumps = JumpGuard(settings: settings)
        timeless = MovementFilter(settings: settings)
    }

    /// The figures so far, with the steps the model still holds judged on
    /// the fixes so far.
    public var statistics: TrackStatistics {
        var meter = self
        meter.takeWaitingFix()
        meter.finishRun()
        return meter.finalFigures
    }

    /// The figures to show while recording: ``statistics``, worked out at
    /// most once a second of fix time, with the points, segments and times
    /// added since counted.
    public mutating func liveStatistics() -> TrackStatistics {
        if run == nil || lastTime.map({ $0 - (liveTime ?? -.infinity) >= Self.liveInterval }) ?? true {
            live = statistics
            liveTime = lastTime
        } else {
            live.points = figures.points
            live.segments = figures.segments
            live.start = figures.start
            live.end = figures.end
        }
        return live
    }

    /// Adds the next point of the track.
    public mutating func add(_ point: TrackPoint) {
        let time = point.fix.time?.timeIntervalSince1970
        let previousTime = lastTime
        lastTime = time ?? lastTime
        figures.points += 1
        if point.segment != lastSegment {
            figures.segments += 1
            // A segment that bridges a gap goes on measuring across it, as
            // the gap would be measured within a segment.
            if !point.bridgesGap || lastSegment == nil {
                takeWaitingFix()
                finishRun()
                jumps.reset()
                timeless.restart(at: nil)
            }
            lastSegment = point.segment
        }
        if let time, let previousTime, time < previousTime - Self.lateReport { clockWentBack() }
        if let date = point.fix.time {
            figures.start = min(figures.start ?? date, date)
            figures.end = max(figures.end ?? date, date)
        }
        if let error = point.fix.horizontalError, error > settings.accuracyLimit { return }
        for verdict in jumps.judge(point.fix, scatter: run?.receiver.scatter.white ?? receiver.scatter.white) {
            switch verdict {
            case .accept(let fix): take(fix)
            case .relocate(let fixes, let way):
                finishRun()
                timeless.restart(at: nil)
                addUnmodelled(MovementFilter.Step(metres: way, timed: true))
                for fix in fixes { take(fix) }
            }
        }
    }

    private mutating func take(_ fix: Fix) {
        guard let time = fix.time?.timeIntervalSince1970 else {
            finishRun()
            if let step = timeless.add(fix) { addUnmodelled(step) }
            // A drawn route's altitudes are as exact as its positions.
            if let altitude = fix.altitudeMSL ?? fix.altitudeHAE {
                elevation.add(altitude, threshold: settings.smallestClimb)
            }
            return
        }
        altitudeError.learn(from: fix, time: time)
        let fix = altitudeError.modelled(fix)
        if let seconds = run?.seconds(until: time) {
            if seconds == 0 { repeatedTime?.add(fix) }
            guard seconds > 0 else { return }
            repeatedTime = nil
            if seconds <= settings.longestMovingStep {
                // Through the optional, in place: the run is not copied.
                for step in run?.add(fix, time: time) ?? [] { add(step) }
                return
            }
        }
        finishRun()
        if let step = timeless.add(fix) { addUnmodelled(step) }
        run = MotionRun(first: fix, time: time, settings: settings, receiver: receiver)
        repeatedTime = RepeatedTimeRoute(first: fix, settings: settings)
        receiver = ReceiverEstimate()
    }

    /// Starts measuring afresh at a fix more than ``lateReport`` older than
    /// the one before: the receiver's or the file's clock went back (a
    /// receiver reset to a stale time, a GPS week counted from the wrong
    /// rollover, local time turned to UTC). Nothing says how long the way there took, so it
    /// counts as distance only, as across a gap (``MovementFilter``), and
    /// the fixes after it are measured among themselves. Before, the model
    /// left out every fix older than its last, and a journey whose clock
    /// went back an hour lost all its way for that hour.
    private mutating func clockWentBack() {
        takeWaitingFix()
        finishRun()
        jumps.reset()
        liveTime = nil
    }

    /// Takes the fix the ``JumpGuard`` holds for the next, if any: the
    /// track or its segment ends before a fix says it was an outlier.
    private mutating func takeWaitingFix() {
        if let fix = jumps.release() { take(fix) }
    }

    /// Ends the current run, if any: its held steps count as they stand.
    private mutating func finishRun() {
        guard let current = run else { return }
        run = nil
        receiver = current.receiver
        for step in current.finished() { add(step) }
        sustained.interrupt()
        if let route = repeatedTime, route.last != nil {
            addUnmodelled(MovementFilter.Step(metres: route.metres, timed: false))
            routeClimb.gain += route.climb.gain
            routeClimb.loss += route.climb.loss
        }
        // A later gap's way starts where the run, or its route, ended.
        timeless.restart(at: repeatedTime?.last ?? current.lastFix)
        repeatedTime = nil
    }

    private mutating func add(_ step: MotionStep) {
        sustained.add(step)
        guard step.moving || step.measured else { return }
        figures.distance += step.metres
        figures.timedDistance += step.metres
        guard step.moving else { return }
        figures.movingDistance += step.metres
        figures.movingTime += step.seconds
        if let altitude = step.altitude { elevation.add(altitude, threshold: altitudeError.climbThreshold) }
    }

    /// A step outside the motion model: across a gap, or without a time.
    private mutating func addUnmodelled(_ step: MovementFilter.Step) {
        figures.distance += step.metres
        if step.timed { figures.timedDistance += step.metres }
    }

    private var finalFigures: TrackStatistics {
        var result = figures
        result.elevationGain = elevation.gain + routeClimb.gain
        result.elevationLoss = elevation.loss + routeClimb.loss
        if let moving = result.averageMovingSpeed {
            result.maxSpeed = max(sustained.maximum ?? 0, moving)
        }
        return result
    }
}

/// The highest speed of the moving steps, as far as it can be trusted.
///
/// When the model took the receiver's own speed (a Doppler measurement that
/// agreed with the positions) over most of the moving time
/// (``reportedShare``), that is the speed: the highest mean of reports in
/// a row, leaving out the highest and the lowest of them so that a spike
/// does not set it, over as many reports as their scatter calls for
/// (``ReportLadder``).
///
/// Otherwise a speed is a distance over a time: the fastest stretch long
/// enough that drift cannot fake it, and longer as the track holds more
/// such stretches (``StretchLadder``). A short burst shows averaged over
/// its stretch. The reports the model took for less of the moving time are
/// those the positions happened to bear out, a selection, and set nothing:
/// their scatter reads low (0.046 m/s, where an error-free walk's receiver
/// errs by 0.1, at one seed set of the truth benchmark) and their fastest
/// mean high. Taken where faster than the stretches, they put that walk at
/// 0.3 m/s 7.2% fast on average over 26 seed sets and up to 18%, and up to
/// 28% once a few rivals' lift came from their overlapping means
/// (``FastestMeanLift``); 3.4% on average, 11.5% at most, by its
/// stretches, and 0.2%, 0.4% at most, once its first fixes entered the
/// smoother with the scatter the track shows (``FixErrorClaim``).
///
/// Bad fixes that agree with each other still make fast steps the mover
/// never took, so neither kind of speed takes a step as it stands:
/// * each step's speed is the median of it and the steps either side of it
///   so that one wild step sets nothing; a step waits for the one after
///   it, and a speed that rises or falls steadily is not read a step late
///   (a car accelerating at 0.37 m/s² would show its speed of a second
///   before). The last step of a stretch has none after it: the median is
///   of it, the speed counted before it, and where the trend of the two
///   speeds counted before it leads (an error-free run accelerating to
///   12 m/s read 4% slow as the median of its last step and the two before);
/// * after a run begins, the first ``ConvergenceAfterGap/steps`` steps set
///   nothing, and after a lost sky (``ConvergenceAfterGap/isGap(_:after:)``)
///   the first ``stepsAfterGap``: a receiver that lost the sky converges from
///   tens of metres off over its first fixes, and the smoother, which
///   places them by the fixes that follow, spreads what is left of their
///   offset over about twice as many again (a walk at 1.3 m/s seemed to
///   go 1.8 m/s for the ten seconds after them).
struct SustainedSpeed {
    /// Steps whose median speed is a step's speed: the step and one either
    /// side of it.
    static let medianOf = 3
    /// Steps after a gap that set no speed.
    static let stepsAfterGap = 3 * ConvergenceAfterGap.steps

    /// The share of the moving time over which the model must have taken
    /// the receiver's reports for their speed to be the maximum; below it
    /// the stretches' is.
    /// A logger that writes every 10 m reports a speed at each point, but
    /// its positions bear it out only now and then (the reports, taken
    /// between points 10 s apart, miss the turns and the changes of pace
    /// between them): five agreeing in a row on a slow leg set the maximum
    /// of an error-free hike with stops 30% low, at all 26 seed sets.
    static let reportedShare = 0.5

    /// The best speed so far, metres per second.
    var maximum: Double? {
        guard reportedSeconds >= Self.reportedShare * movingSeconds, let reportedMaximum = reported.maximum else {
            return stretches.maximum ?? reported.maximum
        }
        return reportedMaximum
    }
    /// The seconds of the moving steps taken, and of those among them the
    /// model took the receiver's reports for.
    private var movingSeconds = 0.0
    private var reportedSeconds = 0.0
    private var stretches = StretchLadder()
    /// The receiver's reports the model took.
    private var reported = ReportLadder()
    /// The speeds of the last moving steps, newest last.
    private var speeds: [Double] = []
    /// The newest moving step, waiting for the one after it.
    private var held: MotionStep?
    /// The seconds of the step before, infinite before the first: a step
    /// of 30 s or more lost the sky only after a short one. Where every such
    /// step was taken for a lost sky, the 15 steps after each stop of a
    /// logger writing every 10 m set nothing: hikes logged by distance or
    /// by their fixes with stops read 21-37% slow on average over 26 seed
    /// sets, 13-35% now, and an error-free one 7.6% slow.
    private var lastSeconds = Double.infinity
    /// The last two speeds counted in this stretch.
    private var counted: (older: Double?, newer: Double?) = (nil, nil)

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { stretches.heldValues + reported.heldValues + speeds.count + (held == nil ? 0 : 1) }
    /// Steps still to leave out while the receiver may be converging.
    private var converging = ConvergenceAfterGap.steps

    /// A run of the model ended (or a gap broke it): the next `steps` steps
    /// may still be converging.
    mutating func interrupt(steps: Int = ConvergenceAfterGap.steps) {
        endStretch()
        converging = steps
    }

    /// Counts the step still held, as the last of its stretch, and starts a
    /// new stretch.
    private mutating func endStretch() {
        if let held, let last = speeds.last {
            let speed =
                if let older = counted.older, let newer = counted.newer {
                    Self.median([newer, last, 2 * newer - older])
                } else {
                    Self.median(speeds)
                }
            count(held, speed: speed, endingStretch: true)
            self.held = nil
        }
        stretches.endStretch()
        reported.endRow()
        speeds = []
        counted = (nil, nil)
    }

    /// Takes the next step; a standing one ends the stretch.
    mutating func add(_ step: MotionStep) {
        defer { lastSeconds = step.seconds }
        if ConvergenceAfterGap.isGap(step.seconds, after: lastSeconds) {
            interrupt(steps: Self.stepsAfterGap)
            return
        }
        guard step.moving else {
            endStretch()
            return
        }
        guard converging == 0 else {
            converging -= 1
            return
        }
        movingSeconds += step.seconds
        if let speed = step.reportedSpeed {
            reportedSeconds += step.seconds
            reported.add(speed)
        } else {
            reported.endRow()
        }
        speeds.append(step.metres / step.seconds)
        if speeds.count > Self.medianOf { speeds.removeFirst() }
        if let held { count(held, speed: Self.median(speeds)) }
        held = step
    }

    /// Takes `step` into the stretch at `speed`, its median speed; the
    /// last step of a stretch (`endingStretch`) counts without being kept
    /// (``StretchLadder/add(_:metres:endingStretch:)``).
    private mutating func count(_ step: MotionStep, speed: Double, endingStretch: Bool = false) {
        stretches.add(step, metres: speed * step.seconds, endingStretch: endingStretch)
        guard !endingStretch else { return }
        counted = (counted.newer, speed)
    }

    /// The middle of the speeds (the upper middle of an even count); of
    /// three, the usual case, without sorting a copy for every step.
    private static func median(_ speeds: [Double]) -> Double {
        guard speeds.count == 3 else { return speeds.sorted()[speeds.count / 2] }
        let (a, b, c) = (speeds[0], speeds[1], speeds[2])
        return max(min(a, b), min(max(a, b), c))
    }
}

import SyncPrimitives

/// The highest speed of the moving steps, as far as it can be trusted.
///
/// When the model took the receiver's own speed (a Doppler measurement that
/// agreed with the positions), that is the speed: the highest mean of
/// ``reportsPerMean`` reports in a row, leaving out the highest and the
/// lowest of them, so that a spike does not set it.
///
/// Otherwise a speed is a distance over a time, and drift of a few metres
/// makes a short stretch look faster or slower than it was. Over a stretch
/// at least ``errorsPerStretch`` error estimates long the drift's share is a
/// few per cent, so the maximum of those stretches is a maximum speed to
/// trust; a short burst shows in it averaged over its stretch.
///
/// Bad fixes that agree with each other still make fast steps the mover
/// never took, so neither kind of speed takes a step as it stands:
/// * each step's speed is the median of it and the steps either side of it
///   (of it and the two before it at the end of a stretch), so that one
///   wild step sets nothing; a step waits for the one after it, and a speed
///   that rises or falls steadily is not read a step late (a car
///   accelerating at 0.37 m/s² would show its speed of a second before);
/// * after a run begins, the first ``ConvergenceAfterGap/steps`` steps set
///   nothing, and after a gap of ``ConvergenceAfterGap/gap`` seconds the
///   first ``stepsAfterGap``: a receiver that lost the sky converges from
///   tens of metres off over its first fixes, and the smoother, which
///   places them by the fixes that follow, spreads what is left of their
///   offset over about twice as many again (a walk at 1.3 m/s seemed to
///   go 1.8 m/s for the ten seconds after them).
struct SustainedSpeed {
    /// How many standard deviations of the horizontal error a stretch
    /// covers before its speed counts.
    static let errorsPerStretch = 40.0
    /// Reports in a row whose mean, without the highest and the lowest,
    /// counts as a speed reached.
    static let reportsPerMean = 5
    /// Steps whose median speed is a step's speed: the step and one either
    /// side of it.
    static let medianOf = 3
    /// Steps after a gap that set no speed.
    static let stepsAfterGap = 3 * ConvergenceAfterGap.steps

    /// The best speed so far, metres per second.
    var maximum: Double? { reportedMaximum ?? stretchMaximum }
    private var stretchMaximum: Double?
    private var reportedMaximum: Double?
    private var stretch = FIFOWindow()
    /// The receiver's last reports in a row, newest last.
    private var reports: [Double] = []
    /// The speeds of the last moving steps, newest last.
    private var speeds: [Double] = []
    /// The newest moving step, waiting for the one after it.
    private var held: MotionStep?

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { stretch.count + reports.count + speeds.count + (held == nil ? 0 : 1) }
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
        if let held {
            count(held, speed: Self.median(speeds))
            self.held = nil
        }
        stretch = FIFOWindow()
        reports = []
        speeds = []
    }

    /// Takes the next step; a standing one ends the stretch.
    mutating func add(_ step: MotionStep) {
        if step.seconds >= ConvergenceAfterGap.gap {
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
        if let speed = step.reportedSpeed {
            reports = reports.suffix(Self.reportsPerMean - 1) + [speed]
            if reports.count == Self.reportsPerMean {
                let middle = reports.sorted().dropFirst().dropLast()
                reportedMaximum = max(reportedMaximum ?? 0, middle.reduce(0, +) / Double(middle.count))
            }
        } else {
            reports = []
        }
        speeds.append(step.metres / step.seconds)
        if speeds.count > Self.medianOf { speeds.removeFirst() }
        if let held { count(held, speed: Self.median(speeds)) }
        held = step
    }

    /// Takes `step` into the stretch at `speed`, its median speed.
    private mutating func count(_ step: MotionStep, speed: Double) {
        stretch.append(metres: speed * step.seconds, seconds: step.seconds)
        let length = Self.errorsPerStretch * step.sigma
        while stretch.metres - stretch.firstMetres >= length { stretch.dropFirst() }
        if stretch.metres >= length, stretch.seconds > 0 {
            stretchMaximum = max(stretchMaximum ?? 0, stretch.metres / stretch.seconds)
        }
    }

    /// The middle of the speeds (the upper middle of an even count); of
    /// three, the usual case, without sorting a copy for every step.
    private static func median(_ speeds: [Double]) -> Double {
        guard speeds.count == 3 else { return speeds.sorted()[speeds.count / 2] }
        let (a, b, c) = (speeds[0], speeds[1], speeds[2])
        return max(min(a, b), min(max(a, b), c))
    }

    /// Steps in order with their sums; the oldest leave first.
    private struct FIFOWindow {
        private var steps = FIFOQueue<(metres: Double, seconds: Double)>()
        private(set) var metres = 0.0
        private(set) var seconds = 0.0

        var firstMetres: Double { steps.first?.metres ?? 0 }

        var count: Int { steps.count }

        mutating func append(metres: Double, seconds: Double) {
            steps.append((metres, seconds))
            self.metres += metres
            self.seconds += seconds
        }

        mutating func dropFirst() {
            guard let first = steps.popFirst() else { return }
            metres -= first.metres
            seconds -= first.seconds
        }
    }
}

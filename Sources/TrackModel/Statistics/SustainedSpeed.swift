import Glibc
import SyncPrimitives

/// The highest speed of the moving steps, as far as it can be trusted.
///
/// When the model took the receiver's own speed (a Doppler measurement that
/// agreed with the positions), that is the speed: the highest mean of
/// ``reportsPerMean`` reports in a row, leaving out the highest and the
/// lowest of them, so that a spike does not set it.
///
/// Otherwise a speed is a distance over a time, and drift of a few metres
/// makes a short stretch look faster or slower than it was: over a stretch
/// of `L` metres whose ends each err by `σ` along the way, by `√2 σ / L` of
/// its speed. The maximum of many stretches finds the one that erred most:
/// of `N` independent ones, about `√(2 ln N)` of those errors above the
/// speed (a walk of 10 km behind a 2 m drift read 17% fast in stretches of
/// 40 errors). So a stretch is at least ``errorsPerStretch`` error
/// estimates long, and longer as the track holds more such stretches,
/// until that excess is ``noiseShare`` of the speed (``stretchLength(sigma:moved:)``):
/// a short journey keeps its short stretches and its peak, a long one is not
/// read fast for its length. A short burst shows averaged over its stretch.
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
///   nothing, and after a gap of ``ConvergenceAfterGap/gap`` seconds the
///   first ``stepsAfterGap``: a receiver that lost the sky converges from
///   tens of metres off over its first fixes, and the smoother, which
///   places them by the fixes that follow, spreads what is left of their
///   offset over about twice as many again (a walk at 1.3 m/s seemed to
///   go 1.8 m/s for the ten seconds after them).
struct SustainedSpeed {
    /// How many standard deviations of the horizontal error a stretch
    /// covers at least before its speed counts.
    static let errorsPerStretch = 40.0
    /// How far above the true speed, as a share of it, the noise may be
    /// expected to carry the fastest of a track's stretches.
    static let noiseShare = 0.05
    /// The longest a stretch gets, in error estimates: a track of any
    /// length keeps its peaks of a few hundred metres.
    static let longestStretch = 120.0
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
    /// The last two speeds counted in this stretch.
    private var counted: (older: Double?, newer: Double?) = (nil, nil)
    /// Metres of the track's stretches so far.
    private var moved = 0.0

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
        stretch = FIFOWindow()
        reports = []
        speeds = []
        counted = (nil, nil)
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

    /// Takes `step` into the stretch at `speed`, its median speed. The last
    /// step of a stretch (`endingStretch`) is counted without being added:
    /// the window is dropped next, and the live figures end the stretch of
    /// a copy of the meter that shares its window until either changes it.
    private mutating func count(_ step: MotionStep, speed: Double, endingStretch: Bool = false) {
        let metres = speed * step.seconds
        moved += metres
        let length = Self.stretchLength(sigma: step.sigma, moved: moved)
        let window = stretch.adding(metres: metres, seconds: step.seconds, keeping: length)
        if window.metres >= length, window.seconds > 0 {
            stretchMaximum = max(stretchMaximum ?? 0, window.metres / window.seconds)
        }
        guard !endingStretch else { return }
        counted = (counted.newer, speed)
        stretch.append(metres: metres, seconds: step.seconds, droppingFirst: window.dropped)
    }

    /// Metres a stretch must cover before its speed counts, where the noise
    /// can explain `sigma` metres of a step and the track's stretches have
    /// covered `moved` metres: enough that the excess the noise may be
    /// expected to give the fastest of the `N` stretches of
    /// ``errorsPerStretch`` errors that `moved` holds, `√(2 ln N) √2 σ / L`,
    /// is ``noiseShare`` of the speed; between ``errorsPerStretch`` and
    /// ``longestStretch`` errors.
    static func stretchLength(sigma: Double, moved: Double) -> Double {
        let stretches = max(2, moved / (errorsPerStretch * sigma))
        let errors = (2 * log(stretches)).squareRoot() * 2.0.squareRoot() / noiseShare
        return min(longestStretch, max(errorsPerStretch, errors)) * sigma
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

        var count: Int { steps.count }

        /// The window's sums with a step of `stepMetres` and `stepSeconds`
        /// added and its oldest steps dropped while the rest still cover
        /// `length`, and how many that drops; the window is left as it is
        /// (a copy of the meter may share it).
        func adding(metres stepMetres: Double, seconds stepSeconds: Double, keeping length: Double) -> (
            metres: Double, seconds: Double, dropped: Int
        ) {
            var window = (metres: metres + stepMetres, seconds: seconds + stepSeconds, dropped: 0)
            while window.dropped < steps.count, window.metres - steps[window.dropped].metres >= length {
                window.metres -= steps[window.dropped].metres
                window.seconds -= steps[window.dropped].seconds
                window.dropped += 1
            }
            return window
        }

        /// Adds a step and drops the `dropped` oldest, as
        /// ``adding(metres:seconds:keeping:)`` said.
        mutating func append(metres: Double, seconds: Double, droppingFirst dropped: Int) {
            steps.append((metres, seconds))
            self.metres += metres
            self.seconds += seconds
            for _ in 0..<dropped {
                guard let first = steps.popFirst() else { return }
                self.metres -= first.metres
                self.seconds -= first.seconds
            }
        }
    }
}

import Glibc

/// Decides, fix by fix, how sharply the smoother lets the mover accelerate,
/// and hands the fixes on to it ``StatisticsSettings/manoeuvreMargin``
/// seconds late, once it is known whether a manoeuvre follows them.
///
/// A receiver whose error wanders by metres over a minute draws that
/// wander into a slow mover's path: the smoother, allowed the acceleration
/// of a turn, follows it, and a walker at 0.3 m/s gains a tenth or more of
/// length. Allowed only a twentieth of it
/// (``StatisticsSettings/steadyAccelerationShare``), the smoother leaves
/// the wander to the drift, but cuts every bend. So the whole acceleration
/// is allowed within the margin around each manoeuvre the
/// ``ManoeuvreDetector`` sees, and the steady share elsewhere, in
/// proportion to how much of the receiver's error is drift it is known to
/// have (``FixNoise/knownDrift``: shown by the track beyond doubt, or
/// claimed by its `eph` beyond the scatter the track shows): white scatter
/// does not pass for movement once averaged, and the model keeps the agile
/// path for it, as for error-free fixes. The detector itself takes only the
/// drift the track has shown (``FixNoise/assuredDrift``), the least it
/// could be: a turn it would put down to drift is cut.
struct ManoeuvreSchedule: Sendable {
    private var gate: OutlierGate
    private let steadyShare: Double
    private let margin: Double
    /// Fixes taken, oldest first: those from ``firstPending`` on are not
    /// yet handed on (the ones before leave in chunks, so that the cost of
    /// a fix stays flat).
    private var pending: [MotionSmoother.Measurement] = []
    private var firstPending = 0
    /// How likely a manoeuvre was at each fix: from ``firstSeen`` on, those
    /// within the margin of the first pending fix, and since.
    private var seen: [(time: Double, manoeuvre: Double)] = []
    private var firstSeen = 0

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { pending.count + seen.count + gate.heldValues }

    init(settings: StatisticsSettings) {
        gate = OutlierGate(
            detector: ManoeuvreDetector(
                steady: DriftingAxes(settings: settings, share: settings.steadyAccelerationShare),
                agile: DriftingAxes(settings: settings), startRate: settings.manoeuvreStartRate,
                endRate: settings.manoeuvreEndRate,
                initialSpeed: settings.maximumPlausibleSpeed),
            acceleration: settings.maximumPlausibleAcceleration)
        steadyShare = settings.steadyAccelerationShare
        margin = settings.manoeuvreMargin
    }

    /// Takes the next fix, `interval` seconds after the one before (`nil`
    /// for a run's first), and hands `release` the fixes whose margin has
    /// now passed, oldest first, each with its acceleration decided. A lone
    /// outlier never reaches it (``OutlierGate``).
    mutating func add(
        _ measurement: MotionSmoother.Measurement, after interval: Double?,
        release: (MotionSmoother.Measurement) -> Void
    ) {
        let taken = gate.add(measurement, after: interval)
        guard let latest = taken.last?.measurement.time else { return }
        hold(taken)
        while firstPending < pending.count, pending[firstPending].time <= latest - margin {
            release(decided(pending[firstPending]))
            firstPending += 1
        }
        let firstNeeded = (firstPending < pending.count ? pending[firstPending].time : latest) - margin
        while seen[firstSeen].time < firstNeeded { firstSeen += 1 }
        Self.forget(&pending, before: &firstPending)
        Self.forget(&seen, before: &firstSeen)
    }

    /// Drops the entries of `array` before `first` once they are many and
    /// at least half of it: each entry moves at most once more.
    private static func forget<Element>(_ array: inout [Element], before first: inout Int) {
        guard first >= 64, first * 2 >= array.count else { return }
        array.removeFirst(first)
        first = 0
    }

    /// The fixes still pending, decided with the fixes so far: the end of
    /// the run, or for live figures, what it would be if it ended now.
    func remaining() -> [MotionSmoother.Measurement] {
        var schedule = self
        schedule.hold(schedule.gate.finish())
        return schedule.pending[schedule.firstPending...].map(schedule.decided)
    }

    /// Holds the fixes the gate took until their margin passes, with how
    /// likely a manoeuvre was at each.
    private mutating func hold(_ taken: [OutlierGate.Taken]) {
        for fix in taken {
            pending.append(fix.measurement)
            seen.append((fix.measurement.time, fix.manoeuvre))
        }
    }

    /// `measurement` with the acceleration its margin allows.
    private func decided(_ measurement: MotionSmoother.Measurement) -> MotionSmoother.Measurement {
        var manoeuvre = 0.0
        for entry in seen[firstSeen...] where abs(entry.time - measurement.time) <= margin {
            manoeuvre = max(manoeuvre, entry.manoeuvre)
        }
        let drift = measurement.noise.knownDrift
        let white = measurement.noise.white
        let driftShare = drift * drift / max(drift * drift + white * white, .leastNonzeroMagnitude)
        var decided = measurement
        decided.accelerationScale = pow(steadyShare, driftShare * (1 - manoeuvre))
        return decided
    }
}

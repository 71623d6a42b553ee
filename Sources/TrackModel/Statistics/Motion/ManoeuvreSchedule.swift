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
/// ``ManoeuvreDetector`` sees and at each fix where the fixes on either
/// side, or the receiver's own velocity there, show a turn beyond their
/// noise (``TurnBeyondNoise``: the detector, foreseeing from the fixes
/// before, sees a walker's tight turn late or never), and the steady share
/// elsewhere, in
/// proportion to how much of the receiver's error is drift it is known to
/// have (``FixNoise/knownDrift``: shown by the track beyond doubt, or
/// claimed by its `eph` beyond the scatter the track shows). White scatter
/// counts too where it passes for movement: at a slow mover's pace, between
/// fixes a few seconds apart (``whiteAsDrift(speed:interval:)``). At a
/// brisker pace, at a logger's steps of many seconds, and for error-free
/// fixes, the model keeps the agile path. The detector itself takes only
/// the drift the track has shown (``FixNoise/assuredDrift``), the least it
/// could be: a turn it would put down to drift is cut.
struct ManoeuvreSchedule: Sendable {
    /// Up to this speed, m/s, white scatter between fixes a few seconds
    /// apart counts whole as drift (``whiteAsDrift(speed:interval:)``).
    static let whiteAsDriftSpeed = 0.4

    /// A fix held until its margin passes.
    private struct Pending {
        var measurement: MotionSmoother.Measurement
        /// Seconds since the fix before it, `nil` for the run's first.
        var interval: Double?
        /// How fast the detector took the mover to go there, m/s.
        var speed: Double
    }

    private var gate: OutlierGate
    private let steadyShare: Double
    private let margin: Double
    /// Seconds over which the model's drift forgets itself.
    private let correlation: Double
    /// Fixes taken, oldest first: those from ``firstPending`` on are not
    /// yet handed on, and those before within ``TurnBeyondNoise``'s reach
    /// of the first still show its turns (the ones before leave in chunks,
    /// so that the cost of a fix stays flat).
    private var pending: [Pending] = []
    private var firstPending = 0
    /// How likely a manoeuvre was at each fix held, for the margin of each
    /// fix decided.
    private var likeliest: LikeliestManoeuvre

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { pending.count + likeliest.heldValues + gate.heldValues }

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
        likeliest = LikeliestManoeuvre(margin: settings.manoeuvreMargin)
        correlation = settings.driftCorrelation
    }

    /// Takes the next fix, `interval` seconds after the one before (`nil`
    /// for a run's first), hands `took` the fixes the ``OutlierGate`` now
    /// took, oldest first (a lone outlier never reaches either), and
    /// `release` the fixes whose margin has now passed, oldest first, each
    /// with its acceleration decided.
    mutating func add(
        _ measurement: MotionSmoother.Measurement, after interval: Double?,
        took: (MotionSmoother.Measurement) -> Void, release: (MotionSmoother.Measurement) -> Void
    ) {
        let taken = gate.add(measurement, after: interval)
        for fix in taken { took(fix.measurement) }
        guard let latest = taken.last?.measurement.time else { return }
        hold(taken)
        while firstPending < pending.count, pending[firstPending].measurement.time <= latest - margin {
            release(decided(at: firstPending))
            firstPending += 1
        }
        let nextDecided = firstPending < pending.count ? pending[firstPending].measurement.time : latest
        let firstShown = nextDecided - TurnBeyondNoise.reach - TurnBeyondNoise.blur
        var firstShowing = firstPending
        while firstShowing > 0, pending[firstShowing - 1].measurement.time >= firstShown { firstShowing -= 1 }
        Self.forget(&pending, before: firstShowing, first: &firstPending)
    }

    /// Drops the entries of `array` before `end` once they are many and at
    /// least half of it, moving `first`, an index at or after `end`, with
    /// them: each entry moves at most once more.
    private static func forget<Element>(_ array: inout [Element], before end: Int, first: inout Int) {
        guard end >= 64, end * 2 >= array.count else { return }
        array.removeFirst(end)
        first -= end
    }

    /// The fixes still pending, decided with the fixes so far: the end of
    /// the run, or for live figures, what it would be if it ended now.
    func remaining() -> [MotionSmoother.Measurement] {
        var schedule = self
        schedule.hold(schedule.gate.finish())
        var decided: [MotionSmoother.Measurement] = []
        for index in schedule.firstPending..<schedule.pending.count { decided.append(schedule.decided(at: index)) }
        return decided
    }

    /// Holds the fixes the gate took until their margin passes, with how
    /// likely a manoeuvre was at each, how fast the detector took the mover
    /// to go and the seconds since the fix held before it.
    private mutating func hold(_ taken: [OutlierGate.Taken]) {
        for fix in taken {
            // The newest fix held is never handed on in the call that held
            // it (its margin has yet to pass), so `pending` keeps the fix
            // before the next one even across `forget`.
            let interval = pending.last.map { fix.measurement.time - $0.measurement.time }
            pending.append(Pending(measurement: fix.measurement, interval: interval, speed: fix.speed))
            likeliest.add(time: fix.measurement.time, manoeuvre: fix.manoeuvre)
        }
    }

    /// The pending fix at `index`, decided after those before it, with the
    /// acceleration its margin allows.
    private mutating func decided(at index: Int) -> MotionSmoother.Measurement {
        let fix = pending[index]
        let measurement = fix.measurement
        var manoeuvre = likeliest.likeliest(around: measurement.time)
        if manoeuvre < 1,
            TurnBeyondNoise.turned(at: index, in: pending, correlation: correlation, measurement: \.measurement)
        {
            manoeuvre = 1
        }
        let drift = measurement.noise.knownDrift
        let white = measurement.noise.white
        let whiteAsDrift = Self.whiteAsDrift(speed: fix.speed, interval: fix.interval)
        let driftShare =
            (drift * drift + whiteAsDrift * white * white) / max(drift * drift + white * white, .leastNonzeroMagnitude)
        var decided = measurement
        decided.accelerationScale = pow(steadyShare, driftShare * (1 - manoeuvre))
        return decided
    }

    /// How much of a fix's white scatter counts as drift for the steady
    /// share, where the detector takes the mover to go at `speed` m/s and
    /// the fix came `interval` seconds after the one before.
    ///
    /// Averaged over many fixes, white scatter does not pass for a brisk
    /// mover's movement, but at a walker's pace the smoother allowed the
    /// whole acceleration follows it, and the share it adds to a step's
    /// length falls with the square of the speed: a walk at 0.3 m/s behind
    /// a receiver scattering 2.5 m was a tenth long where judged moving,
    /// and its smoothed speed dipped below 0.1 m/s for a second now and
    /// then, dropping the stretch before it (``MovementConfirmation``), so
    /// that it read 9% short of moving time and about right in length. So
    /// the scatter counts whole up to ``whiteAsDriftSpeed`` and by the
    /// square of that speed's ratio to the mover's above it, between fixes
    /// less than ``DriftWander/whiteBendLongestStep`` apart (a logger that
    /// writes every 10 m steps farther than its scatter: counted there, the
    /// truth benchmark's hikes logged so read 3-4% short). Over its 26 seed
    /// sets, moving time beyond 3% in 182 of 4,160 rows -> 155, distance
    /// beyond 2% 312 -> 299, the white walks at 0.3 and 0.6 m/s +0.8% and
    /// +2.1% -> +0.3% and +0.8% on average (moving time -9.1% and -1.0% ->
    /// -0.2%); that receiver's dog walk, whose tight turns the detector
    /// cannot tell from its scatter, -1.0% -> -3.6%; the second generator
    /// 49 -> 44 of 120 rows beyond 2%. Counted half at any speed: 309 rows,
    /// the dog walk -4.1%; whole: 315, -6.9%; whole up to 0.3 m/s: 296, but
    /// the second generator 49.
    static func whiteAsDrift(speed: Double, interval: Double?) -> Double {
        guard let interval, interval < DriftWander.whiteBendLongestStep else { return 0 }
        guard speed > whiteAsDriftSpeed else { return 1 }
        let ratio = whiteAsDriftSpeed / speed
        return ratio * ratio
    }
}

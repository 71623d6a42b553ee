/// Leaves out a lone fix far from where the motion model foresaw it, once
/// the fix after it shows the mover never went there: a receiver's outlier
/// (a reflection, a bad satellite), which the ``JumpGuard`` lets pass when
/// it lies within what a vehicle could reach (30 m in two or three
/// seconds), but which no walker took.
///
/// Each fix goes through the ``ManoeuvreDetector``; one whose miss
/// (``ManoeuvreDetector/Reading/miss``) is beyond ``gate`` is held. If the
/// next fix lies within the gate of where the model foresaw it without the
/// held one, the held one is left out; otherwise both are taken, the next
/// one however far off (the model has yet to catch up with the mover), so
/// that a real turn or stop, which the fixes after it go on showing, is
/// followed one fix late. Left out, an outlier neither draws the smoothed
/// path to it nor counts as a chord out and back.
///
/// A run's first fix is never held, and the few after it hardly ever: the
/// model does not yet know the mover's velocity, and foresees them loosely.
struct OutlierGate: Sendable {
    /// A fix whose miss is beyond this (chi-square, two degrees of freedom)
    /// is held: about six standard deviations on an axis, which a fix the
    /// model foresaw lies beyond once in ten million.
    static let gate = 36.0

    /// A fix taken, with how likely a manoeuvre was at it.
    struct Taken {
        var measurement: MotionSmoother.Measurement
        var manoeuvre: Double
    }

    private var detector: ManoeuvreDetector
    /// The fix held, and the seconds from the fix taken before it.
    private var held: (measurement: MotionSmoother.Measurement, interval: Double)?

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { held == nil ? 0 : 1 }

    init(detector: ManoeuvreDetector) {
        self.detector = detector
    }

    /// Takes the next fix, `interval` seconds after the one before (`nil`
    /// for a run's first); returns the fixes now taken, oldest first: none
    /// while it is held, the held one and it, or it alone.
    mutating func add(_ measurement: MotionSmoother.Measurement, after interval: Double?) -> [Taken] {
        guard let interval else { return [take(measurement, after: nil)] }
        if let suspect = held {
            held = nil
            var without = detector
            let reading = without.add(
                measurement.position, noise: Self.noise(measurement), after: suspect.interval + interval)
            if reading.miss <= Self.gate {
                detector = without
                return [Taken(measurement: measurement, manoeuvre: reading.manoeuvre)]
            }
            return [take(suspect.measurement, after: suspect.interval), take(measurement, after: interval)]
        }
        var with = detector
        let reading = with.add(measurement.position, noise: Self.noise(measurement), after: interval)
        guard reading.miss <= Self.gate else {
            held = (measurement, interval)
            return []
        }
        detector = with
        return [Taken(measurement: measurement, manoeuvre: reading.manoeuvre)]
    }

    /// The fix still held, taken: nothing after it says the mover was not
    /// there.
    mutating func finish() -> [Taken] {
        guard let suspect = held else { return [] }
        held = nil
        return [take(suspect.measurement, after: suspect.interval)]
    }

    private mutating func take(_ measurement: MotionSmoother.Measurement, after interval: Double?) -> Taken {
        let reading = detector.add(measurement.position, noise: Self.noise(measurement), after: interval)
        return Taken(measurement: measurement, manoeuvre: reading.manoeuvre)
    }

    /// The fix's noise as the detector takes it: of its drift, only what
    /// the track has shown (see ``ManoeuvreSchedule``).
    private static func noise(_ measurement: MotionSmoother.Measurement) -> FixNoise {
        var noise = measurement.noise
        if let assured = noise.assuredDrift { noise.modelledDrift = assured }
        return noise
    }
}

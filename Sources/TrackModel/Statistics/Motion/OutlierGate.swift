/// Leaves out a fix or two far from where the motion model foresaw them,
/// once the fix after them shows the mover never went there: a receiver's
/// outliers (a reflection, a bad satellite), which the ``JumpGuard`` lets
/// pass when they lie within what a vehicle could reach (30 m in two or
/// three seconds), but which no walker took.
///
/// Each fix goes through the ``ManoeuvreDetector``; one whose miss
/// (``ManoeuvreDetector/Reading/miss``) is beyond ``gate`` is held, and so
/// is the next while it misses too, up to ``mostHeld`` fixes. Once a fix
/// lies within the gate of where the model foresaw it without the held
/// ones, they are left out; a fix that misses with ``mostHeld`` held is
/// taken with them, however far off (the model has yet to catch up with
/// the mover), so that a real turn or stop, which the fixes after it go on
/// showing, is followed two fixes late. Left out, an outlier neither draws
/// the smoothed path to it nor counts as a chord out and back.
///
/// A run's first fix is never held, and the few after it hardly ever: the
/// model does not yet know the mover's velocity, and foresees them loosely.
struct OutlierGate: Sendable {
    /// A fix whose miss is beyond this (chi-square, two degrees of freedom)
    /// is held: four standard deviations on an axis, which a fix the model
    /// foresaw lies beyond once in 3,000 (and is left out only where the
    /// next fix does without it). At six (36), a car's outliers 15 m off
    /// passed: at 6 m/s the model allows a few metres a second, and a car
    /// circling a roundabout behind a receiver that throws 3% of its fixes
    /// 15 m off read +9.8% (+0.6% at four).
    static let gate = 16.0
    /// Fixes in a row held at most. Two: a receiver that throws 3-5% of its
    /// fixes off throws two in a row now and then, each its own way; held
    /// one at a time, the second came in with the first (a walker at
    /// 0.6 m/s +9%, a dog walk +9 to +20%, with 3% of fixes 15 m off or 5%
    /// 30 m off; +0.2% and -3.1 to +5.1% held two at a time). Three in a
    /// row that agree are a place the receiver went, as the guard also
    /// takes them.
    static let mostHeld = 2

    /// A fix taken, with how likely a manoeuvre was at it.
    struct Taken {
        var measurement: MotionSmoother.Measurement
        var manoeuvre: Double
    }

    private var detector: ManoeuvreDetector
    /// The fixes held, oldest first, each with the seconds from the fix
    /// before it.
    private var held: [(measurement: MotionSmoother.Measurement, interval: Double)] = []

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { held.count }

    init(detector: ManoeuvreDetector) {
        self.detector = detector
    }

    /// Takes the next fix, `interval` seconds after the one before (`nil`
    /// for a run's first); returns the fixes now taken, oldest first: none
    /// while it is held, the held ones and it, or it alone.
    mutating func add(_ measurement: MotionSmoother.Measurement, after interval: Double?) -> [Taken] {
        guard let interval else { return [take(measurement, after: nil)] }
        // Where the model foresaw the fix from the last one taken.
        var tried = detector
        let reading = tried.add(
            measurement.position, noise: Self.noise(measurement), after: held.reduce(interval) { $0 + $1.interval })
        if reading.miss <= Self.gate {
            detector = tried
            held = []
            return [Taken(measurement: measurement, manoeuvre: reading.manoeuvre)]
        }
        held.append((measurement, interval))
        return held.count > Self.mostHeld ? finish() : []
    }

    /// The fixes still held, taken: nothing after them says the mover was
    /// not there.
    mutating func finish() -> [Taken] {
        let all = held
        held = []
        return all.map { take($0.measurement, after: $0.interval) }
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

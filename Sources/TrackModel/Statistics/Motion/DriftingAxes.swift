import Glibc

/// The horizontal half of the motion model: on each of east and north, the
/// receiver's position, its velocity, and the drift of its error.
///
/// A receiver's error is mostly drift: metres that wander over about a
/// minute (a first-order Gauss-Markov process, ``correlation`` seconds), with
/// a little white jitter on top. Modelled as white noise, drift is taken for
/// movement: its short wander adds length to a slow walk and time to a stop.
/// With drift in the state, the filter explains quick wander by drift and
/// lasting change by movement, as the two really differ.
///
/// Each axis's state is `[position, velocity, drift]`; the axes are measured
/// alike and share one covariance. A fix measures `position + drift`; a
/// receiver's velocity measures `velocity`.
struct DriftingAxes: Sendable {
    /// Both axes' states and their shared covariance.
    struct Estimate: Sendable {
        var east: SIMD3<Double>
        var north: SIMD3<Double>
        var covariance: Matrix3
    }

    /// How a fix differs from what an estimate foresaw: its miss on each
    /// axis, the miss's variance (the same on both: they share one
    /// covariance), and the state's covariance with what a fix sees.
    struct Innovation: Sendable {
        var east: Double
        var north: Double
        var variance: Double
        var seen: SIMD3<Double>

        /// The log of how likely the estimate foresaw the fix, but for a
        /// constant all estimates of the same fix share.
        var logLikelihood: Double { -chiSquare / 2 - log(variance) }

        /// The squared miss over its variance on one axis: chi-square with
        /// two degrees of freedom for a fix the estimate foresaw.
        var chiSquare: Double { (east * east + north * north) / variance }
    }

    /// Spectral density of the acceleration the model allows at a
    /// standstill, m²/s³.
    let acceleration: Double
    /// How much more it allows at speed, per (m/s)²: a bend's acceleration
    /// is the speed squared over its radius, so a car on a roundabout turns
    /// far harder than a walker ever does, while a slow walker's path is
    /// straighter than the drift that would pass for it.
    let accelerationPerSpeedSquared: Double
    /// Above this speed, m/s, the mover is a vehicle
    /// (``StatisticsSettings/vehicleSpeed``).
    let vehicleSpeed: Double
    /// How much more a vehicle is allowed per (m/s)² beyond
    /// ``vehicleSpeed``: a car's bends at speed are far sharper than a
    /// walker's.
    let vehicleAccelerationPerSpeedSquared: Double
    /// Seconds over which drift forgets itself.
    let correlation: Double

    /// The model `settings` describe, allowing `share` of their
    /// acceleration (``StatisticsSettings/steadyAccelerationShare`` for a
    /// steady mover).
    init(settings: StatisticsSettings, share: Double = 1) {
        acceleration = settings.horizontalAcceleration * share
        accelerationPerSpeedSquared = settings.horizontalAccelerationPerSpeedSquared * share
        vehicleSpeed = settings.vehicleSpeed
        vehicleAccelerationPerSpeedSquared = settings.vehicleAccelerationPerSpeedSquared * share
        correlation = settings.driftCorrelation
    }

    /// The estimate from a run's first fix: at the measured position, less
    /// whatever drift it has, velocity unknown to `speed` m/s.
    func first(at position: LocalPlane.Point, noise: FixNoise, speed: Double) -> Estimate {
        let (drift, white) = noise.variances
        let covariance = Matrix3(
            SIMD3(drift + white, 0, -drift), SIMD3(0, speed * speed, 0), SIMD3(-drift, 0, drift))
        return Estimate(
            east: SIMD3(position.east, 0, 0), north: SIMD3(position.north, 0, 0), covariance: covariance)
    }

    /// The transition over `seconds`.
    func transition(over seconds: Double) -> Matrix3 {
        Matrix3(SIMD3(1, seconds, 0), SIMD3(0, 1, 0), SIMD3(0, 0, exp(-seconds / correlation)))
    }

    /// Where the estimate goes in `seconds`, before a fix of `noise`.
    func predicted(
        _ estimate: Estimate, over seconds: Double, noise fixNoise: FixNoise, accelerationScale: Double = 1
    ) -> Estimate {
        let transition = transition(over: seconds)
        let t = seconds
        let decay = exp(-2 * t / correlation)
        let acceleration = allowedAcceleration(from: estimate, scale: accelerationScale)
        let noise = Matrix3(
            SIMD3(acceleration * t * t * t / 3, acceleration * t * t / 2, 0),
            SIMD3(acceleration * t * t / 2, acceleration * t, 0),
            SIMD3(0, 0, fixNoise.variances.drift * (1 - decay)))
        return Estimate(
            east: transition * estimate.east, north: transition * estimate.north,
            covariance: transition * estimate.covariance * transition.transposed + noise)
    }

    /// The spectral density of the acceleration allowed from `estimate` on,
    /// at its speed, `scale` of it (``MotionSmoother/Measurement/accelerationScale``),
    /// m²/s³.
    func allowedAcceleration(from estimate: Estimate, scale: Double = 1) -> Double {
        let speedSquared = estimate.east.y * estimate.east.y + estimate.north.y * estimate.north.y
        let vehicle = max(0, speedSquared - vehicleSpeed * vehicleSpeed)
        return scale
            * (acceleration + accelerationPerSpeedSquared * speedSquared + vehicleAccelerationPerSpeedSquared * vehicle)
    }

    /// The estimate corrected by a fix at `position` with error `noise`.
    func corrected(_ estimate: Estimate, by position: LocalPlane.Point, noise: FixNoise) -> Estimate {
        corrected(estimate, by: innovation(of: position, from: estimate, noise: noise))
    }

    /// How a fix at `position` with error `noise` differs from what
    /// `estimate` foresaw.
    func innovation(of position: LocalPlane.Point, from estimate: Estimate, noise: FixNoise) -> Innovation {
        // H = [1 0 1]: a fix sees the position plus the drift.
        let covariance = estimate.covariance
        let seen = covariance.column(0) + covariance.column(2)
        return Innovation(
            east: position.east - estimate.east.x - estimate.east.z,
            north: position.north - estimate.north.x - estimate.north.z,
            variance: seen.x + seen.z + noise.variances.white, seen: seen)
    }

    /// `estimate` corrected by the fix that differs from it by `innovation`.
    func corrected(_ estimate: Estimate, by innovation: Innovation) -> Estimate {
        let covariance = estimate.covariance
        let gain = innovation.seen / innovation.variance
        return Estimate(
            east: estimate.east + gain * innovation.east, north: estimate.north + gain * innovation.north,
            covariance: covariance - Matrix3.outer(gain, covariance.rows.0 + covariance.rows.2))
    }

    /// The estimate corrected by a velocity of `variance` m²/s², unless it
    /// is more than `gate` (chi-square, two degrees of freedom) from the
    /// estimate's own; returns `nil` when it is.
    func corrected(
        _ estimate: Estimate, byVelocity velocity: LocalPlane.Point, variance: Double, gate: Double
    ) -> Estimate? {
        let covariance = estimate.covariance
        let innovation = covariance.rows.1.y + variance
        let east = velocity.east - estimate.east.y
        let north = velocity.north - estimate.north.y
        guard (east * east + north * north) / innovation <= gate else { return nil }
        let gain = covariance.column(1) / innovation
        return Estimate(
            east: estimate.east + gain * east, north: estimate.north + gain * north,
            covariance: covariance - Matrix3.outer(gain, covariance.rows.1))
    }

    /// The Rauch-Tung-Striebel gain from a filtered covariance to the next
    /// entry's predicted one, `seconds` later.
    func smootherGain(from filtered: Matrix3, toward predicted: Matrix3, over seconds: Double) -> Matrix3 {
        guard let inverse = predicted.inverse else { return .zero }
        return filtered * transition(over: seconds).transposed * inverse
    }
}

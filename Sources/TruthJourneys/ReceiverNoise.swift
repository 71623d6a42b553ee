import Foundation

/// A receiver as the truth benchmark imagines it: how far off its fixes are
/// (drift and white jitter, metres, one standard deviation on each axis),
/// how its drift behaves, how often a fix is thrown far off, and what it
/// says of its own error. Real receivers differ in every one of these, so
/// each journey is seen through several.
public struct NoiseLevel: Sendable {
    /// What a receiver says of its error.
    public enum ErrorEstimate: Sendable {
        /// gpsd's `eph`: about twice the error's standard deviation.
        case eph
        /// Only an HDOP, the same on every fix (what NMEA loggers write).
        case hdop(Double)
        /// Nothing (a Garmin's GPX, a drawn route).
        case none
    }

    public let name: String
    public let drift: Double
    public let jitter: Double
    /// Seconds over which the drift forgets itself; `nil`: the journey's.
    public let correlation: Double?
    /// The share of fixes thrown off by ``outlierMetres`` in a random
    /// direction (multipath).
    public let outliers: Double
    public let outlierMetres: Double
    /// Seconds between the shifts of its error when a satellite enters or
    /// leaves its solution, on average; `nil`: none.
    public let jumpInterval: Double?
    /// How far each shift moves the error to, metres (one standard
    /// deviation on each axis of the offset it jumps to).
    public let jumpMetres: Double
    public let estimate: ErrorEstimate
    /// How its altitude errs, on a journey with a height profile; `nil`:
    /// the true altitude.
    public let altimeter: Altimeter?

    public init(
        name: String, drift: Double, jitter: Double, correlation: Double? = nil, outliers: Double = 0,
        outlierMetres: Double = 0, jumpInterval: Double? = nil, jumpMetres: Double = 0,
        estimate: ErrorEstimate = .eph, altimeter: Altimeter? = nil
    ) {
        self.name = name
        self.drift = drift
        self.jitter = jitter
        self.correlation = correlation
        self.outliers = outliers
        self.outlierMetres = outlierMetres
        self.jumpInterval = jumpInterval
        self.jumpMetres = jumpMetres
        self.estimate = estimate
        self.altimeter = altimeter
    }

    /// The two levels the first journeys are seen through.
    public static let all = [
        NoiseLevel(name: "2 m drift", drift: 2, jitter: 0.5), NoiseLevel(name: "4 m drift", drift: 4, jitter: 1.5),
    ]

    /// No error at all, claiming the HDOP of an ordinary fix: the control
    /// every journey is also seen through (the model alone must not
    /// shorten it).
    public static let perfect = NoiseLevel(name: "perfect, HDOP 1.2", drift: 0, jitter: 0, estimate: .hdop(1.2))

    /// A 3 m receiver whose error is mostly white, with no estimate.
    public static let white = NoiseLevel(name: "2.5 m white, no estimate", drift: 0.5, jitter: 2.5, estimate: .none)

    /// The white receiver again, claiming an HDOP of 1.2 as every NMEA fix
    /// carries one: 3.6 m at 3 m a unit, more than its error, and none of
    /// it drift.
    public static let whiteClaimingHDOP = NoiseLevel(
        name: "2.5 m white, HDOP 1.2", drift: 0.5, jitter: 2.5, estimate: .hdop(1.2))

    /// A 3 m drifting receiver with a quick drift, claiming only an HDOP.
    public static let quickDrift = NoiseLevel(
        name: "3 m drift over 20 s, HDOP", drift: 3, jitter: 0.7, correlation: 20, estimate: .hdop(1.5))

    /// The quick drift again, its HDOP honest: its whole error over the
    /// 3 m a unit of HDOP is taken for, where ``quickDrift`` claims half as
    /// much again.
    public static let honestQuickDrift = NoiseLevel(
        name: "3 m drift over 20 s, honest HDOP", drift: 3, jitter: 0.7, correlation: 20, estimate: .hdop(1.0))

    /// A slowly drifting receiver with a few outliers.
    public static let outlying = NoiseLevel(
        name: "2 m drift over 120 s, 1% outliers of 30 m", drift: 2, jitter: 0.4, correlation: 120, outliers: 0.01,
        outlierMetres: 30)

    /// A receiver with nearer outliers, more often: now and then two in a
    /// row.
    public static let frequentOutliers = NoiseLevel(
        name: "1.5 m drift over 40 s, 3% outliers of 15 m", drift: 1.5, jitter: 0.5, correlation: 40,
        outliers: 0.03, outlierMetres: 15)

    /// A receiver whose error shifts at once by metres when the satellites
    /// in its solution change, every five minutes on average, over a 2 m
    /// drift: what a receiver under trees or between buildings does.
    public static let shifting = NoiseLevel(
        name: "2 m drift, shifts of 4 m every 5 min", drift: 2, jitter: 0.7, jumpInterval: 300, jumpMetres: 4)
}

/// A receiver's position error as it really behaves: a first-order
/// Gauss-Markov drift on each axis (metres that wander over about a minute,
/// not white noise), plus white jitter, now and then an outlier, and an
/// offset that shifts at once when the satellites in the solution change,
/// from a seeded generator so that every run sees the same errors.
/// Receivers without shifts draw the same numbers as before they could
/// shift.
public struct ReceiverNoise {
    /// Standard deviation of the drift, metres.
    let drift: Double
    /// How long the drift takes to forget itself, seconds.
    let correlation: Double
    /// Standard deviation of the white jitter, metres.
    let jitter: Double
    let outliers: Double
    let outlierMetres: Double
    let jumpInterval: Double?
    let jumpMetres: Double
    private var random: SeededRandom
    /// The offset the error last shifted to.
    private var offset = (east: 0.0, north: 0.0)
    private var east = 0.0
    private var north = 0.0
    private var lastTime: Double?

    public init(
        drift: Double, correlation: Double, jitter: Double, outliers: Double = 0, outlierMetres: Double = 0,
        jumpInterval: Double? = nil, jumpMetres: Double = 0, seed: UInt64
    ) {
        self.drift = drift
        self.correlation = correlation
        self.jitter = jitter
        self.outliers = outliers
        self.outlierMetres = outlierMetres
        self.jumpInterval = jumpInterval
        self.jumpMetres = jumpMetres
        random = SeededRandom(seed: seed)
        east = random.gaussian() * drift
        north = random.gaussian() * drift
    }

    /// The error at `time` seconds (times given in order).
    public mutating func error(at time: Double) -> (east: Double, north: Double) {
        if let lastTime {
            let decay = exp(-(time - lastTime) / correlation)
            let spread = drift * (1 - decay * decay).squareRoot()
            east = east * decay + random.gaussian() * spread
            north = north * decay + random.gaussian() * spread
            if let jumpInterval,
                Double.random(in: 0..<1, using: &random) < 1 - exp(-(time - lastTime) / jumpInterval)
            {
                offset = (random.gaussian() * jumpMetres, random.gaussian() * jumpMetres)
            }
        }
        lastTime = time
        var error = (
            east: east + offset.east + random.gaussian() * jitter,
            north: north + offset.north + random.gaussian() * jitter
        )
        if outliers > 0, Double.random(in: 0..<1, using: &random) < outliers {
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            error.east += outlierMetres * sin(angle)
            error.north += outlierMetres * cos(angle)
        }
        return error
    }
}

/// SplitMix64, with Gaussian numbers by Box-Muller: every number follows
/// from the seed (the truth journeys, the tests' fuzzer).
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A standard normal number (Box-Muller).
    public mutating func gaussian() -> Double {
        let u = max(Double.leastNonzeroMagnitude, Double.random(in: 0..<1, using: &self))
        let v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}

import Foundation

/// How far off a receiver is: drift and white jitter, metres (one standard
/// deviation on each axis).
public struct NoiseLevel: Sendable {
    public let name: String
    public let drift: Double
    public let jitter: Double

    public init(name: String, drift: Double, jitter: Double) {
        self.name = name
        self.drift = drift
        self.jitter = jitter
    }

    /// The two levels every journey is seen through.
    public static let all = [
        NoiseLevel(name: "2 m drift", drift: 2, jitter: 0.5), NoiseLevel(name: "4 m drift", drift: 4, jitter: 1.5),
    ]
}

/// A receiver's position error as it really behaves: a first-order
/// Gauss-Markov drift on each axis (metres that wander over about a minute,
/// not white noise), plus a little white jitter, from a seeded generator so
/// that every run sees the same errors.
public struct ReceiverNoise {
    /// Standard deviation of the drift, metres.
    let drift: Double
    /// How long the drift takes to forget itself, seconds.
    let correlation: Double
    /// Standard deviation of the white jitter, metres.
    let jitter: Double
    private var random: SeededRandom
    private var east = 0.0
    private var north = 0.0
    private var lastTime: Double?

    public init(drift: Double, correlation: Double, jitter: Double, seed: UInt64) {
        self.drift = drift
        self.correlation = correlation
        self.jitter = jitter
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
        }
        lastTime = time
        return (east + random.gaussian() * jitter, north + random.gaussian() * jitter)
    }
}

/// SplitMix64, with Gaussian numbers by Box-Muller.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func gaussian() -> Double {
        let u = max(Double.leastNonzeroMagnitude, Double.random(in: 0..<1, using: &self))
        let v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}

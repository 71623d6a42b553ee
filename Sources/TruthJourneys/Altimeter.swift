/// How a receiver's altitude errs, the truth benchmark's way: GPS altitude
/// drifts further than the position does, while a barometric altimeter is
/// smooth but follows the weather.
public enum Altimeter: Sendable {
    /// GPS altitude: a drift of `drift` metres (one standard deviation)
    /// forgetting itself over `correlation` seconds, plus `jitter` metres of
    /// white noise; the receiver claims `drift` twice as its `epv` when
    /// `claimsError`.
    case gps(drift: Double, jitter: Double, correlation: Double, claimsError: Bool)
    /// A barometric altimeter: `jitter` metres of white noise and a steady
    /// drift of `metresPerHour` as the air pressure changes (1 hPa an hour
    /// is about 8 m); no error estimate.
    case barometric(jitter: Double, metresPerHour: Double)

    /// The altitude error over a journey, from a seeded generator.
    struct Error {
        let altimeter: Altimeter
        private var noise: ReceiverNoise

        init(_ altimeter: Altimeter, seed: UInt64) {
            self.altimeter = altimeter
            switch altimeter {
            case .gps(let drift, let jitter, let correlation, _):
                noise = ReceiverNoise(drift: drift, correlation: correlation, jitter: jitter, seed: seed)
            case .barometric(let jitter, _):
                noise = ReceiverNoise(drift: 0, correlation: 60, jitter: jitter, seed: seed)
            }
        }

        /// Metres off at `time` seconds (times given in order).
        mutating func metres(at time: Double) -> Double {
            let error = noise.error(at: time).east
            guard case .barometric(_, let metresPerHour) = altimeter else { return error }
            return error + metresPerHour * time / 3600
        }

        /// The vertical error the receiver claims, metres, if any.
        var claimed: Double? {
            guard case .gps(let drift, let jitter, _, true) = altimeter else { return nil }
            return 2 * (drift * drift + jitter * jitter).squareRoot()
        }
    }
}

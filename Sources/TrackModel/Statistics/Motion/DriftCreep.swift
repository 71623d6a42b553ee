import Glibc

/// How fast the smoothed path creeps where the receiver stands, carried by
/// the drift the track or the receiver has told of: a stop's steps may go
/// that fast and still stand (``MotionClassifier``).
///
/// At a standstill the smoother allows an acceleration of spectral density
/// `q`, whose path has the spectrum `q / ω⁴`, and takes a drift that
/// wanders with a diffusion `D` (`2σ²/τ` for a drift of `σ` forgotten over
/// `τ`), whose spectrum is `D / ω²` above `1/τ`. It follows the drift below
/// the frequency where the two meet, `ω_c = √(q/D)`, passing it by
/// `H = 1 / (1 + ω²/ω_c²)`, so that the smoothed path's velocity on each
/// axis has the variance `(1/π) ∫ H² D dω = D ω_c / 4 = √(qD) / 4`. Its
/// speed over both axes is Rayleigh: ``quantile`` times that standard
/// deviation is reached once in a hundred seconds.
///
/// A stop used to allow half a metre a second per metre of the bounded
/// noise the classifier judges by (``MotionClassifier/driftSpeedPerNoise``):
/// behind a receiver whose 3 m of drift wander within 20 s, taken to
/// scatter by 1.4 m, 0.7 m/s, where the smoothed path of a bus at its
/// stops crept at up to 1.3 m/s, and its moving time read 1.8% long on
/// average over the truth benchmark's 26 seed sets (beyond 2% at 11); with
/// this, 1 m/s and +0.9% (beyond 2% at 5). A cyclist at lights behind the
/// third generator's phone and lagging filter, 1-4% of moving time too
/// much, 0.3-1.5 points less; the second generator's city blocks behind a
/// drift that wanders 3 m in 15 s, 0.4-1.1 points less.
enum DriftCreep {
    /// Standard deviations of the creep's velocity on each axis that its
    /// speed reaches once in a hundred: `√(−2 ln 0.01)`.
    static let quantile = (-2 * log(0.01)).squareRoot()

    /// The speed, metres a second, that a smoother allowing `acceleration`
    /// (m²/s³) at a standstill creeps at, at most, nearly always, behind a
    /// drift of `drift` metres forgotten over `correlation` seconds.
    static func speed(drift: Double, acceleration: Double, correlation: Double) -> Double {
        let diffusion = DriftDiffusion.diffusion(drift: drift, correlation: correlation)
        return quantile * (acceleration * diffusion).squareRoot().squareRoot() / 2
    }
}

/// A receiver's drift as the model takes it, a first-order Gauss-Markov
/// process: `σ` metres on each axis, forgotten over `τ` seconds, wander at
/// first with a diffusion of `D = 2σ²/τ` m²/s. What a ``DriftEstimate``
/// learns is that diffusion; what the smoother models is the drift over
/// its own correlation time (``FixNoise``), and what a stop creeps at
/// (``DriftCreep``) or how fast a known drift forgets itself
/// (``DriftWander``) goes back from one to the other.
enum DriftDiffusion {
    /// The diffusion, m²/s, of a drift of `drift` metres forgotten over
    /// `correlation` seconds.
    static func diffusion(drift: Double, correlation: Double) -> Double {
        2 * drift * drift / correlation
    }

    /// The drift, metres, forgotten over `correlation` seconds, that
    /// wanders with `diffusion` m²/s.
    static func drift(diffusion: Double, correlation: Double) -> Double {
        (diffusion * correlation / 2).squareRoot()
    }

    /// The seconds over which a drift of `drift` metres that wanders with
    /// `diffusion` m²/s forgets itself.
    static func correlation(drift: Double, diffusion: Double) -> Double {
        2 * drift * drift / diffusion
    }
}

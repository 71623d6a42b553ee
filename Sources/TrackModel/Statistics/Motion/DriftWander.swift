import Glibc

/// How much a receiver's drift wanders the smoothed path over one step: the
/// variance, on each axis, of the smoothed way between two fixes that the
/// drift alone puts there. An integral alike over a bend's seconds tells
/// what that drift alone puts in the bend's cut (``MotionSample/bendNoise``).
///
/// The smoother passes the part of the drift slower than the mover's
/// allowed acceleration can tell apart from movement: over a minute a 3 m
/// drift wanders the path of a walker at 0.3 m/s sideways by a few metres,
/// and each step's length gains that wander's share (a step of `d` metres
/// with an error of variance `s²` on each axis is `d + s² / 2d` long on
/// average). `√(d² − s²)` takes it off again. The variance is what the
/// smoother, seen as the filter it is between steady fixes (the Wiener
/// filter of its own model: acceleration of spectral density `q`, white
/// scatter, drift forgotten over `τ`), lets through of the drift the
/// receiver is known to have (``FixNoise/knownDrift``): over the step's
/// `Δt`, `(1/π) ∫ H(ω)² S(ω) 2(1 − cos ωΔt) dω`, `H = Sₓ / (Sₓ + Sᵥ + S_d)`
/// with `Sₓ = q / ω⁴`, the white `Sᵥ = σ²Δt`, the modelled drift
/// `S_d = 2σ_d²τ / (1 + ω²τ²)` and the known drift's `S` alike, but over
/// the known drift's own correlation time `τ_k`: a drift of `σ` forgotten
/// over `τ_k` wanders at `2σ²/τ_k` m²/s, so the diffusion the track shows
/// (``FixNoise/diffusion``) tells `τ_k = 2σ²/D`, within half and twice the
/// model's (``correlationRange``). An `eph` says how large a drift is, not
/// how fast it wanders: one forgotten over two minutes wanders a step by
/// half as much as one over one. Drift the
/// receiver is not known to have is not taken off: the model also assumes
/// a drift where it knows of none, and that guess must not shorten a walk.
///
/// White scatter bends the smoothed path too, with the fixes outside its
/// bends: the bend's integral counts it alike (`S = σ²Δt`, `H(1 − H)`)
/// where the track has shown it (``FixNoise/isWhiteShown``) and fixes come
/// every few seconds or oftener (``whiteBendLongestStep``). It wanders the
/// step as well, and the step's integral counts it there between fixes a
/// few seconds apart behind a receiver whose error is mostly white
/// (``whiteWanderShortestStep``).
struct DriftWander: Sendable {
    /// Frequencies the integral is taken at, evenly spaced in their
    /// logarithm from ``lowest`` to the step's Nyquist frequency: within
    /// 0.6% of a fine integral for steps of 0.1-10 s and accelerations of
    /// 0.01-80 m²/s³.
    static let frequencies = 32
    /// The lowest frequency taken, radians a second: drift wanders slower
    /// than the model's acceleration can ever follow.
    static let lowest = 1e-4
    /// Steps whose lengths differ by less than this share share a grid.
    static let sameSeconds = 1e-3

    /// The known drift's correlation time is taken within the model's
    /// divided and multiplied by this: the diffusion the track shows
    /// scatters from one estimate to the next, and reads 0 now and then.
    static let correlationRange = 2.0

    /// Steps shorter than this, seconds, have the white scatter counted in
    /// a bend's cut, and as drift at a walker's pace
    /// (``ManoeuvreSchedule/whiteAsDrift(speed:interval:)``). Counted only
    /// below 3 s, a stroll logged every 3 or 5 s behind a receiver
    /// scattering 1.5 m white read 14% and 18% long on average over the
    /// truth benchmark's 26 seed sets; +2.2% and +2.7% with this (rows
    /// beyond 2% 494 -> 418 in all). A logger that writes by distance, a
    /// hike's every 10 m some 8-16 s apart, steps far longer than its
    /// scatter, and that scatter is made mostly of its outliers and of the
    /// fixes back after them (a receiver throwing 3% of its fixes 15 m off
    /// is taken to scatter by 8 m), which do not bend its path as white
    /// scatter would: counted at every interval, that hike behind the
    /// white receiver went 1 -> 22 rows beyond 2%. Beyond 7 s no fix lies
    /// within ``BendCut/span`` to see a bend by, and there is no cut.
    static let whiteBendLongestStep = 6.0

    /// Steps this long or longer, seconds, and shorter than
    /// ``whiteBendLongestStep``, have the wander of the white scatter the
    /// track has shown taken off as the known drift's is, where the track
    /// has learned its drift (``FixNoise/diffusion``) and it is less than
    /// that scatter: between fixes a few seconds apart the smoother has few
    /// to average, and passes much of it. A stroll logged every 3 or 5 s
    /// behind a receiver scattering 1.5 m white read +2.2% and +2.7% on
    /// average over the truth benchmark's 26 seed sets without it, 34 of
    /// its 52 rows beyond 2%; +0.9% and +1.4% with it, 9 rows (418 -> 392
    /// rows in all). Behind a larger drift, fixes seconds apart scatter by
    /// some of that drift too, which its own wander already takes off:
    /// taken off again, a stroll every 5 s behind a quick drift read -2.5%
    /// at one seed set, not -1.9%. At every interval, a straight walk at
    /// 0.3 m/s behind a white receiver at 1 Hz read nearer its length, but
    /// a dog walk's tight turns, which the smoother already cuts, read
    /// shorter still (their rows 26 -> 18 and 25 -> 38).
    static let whiteWanderShortestStep = 2.0

    /// Seconds over which the model's drift forgets itself.
    let correlation: Double
    /// At each frequency of the grid of the last step's length (a run's
    /// steps mostly last alike): `ω²`, `ω⁴`, how much of the model's drift
    /// spectrum is left at `ω` (`1 / (1 + ω²τ²)`), and the weights in the
    /// integrals of the difference over the step (`2(1 − cos ωΔt)`) and of
    /// a bend's product (``bendWeight(frequency:seconds:)``).
    private var grid: [(squared: Double, fourth: Double, forgotten: Double, weights: SIMD2<Double>)] = []
    private var gridSeconds = -1.0

    init(correlation: Double) {
        self.correlation = correlation
    }

    /// The variance, metres² on each axis, that the drift `noise` is known
    /// to have (``FixNoise/knownDrift``) puts in a smoothed step of
    /// `seconds`, where the smoother allows an acceleration of
    /// `acceleration` m²/s³ and models the fixes' error as `noise`'s white
    /// scatter and modelled drift: ``Variances/step``, with what the white
    /// scatter the track has shown puts there for steps from
    /// ``whiteWanderShortestStep`` up to ``whiteBendLongestStep``, where
    /// the drift it has learned is less than that scatter; and what
    /// they put in a bend's cut between fixes `seconds` apart
    /// (``Variances/bend``: the fixes miss the smoothed path by what the
    /// smoother leaves of the drift, `1 − H`, while the path bends by what
    /// it passes, `H`; the grid reaches the fixes' Nyquist frequency), the
    /// white scatter for steps shorter than ``whiteBendLongestStep``.
    mutating func variances(seconds: Double, acceleration: Double, noise: FixNoise) -> Variances {
        let known = noise.knownDrift
        let whiteBends = noise.isWhiteShown && noise.white > 0 && seconds < Self.whiteBendLongestStep
        guard known > 0 || whiteBends, seconds > 0, acceleration > 0 else { return Variances(step: 0, bend: 0) }
        // A receiver's times differ from fix to fix in their last digits.
        if abs(seconds - gridSeconds) > Self.sameSeconds * seconds { makeGrid(seconds: seconds) }
        let white = noise.white * noise.white * seconds
        let modelled = 2 * noise.modelledDrift * noise.modelledDrift * correlation
        let knownCorrelation = knownCorrelation(known: known, diffusion: noise.diffusion)
        let knownCorrelationSquared = knownCorrelation * knownCorrelation
        // The known drift's spectrum at ω = 0, and the white scatter's
        // where it counts in the bend.
        let knownDensity = 2 * known * known * knownCorrelation
        let bendWhite = whiteBends ? white : 0
        let mostlyWhite = noise.diffusion != nil && known < noise.white
        let stepWhite = whiteBends && mostlyWhite && seconds >= Self.whiteWanderShortestStep ? white : 0
        var sums = SIMD2<Double>(repeating: 0)
        for point in grid {
            // H = Sₓ / (Sₓ + Sᵥ + S_d), Sₓ = q / ω⁴.
            let kept = acceleration / (acceleration + (white + modelled * point.forgotten) * point.fourth)
            let knownSpectrum = knownDensity / (1 + point.squared * knownCorrelationSquared)
            sums +=
                SIMD2((knownSpectrum + stepWhite) * kept * kept, (knownSpectrum + bendWhite) * kept * (1 - kept))
                * point.weights
        }
        let integrals = sums / .pi
        return Variances(step: integrals.x, bend: integrals.y)
    }

    /// What ``variances(seconds:acceleration:noise:)`` finds.
    struct Variances {
        /// Over the step, metres² on each axis.
        var step: Double
        /// In a bend's cut (``MotionSample/bendNoise``), metres² on each
        /// axis.
        var bend: Double
    }

    /// Seconds over which a known drift of `known` metres forgets itself,
    /// if it wanders at `diffusion` m²/s: `2σ²/D`, within
    /// ``correlationRange`` of the model's; the model's when the track has
    /// shown no wander yet.
    func knownCorrelation(known: Double, diffusion: Double?) -> Double {
        guard let diffusion, diffusion > 0 else { return correlation }
        let range = Self.correlationRange
        let forgotten = DriftDiffusion.correlation(drift: known, diffusion: diffusion)
        return min(max(forgotten, correlation / range), correlation * range)
    }

    /// The midpoints of ``frequencies`` equal steps in the logarithm of the
    /// frequency, up to the Nyquist frequency of steps of `seconds`.
    private mutating func makeGrid(seconds: Double) {
        gridSeconds = seconds
        let span = log(.pi / seconds / Self.lowest)
        let step = span / Double(Self.frequencies)
        grid = (0..<Self.frequencies).map { index in
            let frequency = Self.lowest * exp((Double(index) + 0.5) * step)
            let squared = frequency * frequency
            // dω = ω d(log ω).
            let weights = SIMD2(
                2 * (1 - cos(frequency * seconds)), Self.bendWeight(frequency: frequency, seconds: seconds))
            return (
                squared, squared * squared, 1 / (1 + squared * correlation * correlation), weights * frequency * step
            )
        }
    }

    /// What a bend's cut takes of the error at `frequency` between fixes
    /// `seconds` apart: the mean over the fixes within
    /// ``BendCut/offsetSpan`` of the step's end (a Dirichlet kernel, the
    /// offset) times the second difference of the path between the fixes
    /// farthest within ``BendCut/span`` either side (`2(cos ωT − 1)`, the
    /// turn). `T` is 7 s at 1 and 10 Hz, but 6 s every 3 s and 5 s every
    /// 5 s: taking 7 s there took off about twice what a drift puts in a
    /// bend's cut every 5 s, which hid the white scatter's share left
    /// uncounted (the truth benchmark's strolls logged every 5 s behind
    /// its drifts read +1.0% and +2.7% on average with 7 s, +4.8% and
    /// +4.4% with 5 s and that share still uncounted).
    private static func bendWeight(frequency: Double, seconds: Double) -> Double {
        let count = (2 * BendCut.offsetSpan / seconds).rounded(.down) + 1
        let half = frequency * seconds / 2
        let mean = abs(sin(half)) < 1e-12 ? 1 : sin(count * half) / (count * sin(half))
        // A receiver's times differ from fix to fix in their last digits.
        let turned = seconds * (BendCut.span / seconds + 0.05).rounded(.down)
        return mean * 2 * (cos(frequency * turned) - 1)
    }
}

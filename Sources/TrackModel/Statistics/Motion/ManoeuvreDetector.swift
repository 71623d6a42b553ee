import Glibc

/// Tells steady travel from manoeuvres (turns, stops, starts) as the fixes
/// come: an interacting multiple model filter of two ``DriftingAxes`` that
/// differ only in how sharply they let the mover accelerate.
///
/// Each model keeps its own estimate; before each fix, each starts from the
/// two estimates mixed by how likely the mover was to have come from either
/// (a steady mover starting a manoeuvre at ``startRate`` a second, a
/// manoeuvring one ending it at ``endRate``), so that the steady model, once a
/// turn is over, takes up where the agile one left off rather than
/// recovering on its own. Each fix then weighs the two by how well each
/// foresaw it. A turn the agile model foresees better shows within some
/// seconds; a 3 m drift's wander, which the steady model puts down to the
/// receiver, does not.
struct ManoeuvreDetector: Sendable {
    /// What the detector made of a fix.
    struct Reading: Sendable {
        /// The probability that the mover manoeuvres.
        var manoeuvre: Double
        /// How far the fix lay from where the model that foresaw it best
        /// put it: its squared miss over the miss's variance on one axis
        /// (chi-square, two degrees of freedom); 0 for a run's first fix.
        var miss: Double
        /// How unlikely the two models, weighed by their chances before the
        /// fix, found it: minus twice the log of its density, in m⁻², less
        /// twice the log of 2π; 0 for a run's first fix. Unlike ``miss``,
        /// it counts how widely the models spread their guess, so that a
        /// fix foreseen loosely, after a long interval, costs more than one
        /// foreseen as closely from a second before.
        var surprise: Double
        /// How fast the two models, weighed by their chances after the fix,
        /// take the mover to go, m/s; 0 for a run's first fix.
        var speed: Double
    }

    let steady: DriftingAxes
    let agile: DriftingAxes
    /// How often, per second, a steady mover starts a manoeuvre.
    let startRate: Double
    /// How often, per second, a manoeuvring mover ends it.
    let endRate: Double
    /// One standard deviation of the velocity before the first fix, m/s.
    let initialSpeed: Double
    /// Each model's estimate after the last fix, `nil` before the first.
    private var estimates: (steady: DriftingAxes.Estimate, agile: DriftingAxes.Estimate)?
    /// The probability of the steady model, then of the agile one, after
    /// the last fix.
    private(set) var probabilities = SIMD2<Double>(0.5, 0.5)
    /// The chances of starting and of ending a manoeuvre over the last
    /// interval between fixes, which is mostly the same from fix to fix.
    private var lastInterval = -1.0
    private var lastSwitching = (starting: 0.0, ending: 0.0)

    init(steady: DriftingAxes, agile: DriftingAxes, startRate: Double, endRate: Double, initialSpeed: Double) {
        self.steady = steady
        self.agile = agile
        self.startRate = startRate
        self.endRate = endRate
        self.initialSpeed = initialSpeed
    }

    /// Takes the next fix, `interval` seconds after the one before (`nil`
    /// for the first).
    mutating func add(_ position: LocalPlane.Point, noise: FixNoise, after interval: Double?) -> Reading {
        guard let interval, let (steadyEstimate, agileEstimate) = estimates else {
            let first = steady.first(at: position, noise: noise, speed: initialSpeed)
            estimates = (first, first)
            return Reading(manoeuvre: probabilities[1], miss: 0, surprise: 0, speed: 0)
        }
        if interval != lastInterval {
            lastInterval = interval
            lastSwitching = (1 - exp(-startRate * interval), 1 - exp(-endRate * interval))
        }
        let (starting, ending) = lastSwitching
        // The chance of each model before the fix, and of having come from
        // each into it.
        let before = SIMD2(
            (1 - starting) * probabilities[0] + ending * probabilities[1],
            starting * probabilities[0] + (1 - ending) * probabilities[1])
        let intoSteady = SIMD2(1 - starting, ending) * probabilities / max(before[0], .leastNormalMagnitude)
        let intoAgile = SIMD2(starting, 1 - ending) * probabilities / max(before[1], .leastNormalMagnitude)
        let steadyStep = step(
            steady, from: Self.mixed(steadyEstimate, agileEstimate, by: intoSteady), to: position, noise: noise,
            over: interval)
        let agileStep = step(
            agile, from: Self.mixed(steadyEstimate, agileEstimate, by: intoAgile), to: position, noise: noise,
            over: interval)
        estimates = (steadyStep.estimate, agileStep.estimate)
        let best = max(steadyStep.logLikelihood, agileStep.logLikelihood)
        let weighed =
            before * SIMD2(exp(steadyStep.logLikelihood - best), exp(agileStep.logLikelihood - best))
        probabilities = weighed / weighed.sum()
        let east = probabilities[0] * steadyStep.estimate.east.y + probabilities[1] * agileStep.estimate.east.y
        let north = probabilities[0] * steadyStep.estimate.north.y + probabilities[1] * agileStep.estimate.north.y
        return Reading(
            manoeuvre: probabilities[1], miss: min(steadyStep.miss, agileStep.miss),
            surprise: -2 * (best + log(weighed.sum())), speed: (east * east + north * north).squareRoot())
    }

    /// The model's estimate after a fix at `position`, from `estimate`
    /// `seconds` before it, the log of how likely it foresaw the fix (but
    /// for a constant both models share), and the fix's miss (``Reading/miss``).
    private func step(
        _ model: DriftingAxes, from estimate: DriftingAxes.Estimate, to position: LocalPlane.Point, noise: FixNoise,
        over seconds: Double
    ) -> (estimate: DriftingAxes.Estimate, logLikelihood: Double, miss: Double) {
        let predicted = model.predicted(estimate, over: seconds, noise: noise)
        let innovation = model.innovation(of: position, from: predicted, noise: noise)
        return (model.corrected(predicted, by: innovation), innovation.logLikelihood, innovation.chiSquare)
    }

    /// The two estimates mixed by `weights` (of the steady, then the agile):
    /// their weighted mean, and a covariance that adds how far each lies
    /// from it. The axes share one covariance: their spreads are averaged.
    private static func mixed(
        _ steady: DriftingAxes.Estimate, _ agile: DriftingAxes.Estimate, by weights: SIMD2<Double>
    ) -> DriftingAxes.Estimate {
        let east = weights[0] * steady.east + weights[1] * agile.east
        let north = weights[0] * steady.north + weights[1] * agile.north
        func spread(_ estimate: DriftingAxes.Estimate, _ weight: Double) -> Matrix3 {
            let eastOff = estimate.east - east
            let northOff = estimate.north - north
            let offsets = Matrix3.outer(eastOff, eastOff) + Matrix3.outer(northOff, northOff)
            return (estimate.covariance + offsets.scaled(by: 0.5)).scaled(by: weight)
        }
        return DriftingAxes.Estimate(
            east: east, north: north, covariance: spread(steady, weights[0]) + spread(agile, weights[1]))
    }
}

import Glibc

/// Tells steady travel from manoeuvres (turns, stops, starts) as the fixes
/// come: an interacting multiple model filter of two ``DriftingAxes`` that
/// differ only in how sharply they let the mover accelerate.
///
/// Each model keeps its own estimate; before each fix, each starts from the
/// two estimates mixed by how likely the mover was to have come from either
/// (at ``switchRate`` switches a second), so that the steady model, once a
/// turn is over, takes up where the agile one left off rather than
/// recovering on its own. Each fix then weighs the two by how well each
/// foresaw it. A turn the agile model foresees better shows within some
/// seconds; a 3 m drift's wander, which the steady model puts down to the
/// receiver, does not.
struct ManoeuvreDetector: Sendable {
    /// The steady model, then the agile one.
    let models: [DriftingAxes]
    /// How often, per second, the mover may switch between the two.
    let switchRate: Double
    /// One standard deviation of the velocity before the first fix, m/s.
    let initialSpeed: Double
    private var estimates: [DriftingAxes.Estimate] = []
    /// The probability of each model after the last fix.
    private(set) var probabilities = [0.5, 0.5]

    init(steady: DriftingAxes, agile: DriftingAxes, switchRate: Double, initialSpeed: Double) {
        models = [steady, agile]
        self.switchRate = switchRate
        self.initialSpeed = initialSpeed
    }

    /// Takes the next fix; returns the probability that the mover manoeuvres.
    mutating func add(_ position: LocalPlane.Point, noise: FixNoise, after interval: Double?) -> Double {
        guard let interval, estimates.count == 2 else {
            let first = models[0].first(at: position, noise: noise, speed: initialSpeed)
            estimates = [first, first]
            return probabilities[1]
        }
        let switching = 1 - exp(-switchRate * interval)
        let staying = 1 - switching
        let predictedShare = [
            staying * probabilities[0] + switching * probabilities[1],
            switching * probabilities[0] + staying * probabilities[1],
        ]
        var logLikelihoods = [0.0, 0.0]
        var next = estimates
        for model in 0..<2 {
            // Mix the two estimates as the chance of having come from each.
            let weights = (0..<2).map { from in
                (from == model ? staying : switching) * probabilities[from] / max(predictedShare[model], 1e-300)
            }
            let east = weights[0] * estimates[0].east + weights[1] * estimates[1].east
            let north = weights[0] * estimates[0].north + weights[1] * estimates[1].north
            var covariance = Matrix3.zero
            for from in 0..<2 {
                let eastSpread = estimates[from].east - east
                let northSpread = estimates[from].north - north
                let spread = Matrix3.outer(eastSpread, eastSpread) + Matrix3.outer(northSpread, northSpread)
                // The axes share one covariance: their spreads are averaged.
                covariance = covariance + scaled(estimates[from].covariance + scaled(spread, 0.5), weights[from])
            }
            let mixed = DriftingAxes.Estimate(east: east, north: north, covariance: covariance)
            let predicted = models[model].predicted(mixed, over: interval, noise: noise)
            let seen = predicted.covariance.column(0) + predicted.covariance.column(2)
            let innovation = seen.x + seen.z + noise.variances.white
            let eastMiss = position.east - predicted.east.x - predicted.east.z
            let northMiss = position.north - predicted.north.x - predicted.north.z
            logLikelihoods[model] = -(eastMiss * eastMiss + northMiss * northMiss) / (2 * innovation) - log(innovation)
            next[model] = models[model].corrected(predicted, by: position, noise: noise)
        }
        estimates = next
        let best = max(logLikelihoods[0], logLikelihoods[1])
        let unnormalised = (0..<2).map { predictedShare[$0] * exp(logLikelihoods[$0] - best) }
        let total = unnormalised[0] + unnormalised[1]
        probabilities = [unnormalised[0] / total, unnormalised[1] / total]
        return probabilities[1]
    }

    private func scaled(_ matrix: Matrix3, _ factor: Double) -> Matrix3 {
        Matrix3(factor * matrix.rows.0, factor * matrix.rows.1, factor * matrix.rows.2)
    }
}

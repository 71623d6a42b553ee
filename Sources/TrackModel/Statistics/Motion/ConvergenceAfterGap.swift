/// A receiver that lost the sky converges from tens of metres off over its
/// first fixes once it sees it again, and it rarely says so (its `eph`
/// stays what it was). After such a gap the model takes each of the first
/// ``steps`` fixes as noisier than the receiver claims, from
/// ``firstFixMetres`` down to nothing, so that the smoother places them by
/// the fixes that follow rather than counting their way in as travel.
///
/// A gap is a sky lost only for a receiver that reported at least every
/// ``frequentInterval`` seconds before it: a logger that writes every 10 m
/// is silent while its walker stands, and its next point is as good as any.
struct ConvergenceAfterGap: Sendable {
    /// Seconds without a fix after which the receiver may be converging.
    static let gap = 30.0
    /// Fixes after the gap that may still be converging.
    static let steps = 5
    /// The white noise the first fix after the gap is taken to have at
    /// least, metres (one standard deviation on each axis).
    static let firstFixMetres = 50.0
    /// The longest interval between fixes of a receiver that reports often.
    static let frequentInterval = 2.0

    /// Fixes still to take as converging.
    private var remaining = 0
    /// Seconds between the last two fixes, infinite before the second.
    private var lastInterval = Double.infinity

    /// Whether `interval` seconds without a fix, after an interval of
    /// `lastInterval`, lost the sky: a logger's silence while its walker
    /// stands did not. The model's convergence and the maximum speed
    /// (``SustainedSpeed``) ask the same.
    static func isGap(_ interval: Double, after lastInterval: Double) -> Bool {
        interval >= gap && lastInterval <= frequentInterval
    }

    /// The least white scatter to take for a fix `interval` seconds after
    /// the one before it (`nil` for a run's first), metres on each axis: 0
    /// unless the receiver may still be converging.
    mutating func leastWhite(after interval: Double?) -> Double {
        if let interval {
            if Self.isGap(interval, after: lastInterval) { remaining = Self.steps }
            lastInterval = interval
        }
        guard remaining > 0 else { return 0 }
        defer { remaining -= 1 }
        return Self.firstFixMetres * Double(remaining) / Double(Self.steps)
    }
}

import Glibc

/// Learns from the track itself how far a receiver's fixes scatter about a
/// smooth path, rather than trusting a fixed metres-per-HDOP or an `eph`
/// that may be pessimistic (a good receiver, a drawn route) or optimistic
/// (a phone in a pocket).
///
/// Each fix is compared with where a cubic through its two neighbours on
/// either side puts it at its time. Smooth travel, even a tight bend seen
/// at 1 Hz, passes through that cubic to a few centimetres, so what is left
/// is the receiver's white scatter; drift, which wanders over a minute, is
/// not seen here (the model bounds it by the scatter, below). The estimate
/// is the median of the last ``memory`` residuals, so that outliers and the
/// odd sharp corner do not set it.
struct ScatterEstimate: Sendable {
    /// Residuals the median is taken over.
    static let memory = 41
    /// Residuals it takes before the estimate is used.
    static let enough = 9
    /// The least white scatter taken, metres: coordinates written to five
    /// or six decimals are that coarse.
    static let floor = 0.05
    /// Seconds the five fixes may span for the cubic to follow the path:
    /// a logger that writes every 5 or 10 s draws a bend in too few fixes
    /// for it, and its scatter is not learned (the receiver's claim, or
    /// the default, stands).
    static let longestSpan = 8.0

    private struct Mark {
        var time: Double
        var point: LocalPlane.Point
    }

    /// The last five fixes of the current run.
    private var marks: [Mark] = []
    /// Squared residuals, normalised to one axis's white variance.
    private var residuals: [Double] = []
    private var next = 0

    /// One standard deviation of the white scatter on each axis, metres,
    /// once enough fixes were seen.
    private(set) var white: Double?

    /// Forgets the last fixes (a new run on another plane), keeping what
    /// was learned of the receiver.
    mutating func restart() {
        marks = []
    }

    /// Takes the next fix of the run, later than the last.
    mutating func add(time: Double, point: LocalPlane.Point) {
        marks.append(Mark(time: time, point: point))
        guard marks.count == 5 else { return }
        defer { marks.removeFirst() }
        guard marks[4].time - marks[0].time <= Self.longestSpan else { return }
        let middle = marks[2]
        let others = [marks[0], marks[1], marks[3], marks[4]]
        // Lagrange weights of the cubic through the four at the middle's time.
        var east = 0.0
        var north = 0.0
        var weights = 0.0
        for (index, mark) in others.enumerated() {
            var weight = 1.0
            for (otherIndex, other) in others.enumerated() where otherIndex != index {
                weight *= (middle.time - other.time) / (mark.time - other.time)
            }
            east += weight * mark.point.east
            north += weight * mark.point.north
            weights += weight * weight
        }
        guard weights.isFinite else { return }
        let squared =
            ((middle.point.east - east) * (middle.point.east - east)
                + (middle.point.north - north) * (middle.point.north - north)) / (1 + weights)
        if residuals.count < Self.memory {
            residuals.append(squared)
        } else {
            residuals[next] = squared
            next = (next + 1) % Self.memory
        }
        guard residuals.count >= Self.enough else { return }
        // The median of a two-axis Gaussian's squared length is 2 ln 2 of
        // one axis's variance.
        let median = residuals.sorted()[residuals.count / 2]
        white = max(Self.floor, (median / (2 * M_LN2)).squareRoot())
    }
}

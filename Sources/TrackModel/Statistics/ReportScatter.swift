/// How far a receiver's speed reports scatter about the speed it went, m/s
/// (``ReportLadder``), learned from the reports themselves.
///
/// Doppler speed errs afresh at every report, by about the same in metres
/// a second at any pace. Three reports in a row, `a`, `b` and `c`, give a
/// second difference `a - 2b + c` that a steady speed, or one that rises or
/// falls steadily, leaves at zero, and white noise of `σ` at `√6 σ`. The
/// scatter is read from the smallest of those differences' sizes, their
/// 15th percentile (``lowQuantile``): a pace that changes between reports
/// (a logger writing every 5 s on a mountain road, whose car brakes for
/// every bend) lifts the larger differences, and the smallest least. Read
/// from the median, such a road's reports seemed to scatter by 2.8 m/s
/// where they scatter by 0.1, and its maximum speed read 14% slow; from
/// the lower quartile, by 1.5 m/s, and 6% slow on average over 26 seed
/// sets, 13% at worst; from the 15th percentile, within 4%.
struct ReportScatter {
    /// Second differences kept: about a quarter of an hour of reports
    /// every second, fewer where the model did not take them.
    static let capacity = 1000
    /// Second differences needed before the scatter is told.
    static let fewest = 8
    /// The share of the second differences' sizes below the one read.
    static let lowQuantile = 0.15
    /// That quantile of `|Z|` for a standard normal `Z`:
    /// `P(|Z| < 0.1891) = 0.15`.
    static let standardLowQuantile = 0.1891

    private var sizes = SortedWindow(capacity: capacity)
    /// The last two reports in a row, newest last.
    private var last: (older: Double?, newer: Double?) = (nil, nil)

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { sizes.heldValues }

    /// The scatter of one report, m/s; `nil` until ``fewest`` second
    /// differences have come.
    var sigma: Double? {
        guard sizes.count >= Self.fewest, let low = sizes.quantile(Self.lowQuantile) else { return nil }
        return low / (Self.standardLowQuantile * 6.0.squareRoot())
    }

    /// Takes the next report in a row.
    mutating func add(_ speed: Double) {
        if let older = last.older, let newer = last.newer {
            sizes.add(abs(older - 2 * newer + speed))
        }
        last = (last.newer, speed)
    }

    /// The row of reports broke off: the next report follows none.
    mutating func endRow() {
        last = (nil, nil)
    }
}

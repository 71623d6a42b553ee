/// The latest reports of a row, kept so that the sum, the highest and the
/// lowest of the last `n` of them are read without going over them
/// (``ReportLadder``, which asks for 22 such windows after every report).
///
/// The sums are running totals. The highest of the last `n` is the oldest
/// of the reports no later one has reached (a report that a later one
/// reaches is never the highest of a window again), which stay few:
/// the window's highest is the first of them within it, found by halving.
/// The lowest likewise. Summing the row back at every report, the ladder
/// cost about 9,100 instructions a report of a walk reporting every second;
/// 5,400 so.
struct ReportRow {
    /// The most reports a window may span.
    let capacity: Int
    /// Reports taken since the row began.
    private(set) var count = 0
    /// The running total after each of the last `capacity` reports, and
    /// the one before them, by the report's number modulo `capacity + 1`.
    private var totals: [Double]
    /// The reports no later one has reached from above, and from below,
    /// oldest first, with their numbers.
    private var highs: [(number: Int, value: Double)] = []
    private var lows: [(number: Int, value: Double)] = []

    init(capacity: Int) {
        self.capacity = capacity
        totals = [Double](repeating: 0, count: capacity + 1)
    }

    /// Empties the row for the next, keeping its buffers.
    mutating func removeAll() {
        count = 0
        totals[0] = 0
        highs.removeAll(keepingCapacity: true)
        lows.removeAll(keepingCapacity: true)
    }

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { min(count, capacity) + highs.count + lows.count }

    /// Takes the next report.
    mutating func append(_ report: Double) {
        let total = totals[count % (capacity + 1)] + report
        count += 1
        totals[count % (capacity + 1)] = total
        while let last = highs.last, last.value <= report { highs.removeLast() }
        highs.append((count, report))
        while let last = lows.last, last.value >= report { lows.removeLast() }
        lows.append((count, report))
        let oldest = count - capacity + 1
        if highs[0].number < oldest { highs.removeFirst() }
        if lows[0].number < oldest { lows.removeFirst() }
    }

    /// The sum, the highest and the lowest of the last `n` reports, `n`
    /// at most ``count`` and ``capacity``.
    func last(_ n: Int) -> (sum: Double, high: Double, low: Double) {
        let sum = totals[count % (capacity + 1)] - totals[(count - n) % (capacity + 1)]
        let first = count - n + 1
        return (sum, Self.oldest(in: highs, from: first), Self.oldest(in: lows, from: first))
    }

    /// The value of the first of `kept` numbered `first` or later.
    private static func oldest(in kept: [(number: Int, value: Double)], from first: Int) -> Double {
        var (low, high) = (0, kept.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if kept[middle].number < first { low = middle + 1 } else { high = middle }
        }
        return kept[low].value
    }
}

/// The last ``capacity`` values of a series, kept both in the order they
/// came (a ring) and sorted, so that a median or a trimmed mean is read
/// without sorting anew for every value.
struct SortedWindow: Sendable {
    /// How many of the latest values are kept.
    let capacity: Int
    private var ring: [Double] = []
    private var sorted: [Double] = []
    private var next = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { ring.count + sorted.count }
    /// How many values are kept, at most ``capacity``.
    var count: Int { ring.count }
    /// Whether ``capacity`` values have come.
    var isFull: Bool { ring.count >= capacity }

    /// Takes the next value; the oldest leaves once the window is full.
    mutating func add(_ value: Double) {
        if ring.count < capacity {
            ring.append(value)
            sorted.insert(value, at: Self.insertionIndex(of: value, in: sorted[...]))
        } else {
            Self.replace(ring[next], with: value, in: &sorted)
            ring[next] = value
            next = (next + 1) % capacity
        }
    }

    /// The middle value (the upper one of an even count), if any.
    var median: Double? { quantile(0.5) }

    /// The value with `share` of the others below it (rounded down to a
    /// value held), if any: `quantile(0.5)` is the ``median``.
    func quantile(_ share: Double) -> Double? {
        sorted.isEmpty ? nil : sorted[min(Int(Double(sorted.count) * share), sorted.count - 1)]
    }

    /// The mean and standard deviation of the values left once `share` of
    /// them is set aside at each end: nearly as steady as the mean, while
    /// the odd wild value (an outlier, a sharp corner) does not move it.
    /// `nil` until two values are left.
    func trimmed(_ share: Double) -> (mean: Double, deviation: Double)? {
        let cut = Int(Double(sorted.count) * share)
        let kept = sorted[cut..<(sorted.count - cut)]
        guard kept.count > 1 else { return nil }
        let mean = kept.reduce(0, +) / Double(kept.count)
        let squares = kept.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (mean, (squares / Double(kept.count - 1)).squareRoot())
    }

    /// Replaces `old` by `new` in `sorted`, keeping it sorted: the values
    /// between the two places move over by one, in place (where removing
    /// and inserting would move the array's tail twice).
    private static func replace(_ old: Double, with new: Double, in sorted: inout [Double]) {
        sorted.withUnsafeMutableBufferPointer { sorted in
            var index = insertionIndex(of: old, in: sorted[...])
            while index + 1 < sorted.count, sorted[index + 1] < new {
                sorted[index] = sorted[index + 1]
                index += 1
            }
            while index > 0, sorted[index - 1] > new {
                sorted[index] = sorted[index - 1]
                index -= 1
            }
            sorted[index] = new
        }
    }

    /// The first index of `sorted` whose value is not below `value`.
    private static func insertionIndex<Sorted: RandomAccessCollection<Double>>(of value: Double, in sorted: Sorted)
        -> Int where Sorted.Index == Int
    {
        var low = sorted.startIndex
        var high = sorted.endIndex
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

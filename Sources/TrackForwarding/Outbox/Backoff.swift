/// How long a forwarder waits before trying a server again: from
/// ``initial`` seconds, doubled at each failure up to ``maximum``, back to
/// the start once the server acknowledges.
struct Backoff {
    var initial: Double
    var maximum: Double
    private var failures = 0

    init(initial: Double = 1, maximum: Double = 30) {
        self.initial = initial
        self.maximum = maximum
    }

    /// The wait after one more failure.
    mutating func next() -> Double {
        defer { failures += 1 }
        return min(maximum, initial * Double(1 << min(failures, 30)))
    }

    mutating func reset() { failures = 0 }
}

import Foundation
import TinyMVVM

/// How fast a `Property` tells its listeners: values set on one thread,
/// each delivered to every listener in order.
enum PropertyBenchmark {
    /// Counts deliveries from listener closures on the setting thread.
    private final class Counter: @unchecked Sendable {
        var deliveries = 0
    }

    static func run(listeners: Int, notifications: Int = 2_000_000) -> [String: Any] {
        let property = Property(0)
        let counter = Counter()
        for _ in 0..<listeners {
            property.addListener(skipCurrent: true) { _ in counter.deliveries += 1 }
        }
        let sets = max(1, notifications / listeners)
        let elapsed = Measurement.time {
            for value in 1...sets { property.value = value }
        }
        return [
            "task": "property",
            "listeners": Double(listeners),
            "sets": Double(sets),
            "deliveries": Double(counter.deliveries),
            "sets_per_s": Double(sets) / elapsed.seconds,
            "deliveries_per_s": Double(counter.deliveries) / elapsed.seconds,
        ]
    }
}

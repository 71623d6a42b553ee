import SyncPrimitives

/// The newest value of each of several named properties, waiting to be sent:
/// a value set again before it was taken replaces the one waiting, so a slow
/// reader gets the newest values, never a backlog.
final class LatestValues<Value: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    private var waiting: [String: Value] = [:]
    /// Names in the order their waiting value first arrived.
    private var order: [String] = []

    /// Stores `value` as the newest for `name`.
    func set(_ name: String, _ value: Value) {
        condition.withLock {
            if waiting.updateValue(value, forKey: name) == nil { order.append(name) }
            condition.signal()
        }
    }

    /// Takes the oldest waiting name with its newest value, waiting up to
    /// `timeout` seconds; `nil` if none came.
    func take(timeout: Double) -> (name: String, value: Value)? {
        condition.withLock {
            let deadline = MonotonicInstant.now().adding(seconds: timeout)
            while order.isEmpty {
                if !condition.wait(until: deadline) { return nil }
            }
            let name = order.removeFirst()
            return (name, waiting.removeValue(forKey: name)!)
        }
    }
}

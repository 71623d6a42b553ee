import SyncPrimitives
import TinyMVVM

/// The newest value of each of several named properties, waiting to be sent:
/// a value set again before it was taken replaces the one waiting, so a slow
/// reader gets the newest values, never a backlog. The one listen-coalesce-
/// emit piece of the streams: listeners (on whatever thread changes a
/// property) only set a value; the stream's own thread takes them and
/// writes, so a slow client holds up nothing else.
final class LatestValues<Value: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    private var waiting: [String: Value] = [:]
    /// Names in the order their waiting value first arrived.
    private var order: [String] = []
    /// What removes each listener ``listen(to:as:skipCurrent:_:)`` added.
    private var removals: [() -> Void] = []

    /// Stores `value` as the newest for `name`.
    func set(_ name: String, _ value: Value) {
        condition.withLock {
            if waiting.updateValue(value, forKey: name) == nil { order.append(name) }
            condition.signal()
        }
    }

    /// Keeps `property`'s newest value, as `render` makes it, under `name`
    /// (its current value first, unless `skipCurrent`), until
    /// ``stopListening()``.
    func listen<T: Sendable>(
        to property: ReadOnlyProperty<T>, as name: String, skipCurrent: Bool = false,
        _ render: @escaping @Sendable (T) -> Value
    ) {
        let token = property.addListener(skipCurrent: skipCurrent) { [weak self] in self?.set(name, render($0)) }
        condition.withLock { removals.append { property.removeListener(token) } }
    }

    /// Removes every listener ``listen(to:as:skipCurrent:_:)`` added.
    func stopListening() {
        let removing = condition.withLock {
            defer { removals = [] }
            return removals
        }
        for remove in removing { remove() }
    }

    /// Takes the oldest waiting name with its newest value, waiting up to
    /// `timeout` seconds; `nil` if none came. With `pause`, nothing is taken
    /// before that many seconds have passed, so that values set meanwhile
    /// are taken together (a stream that sends at most so often).
    func take(timeout: Double, pause: Double = 0) -> (name: String, value: Value)? {
        condition.withLock {
            let start = MonotonicInstant.now()
            let earliest = start.adding(seconds: pause)
            let deadline = start.adding(seconds: max(timeout, pause))
            while MonotonicInstant.now() < earliest {
                _ = condition.wait(until: earliest)
            }
            while order.isEmpty {
                if !condition.wait(until: deadline) { return nil }
            }
            let name = order.removeFirst()
            return (name, waiting.removeValue(forKey: name)!)
        }
    }
}

import SyncPrimitives
import TinyMVVM

/// That a property changed, marked for a stream's own thread: the one
/// listen-coalesce-emit piece of the streams (`watch`, its frames, a flush).
/// The listener, on whatever thread changes the property, only sets the
/// mark; the stream's thread (the connection's) waits for it, then looks at
/// the property's newest value and writes what it shows. However often the
/// property changes meanwhile, there is one mark: a slow client holds up
/// nothing else and gets the newest values, never a backlog.
final class ChangeSignal: @unchecked Sendable {
    private let condition = Condition()
    private var changed = false
    /// What removes the listener, until ``stopListening()``.
    private var removal: (() -> Void)?

    /// Listens to `property`'s changes from now on.
    init<T: Sendable>(listeningTo property: ReadOnlyProperty<T>) {
        let token = property.addListener(skipCurrent: true) { [weak self] _ in self?.mark() }
        removal = { property.removeListener(token) }
    }

    /// Removes the listener.
    func stopListening() {
        let removing = condition.withLock {
            defer { removal = nil }
            return removal
        }
        removing?()
    }

    /// Waits for a change, at most `timeout` seconds, and clears the mark;
    /// whether there was one. With `pause`, it returns no sooner than that
    /// many seconds, so that changes meanwhile are looked at together (a
    /// stream that writes at most so often).
    func wait(timeout: Double, pause: Double = 0) -> Bool {
        condition.withLock {
            let start = MonotonicInstant.now()
            let earliest = start.adding(seconds: pause)
            let deadline = start.adding(seconds: max(timeout, pause))
            while MonotonicInstant.now() < earliest {
                _ = condition.wait(until: earliest)
            }
            while !changed {
                if !condition.wait(until: deadline) { return false }
            }
            changed = false
            return true
        }
    }

    private func mark() {
        condition.withLock {
            changed = true
            condition.signal()
        }
    }
}

import FoundationEssentials
import Glibc

/// A lock with a condition variable: threads wait, with the lock released,
/// until another thread signals a change to the state the lock guards.
/// `pthread_cond_wait` may wake without a signal, so callers wait in a loop
/// that rechecks their condition.
final class Condition: @unchecked Sendable {
    private let mutex = Lock()
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    func lock() {
        mutex.lock()
    }

    func unlock() {
        mutex.unlock()
    }

    /// Runs `body` with the lock held and returns what it returns.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try mutex.withLock(body)
    }

    /// Releases the lock until signalled, then takes it again.
    func wait() {
        pthread_cond_wait(condition, mutex.mutex)
    }

    /// Releases the lock until signalled or until `deadline` (wall-clock
    /// time), then takes it again. Returns false when the deadline passed.
    func wait(until deadline: Date) -> Bool {
        let seconds = deadline.timeIntervalSince1970.rounded(.down)
        var time = timespec(
            tv_sec: Int(seconds), tv_nsec: Int((deadline.timeIntervalSince1970 - seconds) * 1_000_000_000))
        return pthread_cond_timedwait(condition, mutex.mutex, &time) != ETIMEDOUT
    }

    /// Wakes one waiting thread.
    func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiting thread.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

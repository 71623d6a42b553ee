import Glibc

/// A lock with a condition variable: threads wait, with the lock released,
/// until another thread signals a change to the state the lock guards.
///
/// Timed waits run on the monotonic clock (`pthread_condattr_setclock` with
/// `CLOCK_MONOTONIC`), so a wall clock set back by an hour does not stretch
/// a timeout and one set forward does not cut it short.
/// `pthread_cond_wait` may wake without a signal: callers wait in a loop
/// that rechecks their condition.
public final class Condition: @unchecked Sendable {
    private let mutex = Lock()
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        defer { pthread_condattr_destroy(&attributes) }
        let clockStatus = pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        precondition(clockStatus == 0, "pthread_condattr_setclock failed: \(String(cString: strerror(clockStatus)))")
        let status = pthread_cond_init(condition, &attributes)
        precondition(status == 0, "pthread_cond_init failed: \(String(cString: strerror(status)))")
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// Takes the lock. Prefer ``withLock(_:)``.
    public func lock() {
        mutex.lock()
    }

    /// Releases the lock taken by ``lock()``.
    public func unlock() {
        mutex.unlock()
    }

    /// Runs `body` with the lock held and returns what it returns.
    public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try mutex.withLock(body)
    }

    /// Releases the lock until signalled, then takes it again (lock held).
    public func wait() {
        pthread_cond_wait(condition, mutex.mutex)
    }

    /// Releases the lock until signalled or until `deadline`, then takes it
    /// again (lock held). Returns false when the deadline passed.
    public func wait(until deadline: MonotonicInstant) -> Bool {
        var time = deadline.timespecValue
        return pthread_cond_timedwait(condition, mutex.mutex, &time) != ETIMEDOUT
    }

    /// Wakes one waiting thread.
    public func signal() {
        pthread_cond_signal(condition)
    }

    /// Wakes every waiting thread.
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

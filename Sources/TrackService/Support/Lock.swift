import Glibc

/// A mutual-exclusion lock over a `pthread_mutex_t`.
///
/// The daemon uses FoundationEssentials rather than Foundation (linking
/// Foundation's `NSLock` pulls its internationalisation data into the
/// binary: about 8 MB more resident memory for a process that lives for
/// months on a small board). The mutex lives on the heap so its address
/// never moves, as POSIX requires.
final class Lock: @unchecked Sendable {
    /// The mutex itself, for ``Condition`` to wait on.
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` with the lock held and returns what it returns.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

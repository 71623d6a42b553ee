import Glibc

/// A mutual-exclusion lock over a `pthread_mutex_t`: the one lock of trackd
/// and TinyMVVM.
///
/// Not the standard library's `Synchronization.Mutex`, which draws false
/// reports from ThreadSanitizer on this toolchain (docs/FIELD-NOTES.md); not
/// Foundation's `NSLock`, whose module pulls about 8 MB of
/// internationalisation data into a daemon that lives for months on a small
/// board. The mutex lives on the heap so that its address never moves, as
/// POSIX requires, and a mutex the system cannot initialise stops the
/// process at once rather than failing later under load.
///
/// `withLock` is inlinable so that a client module specializes it (TinyMVVM's
/// `Property` setter runs it on every value).
public final class Lock: @unchecked Sendable {
    /// The mutex itself, for ``Condition`` to wait on.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(String(cString: strerror(status)))")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it. Prefer ``withLock(_:)``.
    @inlinable public func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Releases the lock taken by ``lock()``.
    @inlinable public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` with the lock held and returns what it returns.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

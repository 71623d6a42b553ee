/// A long-lived loop on a thread of its own that can be asked to stop and
/// waited for: the daemon's forwarders, its heartbeat, the saved-track
/// exporter.
///
/// The loop sleeps and waits through the worker, which wakes it as soon as
/// ``stop()`` is called; ``stop()`` returns once the loop has returned (at
/// once when it never started). The worker's condition also guards state
/// the owner hands to its loop (``signalling(_:)``, ``wait(until:then:)``).
public final class WorkerThread: @unchecked Sendable {
    private let name: String
    private let condition = Condition()
    private var isStarted = false
    private var isStopping = false
    private var isFinished = false

    /// A worker whose thread will be called `name` (`top -H`).
    public init(name: String) {
        self.name = name
    }

    /// Runs `loop` on a new thread; does nothing once the worker has
    /// started, or once ``stop()`` was asked for (an owner that starts its
    /// loop lazily may ask more than once, or be stopped first).
    /// - Throws: ``ThreadStartError`` when the system refuses the thread.
    public func start(_ loop: @escaping @Sendable () -> Void) throws(ThreadStartError) {
        try condition.withLock { () throws(ThreadStartError) in
            guard !isStarted, !isStopping else { return }
            try DetachedThread.start(named: name) { [self] in
                loop()
                condition.withLock {
                    isFinished = true
                    condition.broadcast()
                }
            }
            isStarted = true
        }
    }

    /// Like ``start(_:)``, for a loop the daemon cannot work without (a
    /// location source's): when the system refuses the thread, trackd exits
    /// with the reason, and systemd restarts it.
    public func startOrExit(_ loop: @escaping @Sendable () -> Void) {
        do {
            try start(loop)
        } catch {
            fatalError("\(error)")
        }
    }

    /// Asks the loop to end, wakes it, and waits until it has returned.
    public func stop() {
        requestStop()
        condition.withLock {
            while isStarted && !isFinished { condition.wait() }
        }
    }

    /// Asks the loop to end and wakes it, without waiting: several workers
    /// asked first, then waited for, end in the time of the slowest.
    public func requestStop() {
        condition.withLock {
            isStopping = true
            condition.broadcast()
        }
    }

    /// Asks the loop to end, wakes it, and waits until it has returned or
    /// `deadline` has passed.
    /// - Returns: whether the loop has returned; `false` leaves it running
    ///   (stuck in a call that cannot be cut short) for the process's exit
    ///   to end.
    public func stop(before deadline: MonotonicInstant) -> Bool {
        requestStop()
        return condition.withLock {
            while isStarted && !isFinished && condition.wait(until: deadline) {}
            return !isStarted || isFinished
        }
    }

    /// Whether ``stop()`` was called.
    public var isStopRequested: Bool { condition.withLock { isStopping } }

    /// Sleeps until `deadline`, or until ``stop()`` is called; `false` when
    /// the loop should end.
    public func sleep(until deadline: MonotonicInstant) -> Bool {
        condition.withLock {
            while !isStopping && condition.wait(until: deadline) {}
            return !isStopping
        }
    }

    /// Runs `change` under the worker's lock, then wakes the loop: how the
    /// owner hands it work.
    public func signalling<Result>(_ change: () -> Result) -> Result {
        condition.withLock {
            defer { condition.broadcast() }
            return change()
        }
    }

    /// The worker's lock, held while ``withLock(_:)`` runs: what a loop that
    /// waits on more than one kind of news (a stop, work handed to it, a
    /// deadline) needs, and nothing to keep.
    public struct Locked: ~Copyable {
        fileprivate let worker: WorkerThread

        /// Whether ``WorkerThread/stop()`` was called.
        public var isStopRequested: Bool { worker.isStopping }

        /// Waits until woken (a ``WorkerThread/stop()``, a
        /// ``WorkerThread/signalling(_:)`` or ``broadcast()``).
        public func wait() { worker.condition.wait() }

        /// The same, or until `deadline`; `false` once it has passed.
        public func wait(until deadline: MonotonicInstant) -> Bool { worker.condition.wait(until: deadline) }

        /// Wakes the loop (and any other waiter).
        public func broadcast() { worker.condition.broadcast() }
    }

    /// Runs `body` under the worker's lock.
    public func withLock<Result>(_ body: (borrowing Locked) -> Result) -> Result {
        condition.withLock { body(Locked(worker: self)) }
    }

    /// Waits, under the worker's lock, until `isReady` holds or ``stop()`` is
    /// called, then returns what `take` gives (still under the lock).
    public func wait<Result>(until isReady: () -> Bool, then take: () -> Result) -> Result {
        condition.withLock {
            while !isReady() && !isStopping { condition.wait() }
            return take()
        }
    }
}

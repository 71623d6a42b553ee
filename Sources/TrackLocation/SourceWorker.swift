import SyncPrimitives
import TrackModel

/// The thread and the handler slot behind a ``LocationService``: the
/// service's loop runs on a ``WorkerThread``, started by the first
/// ``start(_:loop:)``, and reads the current handler (`nil` while stopped)
/// through this worker, which also wakes it when the handler changes or the
/// service shuts down. The handler is guarded by the worker thread's lock.
final class SourceWorker: @unchecked Sendable {
    typealias Handler = @Sendable (LocationUpdate) -> DeliveryOutcome

    private let thread: WorkerThread
    // Guarded by `thread`'s lock.
    private var handler: Handler?

    /// - Parameter name: the thread's name, as `top -H` shows it.
    init(name: String) {
        thread = WorkerThread(name: name)
    }

    /// Sets the handler and wakes the loop; on the first call, starts `loop`
    /// on the worker's thread. Does nothing once shut down.
    func start(_ handler: @escaping Handler, loop: @escaping @Sendable () -> Void) {
        let stopped = thread.withLock { locked -> Bool in
            guard !locked.isStopRequested else { return true }
            self.handler = handler
            locked.broadcast()
            return false
        }
        // Starts the thread the first time only; a shutdown meanwhile makes
        // it do nothing.
        if !stopped { thread.startOrExit(loop) }
    }

    /// Clears the handler: fixes stop reaching it.
    func stop() {
        thread.signalling { handler = nil }
    }

    /// Asks the loop to end and waits until it has (the fix in hand, if any,
    /// is finished first).
    func shutdown() {
        thread.signalling { handler = nil }
        thread.stop()
    }

    /// The handler to give fixes to now; `nil` while stopped.
    var currentHandler: Handler? {
        thread.withLock { _ in handler }
    }

    /// Whether the loop should end.
    var shouldEnd: Bool { thread.isStopRequested }

    /// Sleeps `seconds` on the monotonic clock, waking early on shutdown.
    func sleep(seconds: Double) {
        _ = thread.sleep(until: MonotonicInstant.now().adding(seconds: seconds))
    }

    /// Blocks while stopped, then until the instant `dueTime()` gives, if any
    /// (starting over if stopped meanwhile); returns the handler to deliver
    /// to, or `nil` once shut down. `dueTime` and `onPause` run on the
    /// loop's thread with the worker's lock held: they must not call the
    /// worker.
    func awaitDelivery(dueTime: () -> MonotonicInstant?, onPause: () -> Void) -> Handler? {
        thread.withLock { locked in
            while true {
                if locked.isStopRequested { return nil }
                guard let handler else {
                    onPause()
                    locked.wait()
                    continue
                }
                guard let due = dueTime() else { return handler }
                if MonotonicInstant.now() >= due || !locked.wait(until: due) {
                    if locked.isStopRequested { return nil }
                    if let current = self.handler { return current }
                }
            }
        }
    }
}

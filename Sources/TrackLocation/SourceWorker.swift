import SyncPrimitives
import TrackModel

/// The thread and the handler slot behind a ``LocationService``: the
/// service's loop runs on a thread of its own, started by the first
/// ``start(_:)``, and reads the current handler (`nil` while stopped) through
/// this worker, which also wakes it when the handler changes or the service
/// shuts down.
final class SourceWorker: @unchecked Sendable {
    typealias Handler = @Sendable (LocationUpdate) -> DeliveryOutcome

    private let name: String
    private let condition = Condition()
    private var handler: Handler?
    private var isShutDown = false
    private var isStarted = false
    private var isFinished = false

    /// - Parameter name: the thread's name, as `top -H` shows it.
    init(name: String) {
        self.name = name
    }

    /// Sets the handler and wakes the loop; on the first call, starts `loop`
    /// on the worker's thread. Does nothing once shut down.
    func start(_ handler: @escaping Handler, loop: @escaping @Sendable () -> Void) {
        condition.withLock {
            guard !isShutDown else { return }
            self.handler = handler
            if !isStarted {
                isStarted = true
                DetachedThread.startOrExit(named: name) { [self] in
                    loop()
                    condition.withLock {
                        isFinished = true
                        condition.broadcast()
                    }
                }
            }
            condition.broadcast()
        }
    }

    /// Clears the handler: fixes stop reaching it.
    func stop() {
        condition.withLock {
            handler = nil
            condition.broadcast()
        }
    }

    /// Asks the loop to end and waits until it has (the fix in hand, if any,
    /// is finished first).
    func shutdown() {
        condition.withLock {
            isShutDown = true
            handler = nil
            condition.broadcast()
            while isStarted && !isFinished { condition.wait() }
        }
    }

    /// The handler to give fixes to now; `nil` while stopped.
    var currentHandler: Handler? {
        condition.withLock { handler }
    }

    /// Whether the loop should end.
    var shouldEnd: Bool {
        condition.withLock { isShutDown }
    }

    /// Sleeps `seconds`, waking early on shutdown.
    func sleep(seconds: Double) {
        condition.withLock {
            let deadline = MonotonicInstant.now().adding(seconds: seconds)
            while !isShutDown && condition.wait(until: deadline) {}
        }
    }

    /// Blocks while stopped, then until the instant `dueTime()` gives, if any
    /// (starting over if stopped meanwhile); returns the handler to deliver
    /// to, or `nil` once shut down. `dueTime` and `onPause` run on the
    /// loop's thread with the worker's lock held: they must not call the
    /// worker.
    func awaitDelivery(dueTime: () -> MonotonicInstant?, onPause: () -> Void) -> Handler? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if isShutDown { return nil }
            guard let handler else {
                onPause()
                condition.wait()
                continue
            }
            guard let due = dueTime() else { return handler }
            if MonotonicInstant.now() >= due || !condition.wait(until: due) {
                if isShutDown { return nil }
                if let current = self.handler { return current }
            }
        }
    }
}

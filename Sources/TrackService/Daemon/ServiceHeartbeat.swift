import FoundationEssentials

/// Every few seconds, on a thread of its own: saves a journey whose fixes
/// stopped coming (`autosave_after_idle`) and, under systemd, tells it the
/// status line when it changed and, when the unit sets `WatchdogSec=`,
/// sends WATCHDOG=1 once the recording path has shown it is not stuck.
final class ServiceHeartbeat: @unchecked Sendable {
    private let map: MapViewModel
    private let statusLine: ServiceStatusLine
    private let notifier: ServiceManagerNotifier
    private let period: Double
    private let condition = Condition()
    private var isStopping = false
    private var isRunning = false

    init(map: MapViewModel, statusLine: ServiceStatusLine, notifier: ServiceManagerNotifier) {
        self.map = map
        self.statusLine = statusLine
        self.notifier = notifier
        // systemd recommends pinging at half the watchdog timeout at most.
        period = min(2, (notifier.watchdogTimeout ?? 4) / 2)
    }

    /// Starts beating.
    func start() throws {
        try condition.withLock {
            try DetachedThread.start(named: "heartbeat") { [self] in beat() }
            isRunning = true
        }
    }

    /// Stops beating and waits for the thread to finish (at once if it
    /// never started).
    func stop() {
        condition.withLock {
            isStopping = true
            condition.broadcast()
            while isRunning { condition.wait() }
        }
    }

    private func beat() {
        var lastStatus = notifier.isListening ? statusLine.text : ""
        while true {
            let stopping = condition.withLock {
                let deadline = Date().addingTimeInterval(period)
                while !isStopping && condition.wait(until: deadline) {}
                return isStopping
            }
            if stopping { break }
            map.saveJourneyIfIdle()
            guard notifier.isListening else { continue }
            map.heartbeat()
            let status = statusLine.text
            if status != lastStatus {
                notifier.status(status)
                lastStatus = status
            }
            if notifier.watchdogTimeout != nil { notifier.watchdog() }
        }
        condition.withLock {
            isRunning = false
            condition.broadcast()
        }
    }
}

import SyncPrimitives
import TrackRecorder

/// Every few seconds, on a thread of its own: ticks the recorder (which
/// saves a journey whose fixes stopped coming, `autosave_after_idle`, and
/// returns only when recording is not stuck) and, under systemd, tells it
/// the status line when it changed and, when the unit sets `WatchdogSec=`,
/// sends WATCHDOG=1 once the tick has returned.
final class ServiceHeartbeat: @unchecked Sendable {
    private let recorder: Recorder
    private let statusLine: ServiceStatusLine
    private let notifier: ServiceManagerNotifier
    private let period: Double
    private let thread = WorkerThread(name: "heartbeat")

    init(recorder: Recorder, statusLine: ServiceStatusLine, notifier: ServiceManagerNotifier) {
        self.recorder = recorder
        self.statusLine = statusLine
        self.notifier = notifier
        // systemd recommends pinging at half the watchdog timeout at most.
        period = min(2, (notifier.watchdogTimeout ?? 4) / 2)
    }

    /// Starts beating.
    func start() throws {
        try thread.start { [self] in beat() }
    }

    /// Stops beating and waits for the thread to finish (at once if it
    /// never started).
    func stop() {
        thread.stop()
    }

    private func beat() {
        var lastStatus = notifier.isListening ? statusLine.text : ""
        while thread.sleep(until: MonotonicInstant.now().adding(seconds: period)) {
            recorder.tick()
            guard notifier.isListening else { continue }
            let status = statusLine.text
            if status != lastStatus {
                notifier.status(status)
                lastStatus = status
            }
            if notifier.watchdogTimeout != nil { notifier.watchdog() }
        }
    }
}

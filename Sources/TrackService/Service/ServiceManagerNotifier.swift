import CSystemd
import FoundationEssentials
import Glibc

/// trackd's side of systemd's notification protocol (`sd_notify`): with
/// `Type=notify` the unit counts as started only at READY=1, shows the
/// latest STATUS= line in `systemctl status`, restarts trackd when WATCHDOG=1
/// stops arriving within `WatchdogSec=`, and knows at STOPPING=1 that the
/// shutdown it sees is deliberate.
///
/// Outside systemd (no `NOTIFY_SOCKET`) every call does nothing.
public struct ServiceManagerNotifier: Sendable {
    /// How often systemd wants WATCHDOG=1 at the latest (`WatchdogSec=`),
    /// in seconds; `nil` when the unit sets no watchdog.
    public let watchdogTimeout: Double?
    /// Whether a service manager listens (`NOTIFY_SOCKET` is set).
    public let isListening: Bool

    /// Reads the settings systemd passed in the environment.
    public init() {
        isListening = getenv("NOTIFY_SOCKET").map { $0.pointee != 0 } ?? false
        var microseconds: UInt64 = 0
        watchdogTimeout = sd_watchdog_enabled(0, &microseconds) > 0 ? Double(microseconds) / 1_000_000 : nil
    }

    /// Start-up is complete: the database is open and the control socket
    /// listens.
    public func ready(status: String) {
        send(["READY=1", "STATUS=\(status)"])
    }

    /// A new line for `systemctl status`.
    public func status(_ status: String) {
        send(["STATUS=\(status)"])
    }

    /// trackd is alive and its recording path is not stuck.
    public func watchdog() {
        send(["WATCHDOG=1"])
    }

    /// Shutting down on purpose.
    public func stopping(status: String) {
        send(["STOPPING=1", "STATUS=\(status)"])
    }

    private func send(_ fields: [String]) {
        // A line break would start a new field: status text stays one line.
        let message = fields.map { $0.replacing("\n", with: " ") }.joined(separator: "\n")
        _ = sd_notify(0, message)
    }
}

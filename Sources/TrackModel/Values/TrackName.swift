import FoundationEssentials
import Glibc

/// Names for tracks trackd saves by itself.
public enum TrackName {
    /// A journey's name: its start in local time to the minute,
    /// `2026-05-17 07:30`, as the system's time zone (`TZ`,
    /// `/etc/localtime`) gives it.
    public static func journey(startingAt date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return ISO8601.format(date) }
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &local)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What an autosaved journey's description says:
    /// `Saved automatically: no movement for 10 min`.
    public static func journeyDescription(reason: Autosave.Reason, idleLimit seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let limit =
            whole >= 3600 && whole % 3600 == 0
            ? "\(whole / 3600) h" : whole >= 60 && whole % 60 == 0 ? "\(whole / 60) min" : "\(whole) s"
        return "Saved automatically: \(reason) for \(limit)"
    }
}

import TrackModel
import TrackRecorder

/// A clock disagreement in words, for `status` and the log.
enum ClockText {
    /// `the receiver says 2030-03-01T12:00:00Z, the system clock
    /// 2026-11-25T18:40:00Z (3 years ahead): trackd records the receiver's
    /// times ...`.
    static func sentence(_ disagreement: ClockDisagreement) -> String {
        let direction = disagreement.seconds > 0 ? "ahead" : "behind"
        return "the receiver says \(ISO8601.format(disagreement.fixTime)), the system clock "
            + "\(ISO8601.format(disagreement.systemTime)) (\(span(abs(disagreement.seconds))) \(direction)): "
            + "trackd records the receiver's times and measures intervals on its own clock; "
            + "a system clock not yet set (no real-time clock, no network) or an old receiver's GPS week "
            + "rollover would explain it; check timedatectl"
    }

    /// `3 years`, `40 days`, `2 days`.
    private static func span(_ seconds: Double) -> String {
        let days = Int(seconds / 86_400)
        if days >= 730 { return "\(days / 365) years" }
        return days == 1 ? "1 day" : "\(days) days"
    }
}

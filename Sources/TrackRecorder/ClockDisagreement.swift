import FoundationEssentials

/// The receiver's time and the system clock a day or more apart, as seen at
/// the first fix where they were: a Raspberry Pi without a real-time clock
/// that has not set its clock yet, or an old receiver whose GPS week
/// rolled over (gpsd then dates its fixes decades off).
///
/// trackd trusts the receiver: a fix is recorded with the time it carries,
/// intervals are measured on the monotonic clock, and the system clock
/// only names things (a note without a fix time, a journey's name).
public struct ClockDisagreement: Sendable, Equatable {
    /// The fix's time.
    public var fixTime: Date
    /// The system clock when the fix came.
    public var systemTime: Date

    /// The least difference, seconds, that counts: a day.
    static let threshold = 86_400.0

    /// Seconds the fix's time is ahead of the system clock (negative:
    /// behind).
    public var seconds: Double { fixTime.timeIntervalSince(systemTime) }

    /// `nil` unless `fixTime` and `systemTime` are a day or more apart.
    init?(fixTime: Date, systemTime: Date) {
        guard abs(fixTime.timeIntervalSince(systemTime)) >= Self.threshold else { return nil }
        self.fixTime = fixTime
        self.systemTime = systemTime
    }
}

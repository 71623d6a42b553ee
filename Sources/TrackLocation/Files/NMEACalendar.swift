import FoundationEssentials
import TrackModel

/// The dates of an NMEA log's epochs: RMC gives one, the others take the
/// latest, and a time of day that falls back by more than 12 hours is the
/// next day (midnight passed).
struct NMEACalendar {
    /// Days since 1970 of the latest epoch dated.
    private var day: Int?
    private var lastTimeOfDay: Double?

    private static let halfDay = 43_200.0

    /// Whether an RMC has given a date yet.
    var knowsDate: Bool { day != nil }

    /// Follows the log to `epoch`, which comes after every one before.
    mutating func learn(from epoch: NMEATrackReader.Epoch) {
        if let dated = epoch.day {
            day = dated
        } else if let time = epoch.timeOfDay, let last = lastTimeOfDay, let current = day, time < last - Self.halfDay {
            day = current + 1
        }
        if let time = epoch.timeOfDay { lastTimeOfDay = time }
    }

    /// When `epoch` was: its own date or the latest, a day earlier for an
    /// epoch held back from before midnight; `nil` without a date, or when
    /// the time is not one a fix can have.
    func date(of epoch: NMEATrackReader.Epoch) -> Date? {
        guard let time = epoch.timeOfDay, var days = epoch.day ?? day else { return nil }
        if epoch.day == nil, let last = lastTimeOfDay, time > last + Self.halfDay { days -= 1 }
        let date = Date(timeIntervalSince1970: Double(days) * 86_400 + time)
        return Fix.plausibleTimes.contains(date) ? date : nil
    }

    /// Days since 1970 of a date written `ddmmyy` (years 80-99 are 19xx);
    /// `nil` when it is not a date.
    static func day(ddmmyy text: Substring) -> Int? {
        guard text.count == 6, let value = Int(text) else { return nil }
        let (day, month, twoDigitYear) = (value / 10_000, value / 100 % 100, value % 100)
        let year = twoDigitYear < 80 ? 2000 + twoDigitYear : 1900 + twoDigitYear
        guard (1...12).contains(month), (1...ISO8601.daysInMonth(month, year: year)).contains(day) else { return nil }
        return ISO8601.daysFromCivil(year: year, month: month, day: day)
    }
}

import FoundationEssentials

/// Fast ISO 8601 timestamps, as GPX and the control protocol write them.
///
/// `ISO8601DateFormatter` costs about 53 µs a call here, which would make a
/// 150,000-point import spend 8 s on dates alone; this parser costs tens of
/// nanoseconds.
public enum ISO8601 {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH[:MM]]` (a space may stand
    /// for the `T`; no zone means UTC).
    /// - Returns: `nil` for anything else, or for an impossible date or
    ///   zone offset.
    public static func parse(_ text: some StringProtocol) -> Date? {
        var text = String(text)
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// Parses UTF-8 bytes, as ``parse(_:)`` does a string; surrounding white
    /// space is allowed. Allocates nothing.
    public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        var end = bytes.count
        while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
        var start = 0
        while start < end, isSpace(bytes[start]) { start += 1 }
        return parse(bytes: UnsafeBufferPointer(rebasing: bytes[..<end]), from: start)
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Date? {
        var index = start
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<count {
                let digit = Int(bytes[index]) - 48
                guard digit >= 0 && digit <= 9 else { return nil }
                value = value * 10 + digit
                index += 1
            }
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = digits(4), expect(0x2D), let month = digits(2), expect(0x2D), let day = digits(2)
        else { return nil }
        guard index < bytes.count, bytes[index] == 0x54 || bytes[index] == 0x74 || bytes[index] == 0x20 else {
            return nil
        }
        index += 1
        guard let hour = digits(2), expect(0x3A), let minute = digits(2), expect(0x3A), let second = digits(2)
        else { return nil }
        // The fraction as an integer over a power of ten, so that the result is
        // one correctly rounded division (".285" gives exactly what 285 / 1000
        // gives). Digits past nanoseconds are read and ignored.
        var fractionDigits: Int64 = 0
        var fractionScale: Int64 = 1
        if index < bytes.count, bytes[index] == 0x2E || bytes[index] == 0x2C {
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                if fractionScale < 1_000_000_000 {
                    fractionDigits = fractionDigits * 10 + Int64(bytes[index] - 48)
                    fractionScale *= 10
                }
                index += 1
            }
            guard index > fractionStart else { return nil }
        }
        var offsetSeconds = 0
        if index < bytes.count {
            switch bytes[index] {
            case 0x5A, 0x7A:
                index += 1
            case 0x2B, 0x2D:
                let sign = bytes[index] == 0x2D ? -1 : 1
                index += 1
                guard let offsetHours = digits(2) else { return nil }
                _ = expect(0x3A)
                let offsetMinutes = index < bytes.count ? (digits(2) ?? 0) : 0
                // Zones run from -12:00 to +14:00; `+99:99` is no offset.
                guard offsetHours <= 14, offsetMinutes <= 59 else { return nil }
                offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
            default:
                return nil
            }
        }
        guard index == bytes.count else { return nil }
        guard (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let whole = Int64(days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds)
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: fractionScale)
        guard !overflow else { return nil }
        return Date(timeIntervalSince1970: Double(scaled + fractionDigits) / Double(fractionScale))
    }

    /// Formats `date` in UTC: `2024-06-15T12:00:00Z`, with milliseconds
    /// (`12:00:00.250Z`) when the time is not a whole second.
    public static func format(_ date: Date) -> String {
        withUTF8(date) { String(decoding: $0, as: UTF8.self) }
    }

    /// Hands `body` the UTF-8 bytes of ``format(_:)``, written into a small
    /// buffer on the stack: an export writes a time a point without
    /// allocating.
    public static func withUTF8<Result>(_ date: Date, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, millis) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let adjustedSeconds = millis < 0 ? seconds - 1 : seconds
        let adjustedMillis = millis < 0 ? millis + 1000 : millis
        let (days, secondOfDay) = adjustedSeconds.quotientAndRemainder(dividingBy: 86_400)
        let dayNumber = secondOfDay < 0 ? days - 1 : days
        let second = Int(secondOfDay < 0 ? secondOfDay + 86_400 : secondOfDay)
        let (year, month, day) = civilFromDays(Int(dayNumber))
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func put(_ value: Int, width: Int) {
                var digits = String(value).utf8[...]
                if value >= 0 && digits.count < width {
                    for _ in digits.count..<width { put(0x30) }
                }
                while let digit = digits.popFirst() { put(digit) }
            }
            func putTwoDigits(_ value: Int) {
                put(UInt8(0x30 + value / 10))
                put(UInt8(0x30 + value % 10))
            }
            if year >= 0 && year <= 9999 {
                putTwoDigits(year / 100)
                putTwoDigits(year % 100)
            } else {
                put(year, width: 4)
            }
            put(0x2D)
            putTwoDigits(month)
            put(0x2D)
            putTwoDigits(day)
            put(0x54)
            putTwoDigits(second / 3600)
            put(0x3A)
            putTwoDigits(second % 3600 / 60)
            put(0x3A)
            putTwoDigits(second % 60)
            if adjustedMillis != 0 {
                let value = Int(adjustedMillis)
                put(0x2E)
                put(UInt8(0x30 + value / 100))
                put(UInt8(0x30 + value / 10 % 10))
                put(UInt8(0x30 + value % 10))
            }
            put(0x5A)
            return try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The days of `month` (1-12) in `year`, leap years counted.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's
    /// algorithm).
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``daysFromCivil(year:month:day:)``.
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Decimal numbers as GPX writes them, read straight from UTF-8 bytes.
///
/// glibc's `strtod` costs about 700 instructions a call, a fifth of reading
/// a GPX point. Numbers with up to 15 significant digits and a power of ten
/// up to 22 (every coordinate, elevation and speed a receiver writes) are read
/// here exactly as `strtod` reads them: the digits and the power of ten are
/// both exact doubles, so one division or multiplication rounds correctly
/// (Clinger's fast path). Anything longer goes to the standard library.
public enum DecimalText {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// `[space] [+|-] digits [. digits] [(e|E) [+|-] digits] [space]`, finite;
    /// `nil` for anything else.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let count = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while index < count, isSpace(bytes[index]) { index += 1 }
        var end = count
        while end > index, isSpace(bytes[end - 1]) { end -= 1 }
        guard index < end else { return nil }

        let start = index
        var negative = false
        if bytes[index] == 0x2D || bytes[index] == 0x2B {
            negative = bytes[index] == 0x2D
            index += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var digits = 0
        var exponent = 0
        var seenPoint = false
        while index < end {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
                if mantissa != 0 || byte != 0x30 { significantDigits += 1 }
                if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte - 0x30) }
                if seenPoint { exponent -= 1 }
            } else if byte == 0x2E && !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < end, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            var exponentNegative = false
            if index < end, bytes[index] == 0x2D || bytes[index] == 0x2B {
                exponentNegative = bytes[index] == 0x2D
                index += 1
            }
            var written = 0
            var exponentDigits = 0
            while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if written < 100_000 { written = written * 10 + Int(bytes[index] - 0x30) }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -written : written
        }
        guard index == end else { return nil }

        if significantDigits <= 15 && abs(exponent) <= 22 {
            let value = Double(mantissa)
            let scaled = exponent < 0 ? value / powersOfTen[-exponent] : value * powersOfTen[exponent]
            return negative ? -scaled : scaled
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `15`, `0.5`: a number as a message says it, without the `.0` Swift
    /// writes after a whole one.
    public static func plain(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

import FoundationEssentials

/// Escaping for text written into XML documents.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and characters XML 1.0
    /// cannot hold replaced by U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed =
                    (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                    || (0x10000...0x10FFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// A decimal number as `xsd:decimal` allows it: shortest round-trip digits,
    /// never an exponent.
    static func decimal(_ value: Double) -> String {
        withDecimalUTF8(value) { String(decoding: $0, as: UTF8.self) }
    }

    /// Hands `body` the UTF-8 bytes of ``decimal(_:)``. Looks at bytes only
    /// (Foundation's string search would cost more than the digits): an
    /// export writes several numbers a point.
    static func withDecimalUTF8<Result>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var shortest = value.description
        return shortest.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "e")) else {
                let whole =
                    bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: ".") && bytes.last == UInt8(ascii: "0")
                return body(whole ? UnsafeBufferPointer(rebasing: bytes.dropLast(2)) : bytes)
            }
            var fixed = Array(String(cFormat: "%.12f", value).utf8)
            while fixed.last == UInt8(ascii: "0") { fixed.removeLast() }
            if fixed.last == UInt8(ascii: ".") { fixed.removeLast() }
            return fixed.withUnsafeBufferPointer(body)
        }
    }
}

import Foundation

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
        let shortest = value.description
        guard shortest.contains("e") else {
            return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
        }
        var fixed = String(format: "%.12f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed
    }
}

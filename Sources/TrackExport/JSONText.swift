import TrackModel

/// Text written into JSON documents.
enum JSONText {
    /// `text` as a JSON string literal (RFC 8259): quoted, with quotes,
    /// backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result += "\\u" + control.value.hexDigits(width: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

import FoundationEssentials

/// The one codec of the control protocol's lines: every request, reply,
/// event and outcome is written as one line of JSON here and read back
/// here, on both sides of the socket; and the one way a client prints a
/// JSON document for people and scripts.
public enum JSONLines {
    /// `value` as one line: JSON (which has no newline of its own, as the
    /// encoder writes it), then a newline.
    public static func line(_ value: some Encodable) throws -> [UInt8] {
        var bytes = Array(try JSONEncoder().encode(value))
        bytes.append(0x0A)
        return bytes
    }

    /// The value of type `type` that `line` (its newline left off) holds.
    public static func decode<Value: Decodable>(_ type: Value.Type, from line: [UInt8]) throws -> Value {
        try JSONDecoder().decode(type, from: Data(line))
    }

    /// `value` as a document for a reader (`trackctl --json`): keys in
    /// order, slashes as they are, indented unless `pretty` is false (one
    /// line a document, as a stream's are), a newline at the end.
    public static func document(_ value: some Encodable, pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        return try encoder.encode(value) + Data("\n".utf8)
    }
}

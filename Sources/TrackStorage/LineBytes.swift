/// A journal line under construction: fields separated by single spaces,
/// then the checksum of all of them and a newline (``JournalRecord``).
struct LineBytes {
    private var bytes: [UInt8] = []

    init() {
        // A point's line is about 100 bytes.
        bytes.reserveCapacity(160)
    }

    /// Appends `text` as the next field.
    mutating func field(_ text: String) {
        if !bytes.isEmpty { bytes.append(0x20) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `value` in decimal as the next field, `-` when there is
    /// none.
    mutating func field<Integer: BinaryInteger>(_ value: Integer?) {
        field(value?.description ?? "-")
    }

    /// Appends `value` as Swift writes it (the shortest text that reads
    /// back as the same `Double`), `-` when there is none.
    mutating func field(_ value: Double?) {
        field(value?.description ?? "-")
    }

    /// The line: the fields, a space, their checksum in eight hex digits,
    /// and a newline.
    consuming func finished() -> [UInt8] {
        field(JournalRecord.checksum(bytes: bytes))
        bytes.append(0x0A)
        return bytes
    }
}

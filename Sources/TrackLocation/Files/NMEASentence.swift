import TrackModel

/// One NMEA 0183 sentence (`$GPGGA,...*6C`): its type without the talker
/// (`GGA`) and its comma-separated fields after the type.
struct NMEASentence {
    /// `RMC`, `GGA`, `GSA`, ... (the talker, `GP`, `GN` or `GL`, dropped).
    var type: Substring
    var fields: [Substring]

    /// Whether the checksum was wrong: the sentence is to be left out.
    var isDamaged = false

    /// The sentence on `line`, or `nil` for a line that is none (a comment,
    /// a blank, a proprietary `$P...` sentence trackd does not read).
    init?(_ line: ArraySlice<UInt8>) {
        guard let dollar = line.firstIndex(where: { $0 == 0x24 || $0 == 0x21 }) else { return nil }
        var body = line[(dollar + 1)...]
        if let star = body.lastIndex(of: 0x2A) {
            let digits = String(decoding: body[(star + 1)...].prefix(2), as: UTF8.self)
            body = body[..<star]
            let sum = body.reduce(UInt8(0)) { $0 ^ $1 }
            isDamaged = UInt8(digits, radix: 16) != sum
        }
        let text = String(decoding: body, as: UTF8.self)
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let address = parts.first, address.count == 5, !address.hasPrefix("P") else { return nil }
        type = address.dropFirst(2)
        fields = Array(parts.dropFirst())
    }

    /// The field at `index` (0 is the first after the type), `nil` when
    /// missing or empty.
    subscript(_ index: Int) -> Substring? {
        index < fields.count && !fields[index].isEmpty ? fields[index] : nil
    }

    /// The number at `index`.
    func number(_ index: Int) -> Double? {
        self[index].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// A latitude or longitude written `ddmm.mmmm` (or `dddmm.mmmm`) at
    /// `index`, with its hemisphere letter after it; `nil` when missing or
    /// not one.
    func coordinate(_ index: Int, negative: Character) -> Double? {
        guard let value = number(index), value >= 0, let hemisphere = self[index + 1]?.first else { return nil }
        let degrees = (value / 100).rounded(.down)
        let minutes = value - degrees * 100
        guard minutes < 60 else { return nil }
        let coordinate = degrees + minutes / 60
        return hemisphere == negative ? -coordinate : coordinate
    }

    /// Seconds since midnight UTC of a time written `hhmmss[.ss]` at
    /// `index`.
    func timeOfDay(_ index: Int) -> Double? {
        guard let field = self[index], field.count >= 6, let value = Double(field), value >= 0 else { return nil }
        let hours = (value / 10_000).rounded(.down)
        let minutes = ((value - hours * 10_000) / 100).rounded(.down)
        let seconds = value - hours * 10_000 - minutes * 100
        guard hours < 24, minutes < 60, seconds < 61 else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }
}

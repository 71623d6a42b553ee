import FoundationEssentials
import TrackModel

/// One line of the fix journal: a recorded point, how far a replay has got,
/// or how far a server has acknowledged forwarded points, with a sequence
/// number, ending in a checksum of the line so that a
/// line a power cut tore is known as such.
///
/// ```
/// P 17 3 0 1779003000.5 48.15 11.59 520 - 4.2 90 - 3.5 - 9 1.1 3 0 c0ffee12
/// R 18 42 2f7661722f6c69622f74726163...
/// A 19 17 6d717474 9a3e01c4
/// ```
///
/// A point's numbers are written as Swift writes them (the shortest text
/// that reads back as the same `Double`), `-` for a field the fix lacks, so
/// that what goes in comes out exactly; a point's last field is 1 when it
/// bridges a gap (``TrackPoint/bridgesGap``). A replayed file's path is
/// written in hex, and so is a server's name.
struct JournalRecord: Equatable {
    enum Content: Equatable {
        /// A point recorded into the unsaved recording `recording`.
        case point(recording: Int64, point: TrackPoint)
        /// The replay of `file` has had `count` of its points taken.
        case replayProgress(file: String, count: Int)
        /// The server forwarded to as `sink` acknowledged the points up to
        /// `sequence`.
        case acknowledged(sink: String, sequence: Int64)
    }

    /// Counts every record of the database from 1; storage keeps the last
    /// one folded into the tables.
    var sequence: Int64
    var content: Content

    /// The line, newline included.
    ///
    /// Written straight into one buffer of bytes: this runs for every fix
    /// recorded, and building it from an array of strings joined and
    /// converted took 9% of trackd's CPU time at 10 Hz.
    var line: [UInt8] {
        var line = LineBytes()
        switch content {
        case .point(let recording, let point):
            let fix = point.fix
            line.field("P")
            line.field(sequence)
            line.field(recording)
            line.field(point.segment)
            line.field(fix.time?.timeIntervalSince1970)
            line.field(fix.latitude)
            line.field(fix.longitude)
            line.field(fix.altitudeMSL)
            line.field(fix.altitudeHAE)
            line.field(fix.speed)
            line.field(fix.course)
            line.field(fix.climb)
            line.field(fix.horizontalError)
            line.field(fix.verticalError)
            line.field(fix.satellites)
            line.field(fix.hdop)
            line.field(fix.mode.rawValue)
            line.field(point.bridgesGap ? "1" : "0")
        case .replayProgress(let file, let count):
            line.field("R")
            line.field(sequence)
            line.field(count)
            line.field(Self.hex(file))
        case .acknowledged(let sink, let acknowledged):
            line.field("A")
            line.field(sequence)
            line.field(acknowledged)
            line.field(Self.hex(sink))
        }
        return line.finished()
    }

    /// Reads a line (without its newline); `nil` for one that is torn,
    /// damaged or not a record.
    init?(line: Substring) {
        guard let space = line.lastIndex(of: " ") else { return nil }
        let body = line[..<space]
        guard line[line.index(after: space)...] == Self.checksum(body) else { return nil }
        let fields = body.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count >= 2, let sequence = Int64(fields[1]) else { return nil }
        self.sequence = sequence
        switch fields[0] {
        case "P":
            // A line of trackd before segments bridged gaps has 17 fields.
            guard fields.count == 17 || fields.count == 18, let point = Self.point(fields) else { return nil }
            content = point
        case "R":
            guard fields.count == 4, let count = Int(fields[2]), let path = Self.unhex(fields[3]) else { return nil }
            content = .replayProgress(file: path, count: count)
        case "A":
            guard fields.count == 4, let acknowledged = Int64(fields[2]), let sink = Self.unhex(fields[3]) else {
                return nil
            }
            content = .acknowledged(sink: sink, sequence: acknowledged)
        default:
            return nil
        }
    }

    init(sequence: Int64, content: Content) {
        self.sequence = sequence
        self.content = content
    }

    /// A point's fields, or `nil` when one is not what trackd writes: a
    /// number that does not read, is not finite, or a position off the
    /// globe (the line is then damaged, whatever its checksum says).
    private static func point(_ fields: [Substring]) -> Content? {
        /// Field `index` as an optional number: `.some(nil)` for `-`, `nil`
        /// when it does not read as a finite number.
        func number(_ index: Int) -> Double?? {
            if fields[index] == "-" { return .some(nil) }
            guard let value = Double(fields[index]), value.isFinite else { return nil }
            return value
        }
        guard let recording = Int64(fields[2]), let segment = Int(fields[3]), let time = number(4),
            let latitude = number(5) ?? nil, let longitude = number(6) ?? nil, abs(latitude) <= 90,
            abs(longitude) <= 180, let altitudeMSL = number(7), let altitudeHAE = number(8), let speed = number(9),
            let course = number(10), let climb = number(11), let horizontalError = number(12),
            let verticalError = number(13), let hdop = number(15), let modeValue = Int(fields[16]),
            let mode = FixMode(rawValue: modeValue)
        else { return nil }
        let satellites = fields[14] == "-" ? nil : Int(fields[14])
        guard fields[14] == "-" || satellites != nil else { return nil }
        let fix = Fix(
            time: time.map { Date(timeIntervalSince1970: $0) }, latitude: latitude, longitude: longitude,
            altitudeMSL: altitudeMSL, altitudeHAE: altitudeHAE, speed: speed, course: course, climb: climb,
            horizontalError: horizontalError, verticalError: verticalError, satellites: satellites, hdop: hdop,
            mode: mode)
        let bridgesGap = fields.count > 17 && fields[17] == "1"
        guard fields.count == 17 || bridgesGap || fields[17] == "0" else { return nil }
        return .point(recording: recording, point: TrackPoint(segment: segment, fix: fix, bridgesGap: bridgesGap))
    }

    private static func hex(_ text: String) -> String {
        text.utf8.map { $0.hexDigits(width: 2) }.joined()
    }

    private static func unhex(_ text: Substring) -> String? {
        guard text.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// FNV-1a of the line's text, as eight hex digits.
    static func checksum(_ text: some StringProtocol) -> String {
        checksum(bytes: text.utf8)
    }

    /// FNV-1a of `bytes`, as eight hex digits.
    static func checksum(bytes: some Sequence<UInt8>) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash.hexDigits(width: 8)
    }
}

import FoundationEssentials
import TrackModel

/// Reads the CSV that `trackctl export --format csv` writes: a header row
/// naming the columns, then a point a row. Columns are found by name, so
/// their order may change and unknown ones are ignored; `latitude` and
/// `longitude` are required, the rest (segment, time, altitudes, speed,
/// course, climb, errors, satellites, HDOP, mode) read when present.
///
/// As with GPX, a point whose position is off the globe is left out, a
/// value no receiver reports is unknown, and an impossible time is dropped
/// and counted. A row that is not numbers where numbers go stops the
/// reader with the line and what is wrong.
struct CSVTrackReader {
    /// The columns trackd writes, by name; the position and altitude also
    /// by the names other tools give them (`lat`, `lon`, `ele`).
    private enum Column: String, CaseIterable {
        case segment, time, latitude, longitude
        case altitudeMSL = "altitude_msl_m"
        case altitudeHAE = "altitude_hae_m"
        case speed = "speed_mps"
        case course = "course_deg"
        case climb = "climb_mps"
        case horizontalError = "eph_m"
        case verticalError = "epv_m"
        case satellites, hdop, mode

        init?(name: String) {
            switch name.lowercased() {
            case "lat": self = .latitude
            case "lon", "lng", "long": self = .longitude
            case "ele", "elevation", "altitude", "alt": self = .altitudeMSL
            case let other: self.init(rawValue: other)
            }
        }
    }

    /// Whether `line` is a header this reader takes: comma-separated names
    /// among which a latitude and a longitude.
    static func isHeader(_ line: ArraySlice<UInt8>) -> Bool {
        let columns = Set(columnNames(line).compactMap(Column.init(name:)))
        return columns.contains(.latitude) && columns.contains(.longitude)
    }

    private static func columnNames(_ header: ArraySlice<UInt8>) -> [String] {
        let bytes = header.starts(with: [0xEF, 0xBB, 0xBF]) ? header.dropFirst(3) : header
        return fields(bytes).map { String(decoding: $0, as: UTF8.self).trimmingWhitespace() }
    }

    func read(_ path: String, _ each: (TrackFileItem) throws -> Void) throws -> TrackFileFacts {
        let lines = try LineReader(path: path, kind: "a CSV file")
        guard let header = try lines.next() else { throw lines.error("the file is empty") }
        let names = Self.columnNames(header)
        var index: [Column: Int] = [:]
        for (position, name) in names.enumerated() {
            if let column = Column(name: name), index[column] == nil { index[column] = position }
        }
        guard index[.latitude] != nil, index[.longitude] != nil else {
            throw lines.error("not a track in CSV: the first line names no latitude and longitude columns")
        }
        var unusableTimes = 0
        while let line = try lines.next() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let fields = Self.fields(line)
            guard fields.count == names.count else {
                throw lines.error("\(fields.count) fields where the header names \(names.count)")
            }
            func text(_ column: Column) -> ArraySlice<UInt8>? {
                index[column].map { fields[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            }
            func number(_ column: Column) throws -> Double? {
                guard let field = text(column) else { return nil }
                guard let value = field.withUnsafeBufferPointer(DecimalText.parse) else {
                    throw lines.error("\(column.rawValue) is not a number: \(Self.shown(field))")
                }
                return value
            }
            guard let latitude = try number(.latitude), let longitude = try number(.longitude) else {
                throw lines.error("a point needs a latitude and a longitude")
            }
            var time: Date?
            if let field = text(.time) {
                time = field.withUnsafeBufferPointer { ISO8601.parse(utf8: $0) }.flatMap {
                    Fix.plausibleTimes.contains($0) ? $0 : nil
                }
                if time == nil { unusableTimes += 1 }
            }
            let segment = try number(.segment).map { Int(exactly: $0.rounded()) ?? 0 } ?? 0
            let mode = try number(.mode).flatMap { FixMode(rawValue: Int($0)) } ?? .unknown
            let fix = Fix(
                time: time, latitude: latitude, longitude: longitude, altitudeMSL: try number(.altitudeMSL),
                altitudeHAE: try number(.altitudeHAE), speed: try number(.speed), course: try number(.course),
                climb: try number(.climb), horizontalError: try number(.horizontalError),
                verticalError: try number(.verticalError),
                satellites: try number(.satellites).flatMap { (0...255).contains($0) ? Int($0) : nil },
                hdop: try number(.hdop), mode: mode)
            guard let possible = fix.possible else { continue }
            try each(.point(TrackPoint(segment: max(0, segment), fix: possible)))
        }
        return TrackFileFacts(trackName: nil, unusableTimes: unusableTimes)
    }

    /// The comma-separated fields of `line` (trackd writes numbers and
    /// times only: no quoted fields).
    private static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(separator: 0x2C, omittingEmptySubsequences: false)
    }

    /// A field as an error shows it: its first 40 bytes, printable.
    private static func shown(_ field: ArraySlice<UInt8>) -> String {
        "'" + String(decoding: field.prefix(40), as: UTF8.self).filter { !$0.isNewline && $0.isASCII || $0.isLetter }
            + "'"
    }
}

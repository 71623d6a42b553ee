import FoundationEssentials
import Glibc
import TrackModel

/// Reads GeoJSON (RFC 7946) as `trackctl export --format geojson` writes
/// it, and as other tools write tracks: a FeatureCollection (or one
/// Feature) whose LineString and MultiLineString features are the track
/// (each line a segment; positions longitude, latitude and elevation; the
/// times from the feature's `times` or `coordTimes` property, in order) and
/// whose Point features are notes (`text`, else `name`, and `time`).
///
/// The document is decoded whole, so a GeoJSON file is bounded at
/// ``largest`` bytes, with an error that says so; GPX and CSV, read a line
/// at a time, take files of any size.
struct GeoJSONTrackReader {
    /// The largest GeoJSON file read, bytes: about 150,000 points as trackd
    /// writes them. Decoding takes about seven times the file's size (a
    /// 53 MB file of a million points drove trackd to 398 MB), which a
    /// 512 MB Pi cannot spare.
    static let largest = 8 << 20

    func read(_ path: String, _ each: (TrackFileItem) throws -> Void) throws -> TrackFileFacts {
        let document = try GeoJSONDocument.decode(Self.contents(of: path), path: path)
        var unusableTimes = 0
        var segment = 0
        var trackName: String?
        func time(_ text: String?) -> Date? {
            guard let text else { return nil }
            let time = ISO8601.parse(text).flatMap { Fix.plausibleTimes.contains($0) ? $0 : nil }
            if time == nil { unusableTimes += 1 }
            return time
        }
        for feature in document.features {
            let properties = feature.properties
            switch feature.geometry {
            case .lines(let lines):
                trackName = trackName ?? properties?.name
                var times = (properties?.times ?? []).makeIterator()
                for line in lines {
                    for position in line {
                        let fix = Fix(
                            time: time(times.next() ?? nil), latitude: position.latitude,
                            longitude: position.longitude, altitudeMSL: position.elevation, mode: .unknown)
                        if let possible = fix.possible { try each(.point(TrackPoint(segment: segment, fix: possible))) }
                    }
                    segment += 1
                }
            case .point(let position):
                let note = Note(
                    text: properties?.text ?? properties?.name ?? "", latitude: position.latitude,
                    longitude: position.longitude, time: time(properties?.time))
                if note.latitude.isFinite, abs(note.latitude) <= 90, note.longitude.isFinite, abs(note.longitude) <= 180
                {
                    try each(.waypoint(note))
                }
            case .other:
                continue
            }
        }
        return TrackFileFacts(trackName: trackName, unusableTimes: unusableTimes)
    }

    /// The file's bytes, refusing one past ``largest``.
    private static func contents(of path: String) throws(TrackFileError) -> Data {
        let file = try RegularFile.open(path, as: "a GeoJSON file")
        defer { close(file) }
        var bytes = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while case let count = try RegularFile.read(file, into: &chunk, count: chunk.count, path: path), count > 0 {
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= largest else {
                throw TrackFileError(
                    path: path, line: nil,
                    reason:
                        "a GeoJSON file larger than \(largest >> 20) MiB, which trackd reads whole: export it as GPX or CSV"
                )
            }
        }
        return bytes
    }
}

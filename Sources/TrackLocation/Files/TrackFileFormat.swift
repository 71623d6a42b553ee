import Glibc
import TrackModel

/// The formats `trackctl import` reads, found from a file's first bytes,
/// never from its name (an upload arrives under a temporary one).
enum TrackFileFormat: Equatable {
    case gpx
    /// Comma-separated points under a header naming their columns, as
    /// `trackctl export --format csv` writes them.
    case csv
    /// NMEA 0183 sentences, as receivers write them and gpsd logs them.
    case nmea
    /// GeoJSON, as `trackctl export --format geojson` writes it.
    case geoJSON

    /// The formats in a sentence, for an error.
    static let named =
        "GPX, the CSV that 'trackctl export' writes (or any with latitude and longitude columns) and NMEA 0183 logs"

    /// Bytes looked at to tell the format.
    private static let sniffed = 4096

    /// The format of the file at `path`.
    /// - Throws: ``TrackFileError`` when it cannot be read, is empty, or is
    ///   none of the formats (saying which are read).
    init(sniffing path: String) throws(TrackFileError) {
        let file = try RegularFile.open(path, as: "a track file")
        defer { close(file) }
        var head = [UInt8](repeating: 0, count: Self.sniffed)
        let count = try RegularFile.read(file, into: &head, count: Self.sniffed, path: path)
        var bytes = head[..<count]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard !bytes.isEmpty else { throw TrackFileError(path: path, line: nil, reason: "the file is empty") }
        let lines = bytes.split(separator: 0x0A).map { $0.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        // Blank lines and `#` comments (gpsd's logs begin with some) say nothing.
        guard let first = lines.first(where: { !$0.isEmpty && $0.first != 0x23 }) else {
            throw TrackFileError(
                path: path, line: nil, reason: "not a track file trackd reads, only comments: it reads \(Self.named)")
        }
        switch first.first {
        case 0x3C: self = .gpx
        case 0x24, 0x21: self = .nmea
        case 0x7B: self = .geoJSON
        default:
            guard CSVTrackReader.isHeader(first) else {
                throw TrackFileError(
                    path: path, line: nil, reason: "not a track file trackd reads: it reads \(Self.named)")
            }
            self = .csv
        }
    }
}

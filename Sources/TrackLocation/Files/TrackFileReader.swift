import TrackModel

/// Reads any track file `trackctl import` takes, its format found from its
/// content (``TrackFileFormat``): GPX, CSV with latitude and longitude
/// columns and GeoJSON (what `trackctl export` writes comes back), and NMEA
/// 0183 logs.
public struct TrackFileReader: TrackFileReading {
    public init() {}

    public func read(_ path: String, _ each: (TrackFileItem) throws -> Void) throws -> TrackFileFacts {
        switch try TrackFileFormat(sniffing: path) {
        case .gpx: try GPXFileReader().read(path, each)
        case .csv: try CSVTrackReader().read(path, each)
        case .nmea: try NMEATrackReader().read(path, each)
        case .geoJSON: try GeoJSONTrackReader().read(path, each)
        }
    }
}

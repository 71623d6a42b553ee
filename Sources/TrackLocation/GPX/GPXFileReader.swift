import TrackModel

/// Reads GPX files for import with ``GPXReader``: the real-world variety the
/// replay takes.
public struct GPXFileReader: TrackFileReading {
    public init() {}

    public func read(_ path: String, _ each: (TrackFileItem) throws -> Void) throws -> TrackFileFacts {
        let reader = try GPXReader(path: path)
        while let item = try reader.next() { try each(item) }
        return TrackFileFacts(trackName: reader.trackName, unusableTimes: reader.unusableTimes)
    }
}

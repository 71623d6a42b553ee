/// Reads GPX files for import with ``GPXReader``: the real-world variety the
/// replay takes. The file is parsed on a thread of its own, a few thousand
/// points ahead of the caller, so that parsing and storing run on two cores.
public struct GPXFileReader: TrackFileReading {
    public init() {}

    public func read(_ path: String, _ each: (GPXItem) throws -> Void) throws -> String? {
        try ReadAhead.run(
            produce: { emit in
                let reader = try GPXReader(path: path)
                while let item = try reader.next() { try emit(item) }
                return reader.trackName
            },
            consume: each)
    }
}

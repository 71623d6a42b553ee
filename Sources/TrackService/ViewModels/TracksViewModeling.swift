import TrackModel

/// A track with everything the Tracks screen shows of it.
public struct TrackDetail: Sendable, Equatable {
    public var summary: TrackSummary
    public var notes: [Note]

    public init(summary: TrackSummary, notes: [Note]) {
        self.summary = summary
        self.notes = notes
    }
}

/// The Tracks screen's view model: saved tracks.
public protocol TracksViewModeling: Sendable {
    /// Every saved track, oldest first.
    func tracks() throws -> [TrackSummary]
    /// One track with its notes.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func track(_ id: Int64) throws -> TrackDetail
    /// The track with its notes, its points read as they are wanted.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func content(_ id: Int64) throws -> TrackContent
    /// Deletes a saved track.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func delete(_ id: Int64) throws
    /// Stores the track file at `path` as a saved track, all or nothing:
    /// named `name`, else as the file names its track, else `fallbackName`.
    /// - Throws: ``CommandRefusal`` for a file without points; the reader's
    ///   error, saying where the file broke, for a broken one.
    func importTrack(path: String, name: String?, description: String?, fallbackName: String) throws -> ImportedTrack
}

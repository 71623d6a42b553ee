import TrackModel

/// A track with everything the Tracks screen shows of it: its figures, and
/// its notes up to ``listedNotes`` (a track imported with a million
/// waypoints is shown in bounded memory; its summary counts them all and an
/// export has them all).
public struct TrackDetail: Sendable, Equatable {
    /// The most notes a track's detail lists.
    public static let listedNotes = 1000

    public var summary: TrackSummary
    /// The first notes, in order: all of them, or ``listedNotes``.
    public var notes: [Note]

    /// How many notes the track has beyond those listed.
    public var unlistedNotes: Int { max(0, summary.noteCount - notes.count) }

    public init(summary: TrackSummary, notes: [Note]) {
        self.summary = summary
        self.notes = notes
    }
}

/// The Tracks screen's view model: saved tracks.
public protocol TracksViewModeling: Sendable {
    /// Every saved track, oldest first.
    func tracks() throws -> [TrackListing]
    /// One track with its first notes.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func track(_ id: Int64) throws -> TrackDetail
    /// The track with its notes, its points read as they are wanted.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func content(_ id: Int64) throws -> TrackContent
    /// Deletes a saved track.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func delete(_ id: Int64) throws
    /// Renames a saved track (and, unless `description` is `nil`, describes
    /// it anew; empty: no description), by `save`'s rules for both.
    /// - Throws: ``CommandRefusal`` "no such track ID", or why the name or
    ///   description is refused.
    func rename(_ id: Int64, name: String, description: String?) throws -> TrackSummary
    /// Stores the track file at `path` as a saved track, all or nothing:
    /// named `name`, else as the file names its track, else `fallbackName`.
    /// - Throws: ``CommandRefusal`` for a file without points; the reader's
    ///   error, saying where the file broke, for a broken one.
    func importTrack(path: String, name: String?, description: String?, fallbackName: String) throws -> ImportedTrack
}

/// Persistence for recordings, saved tracks and notes.
///
/// Used by the recorder and the Tracks view model, which receive it in their
/// initialisers. Every method either completes durably or throws and changes
/// nothing.
public protocol DataStorageManager: AnyObject, Sendable {
    /// What opening found wrong with the fix journal a crash left, and how
    /// it was repaired (damaged lines left out, where the file as found was
    /// set aside), for the log and `status`; `nil` when it was whole.
    var journalRepair: String? { get }

    // MARK: The recording

    /// The recording left unsaved by an earlier run, with its newest
    /// `recentPoints` points.
    func unsavedRecording(recentPoints: Int) throws -> UnsavedRecording?

    /// Up to `limit` points of the unsaved recording `recording` in order,
    /// from the one after `position` (0 for its first): how a resumed
    /// recording's figures are worked out a stretch at a time. Points
    /// committed since the last call are included.
    func recordingPoints(_ recording: Int64, after position: Int64, limit: Int) throws -> [PositionedPoint]

    /// Creates the unsaved recording and returns its id.
    func beginRecording() throws -> Int64

    /// Remembers whether the recording is on, so a restart can resume it.
    func setRecordingActive(_ recording: Int64, _ active: Bool) throws

    /// Commits one point; when it returns, the point survives a crash.
    func append(_ point: TrackPoint, to recording: Int64) throws

    /// Commits a note on the recording.
    func addNote(_ note: Note, to recording: Int64) throws

    /// Turns the recording into a saved track with `name` and its statistics.
    func saveRecording(
        _ recording: Int64, name: String, description: String?, statistics: TrackStatistics
    ) throws -> TrackSummary

    /// Deletes the unsaved recording with its points and notes.
    func discardRecording(_ recording: Int64) throws

    // MARK: Saved tracks

    /// Every saved track, oldest first, as a list shows it.
    func savedTracks() throws -> [TrackListing]

    /// One saved track, or `nil` when there is none with that id.
    func savedTrack(_ id: Int64) throws -> TrackSummary?

    /// Hands the points of a saved track to `body` in order, as they are
    /// read: an export of any length holds one point at a time.
    func forEachPoint(ofTrack id: Int64, _ body: (TrackPoint) throws -> Void) throws

    /// Hands the notes of a saved track to `body` in order, as they are
    /// read: a track imported with a million waypoints is exported holding
    /// one note at a time.
    func forEachNote(ofTrack id: Int64, _ body: (Note) throws -> Void) throws

    /// The first `limit` notes of a saved track, in order: what a screen
    /// lists.
    func notes(ofTrack id: Int64, first limit: Int) throws -> [Note]

    /// Deletes a saved track with its points and notes; `false` when there
    /// is no saved track with that id.
    func deleteTrack(_ id: Int64) throws -> Bool

    /// Gives a saved track a new name and, unless `description` is `nil`, a
    /// new description (empty: none); `false` when there is no saved track
    /// with that id.
    func renameTrack(_ id: Int64, name: String, description: String?) throws -> Bool

    /// Stores a whole track, all or nothing: `fill` writes its points and
    /// notes to the sink and returns the track's name and figures. The track
    /// is listed only once all of it is stored; when `fill` throws (or trackd
    /// dies meanwhile), nothing of it remains.
    func importTrack(
        description: String?, fill: (any TrackSink) throws -> (name: String, statistics: TrackStatistics)
    ) throws -> TrackSummary
}

extension DataStorageManager {
    /// A storage without a journal has nothing to repair.
    public var journalRepair: String? { nil }

    /// The points of a saved track, in order, all in memory.
    public func points(ofTrack id: Int64) throws -> [TrackPoint] {
        var points: [TrackPoint] = []
        try forEachPoint(ofTrack: id) { points.append($0) }
        return points
    }

    /// The notes of a saved track, in order, all in memory.
    public func notes(ofTrack id: Int64) throws -> [Note] {
        var notes: [Note] = []
        try forEachNote(ofTrack: id) { notes.append($0) }
        return notes
    }
}

/// A track with everything the Tracks screen shows of it.
public struct TrackDetail: Sendable, Equatable {
    public var summary: TrackSummary
    public var notes: [Note]

    public init(summary: TrackSummary, notes: [Note]) {
        self.summary = summary
        self.notes = notes
    }
}

/// The formats `export` writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    case gpx
}

/// The Tracks screen's view model: saved tracks.
public protocol TracksViewModeling: Sendable {
    /// Every saved track, oldest first.
    func tracks() throws -> [TrackSummary]
    /// One track with its notes.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func track(_ id: Int64) throws -> TrackDetail
    /// The track written in `format`.
    /// - Throws: ``CommandRefusal`` "no such track ID".
    func export(_ id: Int64, format: ExportFormat) throws -> [UInt8]
}

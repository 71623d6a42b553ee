/// The recording that was in progress when trackd last stopped, as far as
/// resuming needs it at once: its count and newest points. The rest is read
/// a stretch at a time (``DataStorageManager/recordingPoints(_:after:limit:)``),
/// so that resuming a recording of any length holds a few points, not all.
public struct UnsavedRecording: Sendable, Equatable {
    public var id: Int64
    /// Whether it was recording (not stopped) when trackd stopped.
    public var wasActive: Bool
    /// How many points it has.
    public var pointCount: Int
    /// Its newest points, oldest first: as many as were asked for, or all
    /// when it has fewer.
    public var recentPoints: [TrackPoint]
    public var notes: [Note]

    public init(id: Int64, wasActive: Bool, pointCount: Int, recentPoints: [TrackPoint], notes: [Note]) {
        self.id = id
        self.wasActive = wasActive
        self.pointCount = pointCount
        self.recentPoints = recentPoints
        self.notes = notes
    }
}

/// The recording that was in progress when trackd last stopped.
public struct UnsavedRecording: Sendable, Equatable {
    public var id: Int64
    /// Whether it was recording (not stopped) when trackd stopped.
    public var wasActive: Bool
    public var points: [TrackPoint]
    public var notes: [Note]

    public init(id: Int64, wasActive: Bool, points: [TrackPoint], notes: [Note]) {
        self.id = id
        self.wasActive = wasActive
        self.points = points
        self.notes = notes
    }
}

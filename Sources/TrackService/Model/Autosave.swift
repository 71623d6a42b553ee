/// A journey trackd saved by itself (`autosave_after_idle`).
public struct Autosave: Sendable, Equatable {
    /// The saved track.
    public var track: TrackSummary
    /// What ended the journey: `"no movement"` or `"no fix"`.
    public var reason: String
}

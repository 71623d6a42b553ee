/// A journey trackd saved by itself (`autosave_after_idle`).
public struct Autosave: Sendable, Equatable {
    /// What ended a journey.
    public enum Reason: String, Sendable, CustomStringConvertible {
        /// The position stayed put.
        case noMovement = "no movement"
        /// No fix came.
        case noFix = "no fix"

        public var description: String { rawValue }
    }

    /// The saved track.
    public var track: TrackSummary
    /// What ended the journey.
    public var reason: Reason

    public init(track: TrackSummary, reason: Reason) {
        self.track = track
        self.reason = reason
    }
}

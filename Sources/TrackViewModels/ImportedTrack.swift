import TrackModel

/// A file stored as a saved track, and what of it was not stored as it
/// stood, for the import's summary.
public struct ImportedTrack: Sendable, Equatable {
    public var summary: TrackSummary
    /// Points dropped because they repeated the point before them (same
    /// time and position), as the data rules say.
    public var repeatedPoints: Int
    /// Points and waypoints kept without their time, which was impossible.
    public var unusableTimes: Int

    public init(summary: TrackSummary, repeatedPoints: Int, unusableTimes: Int) {
        self.summary = summary
        self.repeatedPoints = repeatedPoints
        self.unusableTimes = unusableTimes
    }
}

/// What reading a track file found besides its points: its name, and what
/// it said that could not be used as it stood.
public struct TrackFileFacts: Sendable, Equatable {
    /// The name of the file's first track, if it gives one.
    public var trackName: String?
    /// Points and waypoints whose time was impossible (outside
    /// ``Fix/plausibleTimes``, or with an impossible zone offset): kept,
    /// without a time.
    public var unusableTimes: Int

    public init(trackName: String?, unusableTimes: Int) {
        self.trackName = trackName
        self.unusableTimes = unusableTimes
    }
}

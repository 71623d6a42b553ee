/// How the recorder records: the statistics' noise handling and when a
/// gap in fixes begins a new segment.
public struct RecordingSettings: Sendable, Equatable {
    public var statistics = StatisticsSettings()
    /// A gap between fixes longer than this, seconds, begins a new segment
    /// (`segment_gap`): a tunnel, a receiver switched off and on. The
    /// figures go on across it (``TrackPoint/bridgesGap``).
    public var segmentGap = 120.0
    /// How much of each new speed the displayed speed takes (exponential
    /// smoothing): enough to follow a change within a few fixes, little enough
    /// that the display does not flicker with each fix's noise.
    public var speedSmoothing = 0.5
    /// Seconds without movement or without a fix after which a journey is
    /// saved as a track of its own and the next journey recorded anew
    /// (`autosave_after_idle`); `nil` leaves saving to the user.
    public var autosaveAfterIdle: Double?
    /// Metres a position must move to count as movement for
    /// ``autosaveAfterIdle``: beyond a parked receiver's wander.
    public var journeyRadius = 50.0
    /// The most points of the trace a map draws that are kept older than
    /// the recent stretch the live map frames; beyond it the older trace is
    /// thinned, so that an endless recording holds the same memory on its
    /// millionth fix as on its thousandth (480 KB at this default).
    public var traceBudget = 20_000

    public init() {}
}

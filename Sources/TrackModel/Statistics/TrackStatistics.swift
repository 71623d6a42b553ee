import FoundationEssentials

/// The figures of a recording or a saved track, as a ``TrackMeter`` works
/// them out.
///
/// Every point counts in ``points``, ``segments``, ``start`` and ``end``; the
/// distance, speeds, moving time and elevation come from the motion model,
/// so that receiver noise and bad fixes shape none of them. The figures
/// agree with each other: ``maxSpeed`` is at least ``averageMovingSpeed``,
/// which is at least ``averageSpeed``.
public struct TrackStatistics: Sendable, Equatable {
    /// Points recorded.
    public internal(set) var points = 0
    /// Length along the track, metres, summed within segments.
    public internal(set) var distance = 0.0
    /// Recording segments (a stop and start, or a long gap, begins a new one).
    public internal(set) var segments = 0
    /// Time of the earliest point that had a time.
    public internal(set) var start: Date?
    /// Time of the latest point that had a time.
    public internal(set) var end: Date?
    /// Seconds spent moving: steps faster than walking pace.
    public internal(set) var movingTime = 0.0
    /// Metres covered while moving: the steps that count in ``movingTime``.
    public internal(set) var movingDistance = 0.0
    /// Metres of the steps between two fixes that both had a time: what
    /// ``duration`` covers. A point without a time counts for ``distance``
    /// but gives no speed and no time.
    public internal(set) var timedDistance = 0.0
    /// Highest speed, metres per second, held over a stretch long enough to
    /// trust (see ``SustainedSpeed``).
    public internal(set) var maxSpeed: Double?
    /// Metres climbed by the modelled altitude while moving, counted with
    /// hysteresis.
    public internal(set) var elevationGain = 0.0
    /// Metres descended, counted with hysteresis.
    public internal(set) var elevationLoss = 0.0

    public init() {}

    /// Statistics as stored with a saved track. Tracks saved before moving
    /// and timed distances were kept give `nil`: all their distance counts.
    public init(
        stored points: Int, distance: Double, segments: Int, start: Date?, end: Date?, movingTime: Double,
        movingDistance: Double?, timedDistance: Double?, maxSpeed: Double?, elevationGain: Double,
        elevationLoss: Double
    ) {
        self.points = points
        self.distance = distance
        self.movingDistance = movingDistance ?? distance
        self.timedDistance = timedDistance ?? distance
        self.segments = segments
        self.start = start
        self.end = end
        self.movingTime = movingTime
        self.maxSpeed = maxSpeed
        self.elevationGain = elevationGain
        self.elevationLoss = elevationLoss
    }

    /// Seconds from ``start`` to ``end``.
    public var duration: Double { Self.duration(from: start, to: end) }

    /// Seconds from `start` to `end`; 0 without both.
    static func duration(from start: Date?, to end: Date?) -> Double {
        guard let start, let end else { return 0 }
        return max(0, end.timeIntervalSince(start))
    }

    /// Whether any point had a time: without, a track has a length but no
    /// duration, speed or moving time.
    public var hasTimes: Bool { start != nil }

    /// The timed distance over the duration, metres per second, never above
    /// ``averageMovingSpeed`` (a long gap's way may be counted without its
    /// time as moving time); `nil` without a duration.
    public var averageSpeed: Double? {
        guard duration > 0 else { return nil }
        return min(timedDistance / duration, averageMovingSpeed ?? 0)
    }

    /// The moving distance over the moving time, metres per second; `nil`
    /// before moving.
    public var averageMovingSpeed: Double? {
        movingTime > 0 ? movingDistance / movingTime : nil
    }

    /// The statistics of `points`, in order.
    public static func of(
        _ points: some Sequence<TrackPoint>, settings: StatisticsSettings = StatisticsSettings()
    ) -> TrackStatistics {
        var meter = TrackMeter(settings: settings)
        for point in points { meter.add(point) }
        return meter.statistics
    }
}

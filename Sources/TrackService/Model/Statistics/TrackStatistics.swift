import FoundationEssentials

/// The figures of a recording or a saved track, accumulated one point at a
/// time so that the cost of a fix does not grow with the track.
///
/// Every point counts in ``points``, ``segments``, ``start`` and ``end``. Only
/// points accurate enough (``StatisticsSettings/accuracyLimit``) count in the
/// distance, speeds, moving time and elevation, and only the steps that a
/// ``MovementFilter`` takes for movement count in the distance and moving
/// time: receiver noise and bad fixes shape none of them.
public struct TrackStatistics: Sendable {
    /// Points recorded.
    public private(set) var points = 0
    /// Length along the track, metres, summed within segments.
    public private(set) var distance = 0.0
    /// Recording segments (a stop and start, or a long gap, begins a new one).
    public private(set) var segments = 0
    /// Time of the earliest point that had a time.
    public private(set) var start: Date?
    /// Time of the latest point that had a time.
    public private(set) var end: Date?
    /// Seconds spent moving: steps faster than walking pace.
    public private(set) var movingTime = 0.0
    /// Metres covered while moving: the steps that count in ``movingTime``.
    public private(set) var movingDistance = 0.0
    /// Metres of the steps between two fixes that both had a time: what
    /// ``duration`` covers. A point without a time counts for ``distance``
    /// but gives no speed and no time.
    public private(set) var timedDistance = 0.0
    /// Highest speed, metres per second: the receiver's, else the steps'.
    public private(set) var maxSpeed: Double?
    /// Metres climbed, counted with hysteresis.
    public private(set) var elevationGain = 0.0
    /// Metres descended, counted with hysteresis.
    public private(set) var elevationLoss = 0.0

    private let settings: StatisticsSettings
    private var movement: MovementFilter
    private var lastSegment: Int?
    /// The altitude level climbs and descents are measured from.
    private var elevationLevel: Double?
    /// The latest altitudes, averaged before the hysteresis.
    private var recentAltitudes: [Double] = []

    public init(settings: StatisticsSettings = StatisticsSettings()) {
        self.settings = settings
        movement = MovementFilter(settings: settings)
    }

    /// Statistics as stored with a saved track. Tracks saved before moving
    /// and timed distances were kept give `nil`: all their distance counts.
    public init(
        stored points: Int, distance: Double, segments: Int, start: Date?, end: Date?, movingTime: Double,
        movingDistance: Double?, timedDistance: Double?, maxSpeed: Double?, elevationGain: Double,
        elevationLoss: Double
    ) {
        self.init()
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
    public var duration: Double {
        guard let start, let end else { return 0 }
        return max(0, end.timeIntervalSince(start))
    }

    /// Whether any point had a time: without, a track has a length but no
    /// duration, speed or moving time.
    public var hasTimes: Bool { start != nil }

    /// The timed distance over the duration, metres per second; `nil`
    /// without a duration.
    public var averageSpeed: Double? {
        duration > 0 ? timedDistance / duration : nil
    }

    /// The moving distance over the moving time, metres per second; `nil`
    /// before moving.
    public var averageMovingSpeed: Double? {
        movingTime > 0 ? movingDistance / movingTime : nil
    }

    /// Adds the next point of the track.
    public mutating func add(_ point: TrackPoint) {
        points += 1
        if point.segment != lastSegment {
            segments += 1
            lastSegment = point.segment
            movement.reset()
        }
        if let time = point.fix.time {
            start = min(start ?? time, time)
            end = max(end ?? time, time)
        }
        if let error = point.fix.horizontalError, error > settings.accuracyLimit { return }
        if let speed = point.fix.speed {
            maxSpeed = max(maxSpeed ?? speed, speed)
        }
        if let step = movement.add(point.fix) {
            addStep(step, receiverSpeed: point.fix.speed)
        }
        if let altitude = point.fix.altitudeMSL ?? point.fix.altitudeHAE {
            addAltitude(altitude)
        }
    }

    private mutating func addStep(_ step: MovementFilter.Step, receiverSpeed: Double?) {
        distance += step.metres
        if step.seconds != nil { timedDistance += step.metres }
        guard let seconds = step.seconds, seconds > 0, seconds <= settings.longestMovingStep,
            receiverSpeed != nil || step.metres / seconds >= settings.movingSpeedThreshold
        else { return }
        movingTime += seconds
        movingDistance += step.metres
        if receiverSpeed == nil { maxSpeed = max(maxSpeed ?? 0, step.metres / seconds) }
    }

    private mutating func addAltitude(_ reading: Double) {
        recentAltitudes.append(reading)
        if recentAltitudes.count > settings.elevationSmoothing { recentAltitudes.removeFirst() }
        let altitude = recentAltitudes.reduce(0, +) / Double(recentAltitudes.count)
        guard let level = elevationLevel else {
            elevationLevel = altitude
            return
        }
        if altitude - level > settings.elevationHysteresis {
            elevationGain += altitude - level
            elevationLevel = altitude
        } else if level - altitude > settings.elevationHysteresis {
            elevationLoss += level - altitude
            elevationLevel = altitude
        }
    }

    /// The statistics of `points`, in order.
    public static func of(
        _ points: some Sequence<TrackPoint>, settings: StatisticsSettings = StatisticsSettings()
    ) -> TrackStatistics {
        var statistics = TrackStatistics(settings: settings)
        for point in points { statistics.add(point) }
        return statistics
    }
}

extension TrackStatistics: Equatable {
    /// Equal figures; how they were reached (settings, the last point) aside.
    public static func == (lhs: TrackStatistics, rhs: TrackStatistics) -> Bool {
        lhs.points == rhs.points && lhs.distance == rhs.distance && lhs.segments == rhs.segments
            && lhs.start == rhs.start && lhs.end == rhs.end && lhs.movingTime == rhs.movingTime
            && lhs.movingDistance == rhs.movingDistance && lhs.timedDistance == rhs.timedDistance
            && lhs.maxSpeed == rhs.maxSpeed && lhs.elevationGain == rhs.elevationGain
            && lhs.elevationLoss == rhs.elevationLoss
    }
}

import Foundation

/// The figures of a recording or a saved track, accumulated one point at a
/// time so that the cost of a fix does not grow with the track.
public struct TrackStatistics: Sendable, Equatable {
    /// A step slower than this, metres per second, counts as standing still.
    static let movingSpeedThreshold = 0.5
    /// A gap between fixes longer than this, seconds, is not moving time.
    static let longestMovingStep = 300.0

    /// Points recorded.
    public private(set) var points = 0
    /// Length along the track, metres, summed within segments.
    public private(set) var distance = 0.0
    /// Recording segments (a stop and start begins a new one).
    public private(set) var segments = 0
    /// Time of the earliest point that had a time.
    public private(set) var start: Date?
    /// Time of the latest point that had a time.
    public private(set) var end: Date?
    /// Seconds spent moving: steps faster than walking pace.
    public private(set) var movingTime = 0.0
    /// Highest speed, metres per second: the receiver's, else the steps'.
    public private(set) var maxSpeed: Double?

    private var last: TrackPoint?

    public init() {}

    /// Statistics as stored with a saved track.
    init(
        stored points: Int, distance: Double, segments: Int, start: Date?, end: Date?, movingTime: Double,
        maxSpeed: Double?
    ) {
        self.points = points
        self.distance = distance
        self.segments = segments
        self.start = start
        self.end = end
        self.movingTime = movingTime
        self.maxSpeed = maxSpeed
    }

    /// Seconds from ``start`` to ``end``.
    public var duration: Double {
        guard let start, let end else { return 0 }
        return max(0, end.timeIntervalSince(start))
    }

    /// Distance over duration, metres per second; `nil` without a duration.
    public var averageSpeed: Double? {
        duration > 0 ? distance / duration : nil
    }

    /// Adds the next point of the track.
    public mutating func add(_ point: TrackPoint) {
        points += 1
        if let last, last.segment == point.segment {
            let step = GeodesicDistance.metres(from: last.fix, to: point.fix)
            distance += step
            if let from = last.fix.time, let to = point.fix.time {
                let seconds = to.timeIntervalSince(from)
                if seconds > 0 && seconds <= Self.longestMovingStep && step / seconds >= Self.movingSpeedThreshold {
                    movingTime += seconds
                    if point.fix.speed == nil { maxSpeed = max(maxSpeed ?? 0, step / seconds) }
                }
            }
        } else {
            segments += 1
        }
        if let time = point.fix.time {
            start = min(start ?? time, time)
            end = max(end ?? time, time)
        }
        if let speed = point.fix.speed {
            maxSpeed = max(maxSpeed ?? speed, speed)
        }
        last = point
    }

    /// The statistics of `points`, in order.
    public static func of(_ points: some Sequence<TrackPoint>) -> TrackStatistics {
        var statistics = TrackStatistics()
        for point in points { statistics.add(point) }
        return statistics
    }
}

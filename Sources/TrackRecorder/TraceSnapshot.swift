import FoundationEssentials
import SyncPrimitives
import TrackModel

/// One point of the trace as a map draws it: position and segment only, so
/// that a million points take 24 MB rather than the full fixes' 250 MB.
public struct TracePoint: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double
    public var segment: Int

    public init(_ point: TrackPoint) {
        latitude = point.fix.latitude
        longitude = point.fix.longitude
        segment = point.segment
    }
}

/// The recorded trace as the `locations` property publishes it: a count and
/// the newest point over an append-only store, so that publishing a fix costs
/// the same at the millionth point as at the first (the original copied the
/// whole array of locations on every fix).
public struct TraceSnapshot: Sendable {
    /// How many points the trace had when the snapshot was taken.
    public let count: Int
    /// The newest point, in full.
    public let last: TrackPoint?
    private let store: TraceStore

    init(store: TraceStore) {
        (count, last) = store.countAndLast()
        self.store = store
    }

    /// The points of this snapshot, oldest first.
    public var points: ArraySlice<TracePoint> {
        store.prefix(count)
    }
}

/// Append-only storage behind ``TraceSnapshot``; appends and reads may come
/// from different threads.
final class TraceStore: @unchecked Sendable {
    private let lock = Lock()
    private var points: [TracePoint] = []
    private var last: TrackPoint?

    func append(_ point: TrackPoint) {
        lock.withLock {
            points.append(TracePoint(point))
            last = point
        }
    }

    func replace(with points: [TrackPoint]) {
        lock.withLock {
            self.points = points.map(TracePoint.init)
            last = points.last
        }
    }

    func countAndLast() -> (Int, TrackPoint?) {
        lock.withLock { (points.count, last) }
    }

    func prefix(_ count: Int) -> ArraySlice<TracePoint> {
        lock.withLock { points.prefix(count) }
    }
}

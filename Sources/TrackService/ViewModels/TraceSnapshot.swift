import Foundation

/// The recorded trace as the `locations` property publishes it: a count and
/// the newest point over an append-only store, so that publishing a fix costs
/// the same at the millionth point as at the first (the original copied the
/// whole array of locations on every fix).
public struct TraceSnapshot: Sendable {
    /// How many points the trace had when the snapshot was taken.
    public let count: Int
    /// The newest point.
    public let last: TrackPoint?
    private let store: TraceStore

    init(store: TraceStore) {
        let (count, last) = store.countAndLast()
        self.count = count
        self.last = last
        self.store = store
    }

    /// The points of this snapshot, oldest first.
    public var points: ArraySlice<TrackPoint> {
        store.prefix(count)
    }
}

/// Append-only storage behind ``TraceSnapshot``; appends and reads may come
/// from different threads.
final class TraceStore: @unchecked Sendable {
    private let lock = NSLock()
    private var points: [TrackPoint] = []

    func append(_ point: TrackPoint) {
        lock.withLock { points.append(point) }
    }

    func replace(with points: [TrackPoint]) {
        lock.withLock { self.points = points }
    }

    func countAndLast() -> (Int, TrackPoint?) {
        lock.withLock { (points.count, points.last) }
    }

    func prefix(_ count: Int) -> ArraySlice<TrackPoint> {
        lock.withLock { points.prefix(count) }
    }
}

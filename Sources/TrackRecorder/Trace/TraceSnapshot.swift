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

/// The recorded trace as the `locations` property publishes it: how many
/// points were recorded and the newest one, over the store that keeps what a
/// map draws, so that publishing a fix costs the same at the millionth point
/// as at the first.
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

    /// A trace of `points` as recorded, each drawn: what a view model
    /// without a recorder behind it (a screen test's stub) publishes.
    public init(points: [TrackPoint]) {
        let store = TraceStore(budget: max(1, points.count))
        for point in points { store.append(point) }
        self.init(store: store)
    }

    /// The trace as a map draws it now, oldest first: the newest points as
    /// recorded, older ones thinned (``ThinnedTrace``). Read when drawn, it
    /// may hold points recorded after the snapshot was taken.
    public var points: [TracePoint] {
        store.drawnPoints()
    }
}

import SyncPrimitives
import TrackModel

/// The storage behind ``TraceSnapshot``: the count of points recorded, the
/// newest in full, and the ``ThinnedTrace`` a map draws. Appends and reads
/// may come from different threads.
final class TraceStore: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0
    private var last: TrackPoint?
    private var drawn: ThinnedTrace

    /// A store keeping at most `budget` older points to draw.
    init(budget: Int) {
        drawn = ThinnedTrace(budget: budget)
    }

    /// Counts `point` and, when `drawing`, hands it to the trace drawn.
    /// While a resumed recording's trace is being worked out, points are
    /// counted only: the worked-out trace brings them in order.
    func append(_ point: TrackPoint, drawing: Bool = true) {
        lock.withLock {
            count += 1
            last = point
            if drawing { drawn.append(TracePoint(point)) }
        }
    }

    /// Sets the store to `count` points ending with `last`, drawing none
    /// yet: a resumed recording, or (with nothing) a cleared one.
    func reset(count: Int = 0, last: TrackPoint? = nil) {
        lock.withLock {
            self.count = count
            self.last = last
            drawn = ThinnedTrace(budget: drawn.budget)
        }
    }

    /// Draws `trace`, worked out from the stored points of a resumed
    /// recording (those counted only meanwhile among them).
    func draw(_ trace: ThinnedTrace) {
        lock.withLock { drawn = trace }
    }

    /// How many points are kept to draw.
    var keptCount: Int { lock.withLock { drawn.keptCount } }

    func countAndLast() -> (Int, TrackPoint?) {
        lock.withLock { (count, last) }
    }

    func drawnPoints() -> [TracePoint] {
        lock.withLock { drawn.points }
    }
}

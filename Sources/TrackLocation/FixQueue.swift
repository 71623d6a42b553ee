import FoundationEssentials
import SyncPrimitives
import TrackModel

/// A bounded first-in, first-out queue of fixes between a thread that must
/// never wait (reading gpsd) and one that may (committing each fix to disk).
///
/// gpsd does not wait for a slow client: when a client's socket is full it
/// drops that client's reports. Reading gpsd on a thread of its own, with
/// this queue between it and storage, keeps the socket drained while a
/// commit waits for the disk.
final class FixQueue: @unchecked Sendable {
    /// Fixes held at most; past it the oldest is dropped (at 10 Hz, over
    /// fifteen minutes of a storage stall).
    let capacity: Int
    private let condition = Condition()
    private var fixes = FIFOQueue<Fix>()
    private var isClosed = false
    private var droppedCount = 0

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// Adds `fix`; never waits. Returns `false` when the queue was full and
    /// its oldest fix was dropped to make room.
    @discardableResult
    func push(_ fix: Fix) -> Bool {
        condition.withLock {
            var kept = true
            if fixes.count >= capacity {
                _ = fixes.popFirst()
                droppedCount += 1
                kept = false
            }
            fixes.append(fix)
            condition.signal()
            return kept
        }
    }

    /// The oldest fix, waiting for one; `nil` once closed and empty.
    func pop() -> Fix? {
        condition.withLock {
            while fixes.isEmpty && !isClosed { condition.wait() }
            return fixes.popFirst()
        }
    }

    /// Ends the queue: `pop` hands out what is left, then `nil`.
    func close() {
        condition.withLock {
            isClosed = true
            condition.broadcast()
        }
    }

    /// Fixes dropped because the queue was full.
    var dropped: Int {
        condition.withLock { droppedCount }
    }
}

/// Runs a producer on a thread of its own, a few batches ahead of the
/// consumer on the calling thread: reading and parsing a file on one core
/// while the other stores what was read.
///
/// The queue between them is bounded (``run(batchSize:depth:produce:consume:)``
/// holds at most `depth` batches), so memory stays flat however long the
/// input. When the consumer throws, the producer is stopped at its next item
/// and the consumer's error is rethrown; when the producer throws, the items
/// before the error are consumed first, then its error is rethrown.
public enum ReadAhead {
    /// Runs `produce`, which hands its items to `emit`, and calls `consume`
    /// with each item in order on the calling thread; returns what `produce`
    /// returned once every item is consumed. Returns only after the
    /// producer's thread has finished.
    public static func run<Item: Sendable, Outcome: Sendable>(
        batchSize: Int = 4096, depth: Int = 4,
        produce: @escaping @Sendable (_ emit: (Item) throws -> Void) throws -> Outcome,
        consume: (Item) throws -> Void
    ) throws -> Outcome {
        let queue = BoundedBatchQueue<Item, Outcome>(depth: depth)
        try DetachedThread.start(named: "read-ahead") {
            var batch: [Item] = []
            batch.reserveCapacity(batchSize)
            let outcome = Result {
                try produce { item in
                    batch.append(item)
                    if batch.count == batchSize {
                        try queue.push(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
            }
            queue.finish(lastBatch: batch, outcome: outcome)
        }
        do {
            while let batch = queue.pop() {
                for item in batch { try consume(item) }
            }
            return try queue.outcome()
        } catch {
            queue.cancel()
            throw error
        }
    }
}

/// The bounded queue of batches between ``ReadAhead``'s two threads.
private final class BoundedBatchQueue<Item: Sendable, Outcome: Sendable>: @unchecked Sendable {
    /// Thrown to the producer when the consumer has given up.
    struct Cancelled: Error {}

    private let condition = Condition()
    private let depth: Int
    // Guarded by `condition`.
    /// A plain array: it holds at most `depth` batches, and a popped batch
    /// must be released at once (a ``FIFOQueue`` keeps popped elements until
    /// it compacts).
    private var batches: [[Item]] = []
    private var result: Result<Outcome, any Error>?
    private var isCancelled = false

    init(depth: Int) {
        self.depth = depth
    }

    /// Producer: waits for room, then queues `batch`.
    func push(_ batch: [Item]) throws {
        try condition.withLock {
            while batches.count >= depth && !isCancelled { condition.wait() }
            if isCancelled { throw Cancelled() }
            batches.append(batch)
            condition.broadcast()
        }
    }

    /// Producer: queues what is left and the outcome; the producer is done.
    func finish(lastBatch: [Item], outcome: Result<Outcome, any Error>) {
        condition.withLock {
            if !lastBatch.isEmpty && !isCancelled { batches.append(lastBatch) }
            result = outcome
            condition.broadcast()
        }
    }

    /// Consumer: the next batch, or `nil` once the producer is done and
    /// everything is taken.
    func pop() -> [Item]? {
        condition.withLock {
            while batches.isEmpty && result == nil { condition.wait() }
            let batch = batches.isEmpty ? nil : batches.removeFirst()
            condition.broadcast()
            return batch
        }
    }

    /// Consumer, after the last batch: what the producer returned or threw.
    func outcome() throws -> Outcome {
        try condition.withLock { try result!.get() }
    }

    /// Consumer: stops the producer and waits until it is done.
    func cancel() {
        condition.withLock {
            isCancelled = true
            condition.broadcast()
            while result == nil { condition.wait() }
        }
    }
}

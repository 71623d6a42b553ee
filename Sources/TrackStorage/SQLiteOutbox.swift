import TrackModel

/// The ``OutboxStore`` in the track database, through the storage's own
/// lock: each server's cursor is a row of `outbox`, and its queue the
/// recorded points after it (`points.seq`, then the fix journal's points not
/// folded yet).
///
/// An acknowledgement goes to the fix journal like a replay's progress:
/// handed to the kernel at once, so that `kill -9` sends nothing twice, and
/// to the disk with the next recorded point. A power cut can lose the last
/// acknowledgements of a second or so; those positions are then sent again
/// (forwarding is at least once, never lost).
public final class SQLiteOutbox: OutboxStore, @unchecked Sendable {
    private let storage: SQLiteDataStorageManager

    /// The outbox kept in `storage`'s database.
    public init(storage: SQLiteDataStorageManager) {
        self.storage = storage
    }

    public func acknowledgedSequence(of sink: String) throws -> Int64 {
        try storage.whileOpen { try storage.changes.acknowledgedSequence(of: sink) }
    }

    public func acknowledge(_ sequence: Int64, by sink: String) throws {
        try storage.whileOpen { try storage.changes.journalAcknowledgement(sequence, by: sink) }
    }

    public func recordedPoints(after sequence: Int64, limit: Int) throws -> [RecordedPoint] {
        try storage.whileOpen { try storage.changes.recordedPoints(after: sequence, limit: limit) }
    }

    public func recordedPoint(_ sequence: Int64) throws -> RecordedPoint? {
        try storage.whileOpen { try storage.changes.recordedPoint(sequence) }
    }

    /// The newest record's sequence number.
    public func newestSequence() -> Int64 {
        storage.lock.withLock { storage.changes.newestSequence }
    }
}

import TrackModel

/// The ``ReplayProgressStore`` in the track database, beside the recording it
/// feeds, through the storage's own lock: each count goes to the fix
/// journal with the points, and into the tables with them when the journal
/// is folded, so that the count and the points a crash leaves agree.
///
/// A count is handed to the kernel, not waited for on the disk: the next
/// recorded point's journal entry takes it to the disk. A power cut can
/// leave it one point behind, never ahead; the point that is then offered
/// again repeats the last one recorded and is dropped as a repeat. A count
/// the journal cannot take (a full disk) is not an error: it goes to the
/// journal in one write with the next point, or with neither.
public final class SQLiteReplayProgress: ReplayProgressStore, @unchecked Sendable {
    private let storage: SQLiteDataStorageManager

    /// The progress kept in `storage`'s database.
    public init(storage: SQLiteDataStorageManager) {
        self.storage = storage
    }

    public func pointsTaken(fromFile file: String) throws -> Int {
        try storage.whileOpen { try storage.changes.replayProgress(of: file) }
    }

    public func setPointsTaken(_ count: Int, fromFile file: String) {
        storage.lock.withLock { storage.changes.journalReplayProgress(count, of: file) }
    }
}

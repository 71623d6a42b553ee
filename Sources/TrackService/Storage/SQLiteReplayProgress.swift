import TrackModel

/// The ``ReplayProgressStore`` in the track database, beside the recording it
/// feeds, through the storage's own connection and lock.
///
/// Each count is committed without waiting for the disk: the commit of the
/// next recorded point (or the clean close) makes it durable. A crash can
/// leave it one point behind, never ahead; the point that is then offered
/// again repeats the last one recorded and is dropped as a repeat.
public final class SQLiteReplayProgress: ReplayProgressStore, @unchecked Sendable {
    private let storage: SQLiteDataStorageManager

    /// The progress kept in `storage`'s database.
    public init(storage: SQLiteDataStorageManager) {
        self.storage = storage
    }

    public func pointsTaken(fromFile file: String) throws -> Int {
        try storage.lock.withLock {
            try storage.database.firstRow("SELECT ordinal FROM replay_cursors WHERE file = ?", .text(file)) {
                Int($0.int64(0))
            } ?? 0
        }
    }

    public func setPointsTaken(_ count: Int, fromFile file: String) throws {
        try storage.lock.withLock {
            try storage.commitUnsynced {
                try storage.database.run(
                    """
                    INSERT INTO replay_cursors (file, ordinal) VALUES (?, ?)
                    ON CONFLICT (file) DO UPDATE SET ordinal = excluded.ordinal
                    """,
                    .text(file), .integer(Int64(count)))
            }
        }
    }
}

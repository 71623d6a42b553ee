import CSQLite
import TrackModel

/// One import into the track database: a new track, marked as importing,
/// filled a chunk at a time, each chunk a commit of its own under the
/// storage's lock (taken here, as the ``SQLiteOutbox`` takes it), then named
/// with its figures and unmarked in one last commit. Between chunks the lock
/// is free, so the recording path commits its fixes while a large file
/// comes in; until the last commit no listing shows the track, and a crash
/// meanwhile leaves nothing but what the next start removes.
struct TrackImport {
    let storage: SQLiteDataStorageManager

    /// Points an import commits at a time.
    static let chunk = 8192

    /// Makes the track, has `fill` hand it its points and notes, and stores
    /// it with the name and figures `fill` returns; deletes it when anything
    /// fails.
    func run(
        description: String?, fill: (any TrackSink) throws -> (name: String, statistics: TrackStatistics)
    ) throws -> TrackSummary {
        let database = storage.database
        let id = try storage.whileOpen { () throws -> Int64 in
            let now = storage.clock().timeIntervalSince1970
            try database.run(
                """
                INSERT INTO tracks (id, created_at, saved_at, name, importing)
                VALUES (\(Schema.newTrackID), ?, ?, '', 1)
                """, .real(now), .real(now))
            return database.lastInsertedRowID
        }
        let sink = Sink(import: self, track: id)
        do {
            let result = try fill(sink)
            return try storage.whileOpen {
                try database.transaction {
                    try sink.writeBuffered()
                    try storage.storeSummary(
                        id, name: result.name, description: description, statistics: result.statistics,
                        unsavedOnly: false)
                    try database.run("UPDATE tracks SET importing = 0 WHERE id = ?", .integer(id))
                }
                guard let saved = try storage.loadSummary(id) else {
                    throw SQLiteError(
                        code: SQLITE_NOTFOUND, message: "imported track \(id) vanished", context: "import")
                }
                return saved
            }
        } catch {
            // Should this fail too (a full disk), the next start removes it.
            storage.lock.withLock { try? database.run("DELETE FROM tracks WHERE id = ?", .integer(id)) }
            throw error
        }
    }

    /// Runs `body`, one chunk, in a transaction that does not wait for the
    /// disk and does not look up each point's track (lock held).
    ///
    /// The chunks are invisible until the last commit, whose wait for the
    /// disk (with durability full) covers them all, so a large import costs
    /// one fsync rather than one a chunk. Every point of a chunk goes to
    /// the track the import made, which nothing else may delete while it is
    /// importing (and a crash meanwhile takes it with its points at the
    /// next start), so the foreign key's lookup of that track for each
    /// point (a tenth of an insert) is left out. The recording's commits,
    /// before and after, keep the durability configured and their checks.
    private func commitChunk(_ body: () throws -> Void) throws {
        let database = storage.database
        try database.execute("PRAGMA foreign_keys = OFF")
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        guard storage.durability == .full else { return try database.transaction(body) }
        try database.execute(Durability.normal.synchronousPragma)
        defer { try? database.execute(Durability.full.synchronousPragma) }
        try database.transaction(body)
    }

    /// Collects the points and notes and commits them a chunk at a time
    /// into the track being imported.
    private final class Sink: TrackSink {
        let trackImport: TrackImport
        let track: Int64
        private var points: [TrackPoint] = []
        private var notes: [Note] = []

        init(import trackImport: TrackImport, track: Int64) {
            self.trackImport = trackImport
            self.track = track
            points.reserveCapacity(TrackImport.chunk)
        }

        func add(_ point: TrackPoint) throws {
            points.append(point)
            if points.count == TrackImport.chunk {
                try trackImport.storage.whileOpen { try trackImport.commitChunk { try writeBuffered() } }
            }
        }

        func add(_ note: Note) throws { notes.append(note) }

        /// Inserts what is buffered (storage lock held, in a transaction).
        func writeBuffered() throws {
            let rows = trackImport.storage.rows
            try rows.insert(points, into: track)
            for note in notes { try rows.insert(note, into: track) }
            points.removeAll(keepingCapacity: true)
            notes.removeAll()
        }
    }
}

import CSQLite
import FoundationEssentials
import SyncPrimitives
import TrackModel

/// The ``DataStorageManager`` on one SQLite file in WAL mode.
///
/// One connection behind a lock for every write and short read: calls from
/// the recording path and from control clients are serialized. An appended
/// point goes to the ``FixJournal`` beside the database (on the disk first
/// with durability full; ``JournalledChanges`` keeps what it holds and the
/// tables do not yet), and the journal is folded into the tables every
/// ``foldEvery`` points and before anything else reads or changes the
/// recording: an SD card is written a line a fix rather than two 4 KiB
/// pages twice. Opening the database folds what a crash left in the
/// journal. Long reads (the points of an export) open a read-only
/// connection of their own, which WAL lets run beside the writer without
/// holding it up. An import (``TrackImport``) commits in chunks and lets
/// go of the lock between them.
public final class SQLiteDataStorageManager: DataStorageManager, @unchecked Sendable {
    let database: SQLiteDatabase
    /// The database file's path.
    let path: String
    let lock = Lock()
    let clock: @Sendable () -> Date
    let durability: Durability
    /// Writes points and notes (lock held).
    let rows: PointRows
    /// What the fix journal holds and the tables do not yet (lock held).
    let changes: JournalledChanges

    public private(set) var journalRepair: String?

    /// Points journalled between folds: ten minutes at 1 Hz. A fold commits
    /// them in one transaction, a few pages for hundreds of points.
    static let foldEvery = 600

    /// The journal of the database at `path`.
    static func journalPath(of path: String) -> String { path + "-fixes" }

    /// Opens the database at `path`, creating it and its folder when missing,
    /// upgrades its schema, and removes what an import cut short by a crash
    /// left behind.
    /// - Throws: ``StorageError`` for a file that is not a trackd database,
    ///   that a newer trackd wrote, that cannot be written, or that has a
    ///   symbolic link beside it (the file is left untouched), or
    ///   ``SQLiteError``.
    public init(
        path: String, durability: Durability = .full, clock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        try FilesBesideDatabase.refuseLinks(besides: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
        self.path = path
        self.clock = clock
        self.durability = durability
        do {
            database = try SQLiteDatabase(path: path, mode: .create)
            rows = PointRows(database: database)
            if database.isReadOnly {
                throw StorageError.readOnly(path: path, reason: "the file is write-protected")
            }
            do {
                changes = JournalledChanges(
                    journal: try FixJournal(path: Self.journalPath(of: path)), database: database, rows: rows)
            } catch {
                throw StorageError.readOnly(path: Self.journalPath(of: path), reason: error.description)
            }
            let version = try Self.identify(database, path: path)
            try database.execute("PRAGMA journal_mode = WAL")
            try database.execute(durability.synchronousPragma)
            try database.execute("PRAGMA foreign_keys = ON")
            try migrate(from: version)
            try database.run("DELETE FROM tracks WHERE importing = 1")
            journalRepair = try changes.recover(stamp: Self.stamp(clock()))
        } catch let error as SQLiteError {
            switch error.code & 0xFF {
            case SQLITE_NOTADB: throw StorageError.notADatabase(path: path, reason: error.message)
            case SQLITE_READONLY, SQLITE_CANTOPEN: throw StorageError.readOnly(path: path, reason: error.message)
            default: throw error
            }
        }
    }

    /// The schema version of a trackd database (0 for a new, empty file).
    /// - Throws: ``StorageError`` for another program's database or one a
    ///   newer trackd wrote, before anything is written to it.
    private static func identify(_ database: SQLiteDatabase, path: String) throws -> Int {
        let version = Int(try database.integer("PRAGMA user_version"))
        let application = try database.integer("PRAGMA application_id")
        let tables = Set(try database.rows("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) ?? "" })
        let isTrackd =
            application == Schema.applicationID
            || (application == 0 && version == 0 && tables.isEmpty)
            || (application == 0 && version == 1 && Schema.coreTables.isSubset(of: tables))
        guard isTrackd else {
            let reason =
                "an SQLite database of another program: application_id \(application), user_version \(version), tables "
                + (tables.isEmpty ? "none" : tables.sorted().joined(separator: ", "))
            throw StorageError.notADatabase(path: path, reason: reason)
        }
        if version > Schema.currentVersion {
            throw StorageError.newerSchema(path: path, found: version, supported: Schema.currentVersion)
        }
        return version
    }

    private func migrate(from version: Int) throws {
        guard version < Schema.currentVersion else { return }
        try database.transaction {
            for migration in Schema.migrations[version...] {
                try database.execute(migration)
            }
            try database.execute("PRAGMA user_version = \(Schema.currentVersion)")
        }
    }

    /// `20261125T101500Z`: a UTC time for a file's name, the whole second
    /// of ``ISO8601/format(_:)`` without its separators.
    static func stamp(_ date: Date) -> String {
        ISO8601.format(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
            .filter { $0 != "-" && $0 != ":" }
    }

    /// Runs `body` under the lock while the database is open.
    /// - Throws: ``StorageError/closed(path:)`` once ``close()`` has run:
    ///   a thread shutdown gave up waiting for (a server that hangs) finds
    ///   the database gone, and says so, rather than using a closed handle.
    func whileOpen<Result>(_ body: () throws -> Result) throws -> Result {
        try lock.withLock {
            guard database.handle != nil else { throw StorageError.closed(path: path) }
            return try body()
        }
    }

    /// Closes the database cleanly (folding the journal, checkpointing the
    /// WAL).
    public func close() {
        lock.withLock {
            try? changes.fold()
            rows.release()
            database.close()
        }
    }

    // MARK: The recording

    public func unsavedRecording(recentPoints: Int) throws -> UnsavedRecording? {
        try whileOpen {
            try changes.fold()
            let row = try database.firstRow("SELECT id, active FROM tracks WHERE saved_at IS NULL") {
                (id: $0.int64(0), active: $0.int64(1) != 0)
            }
            guard let row else { return nil }
            let count = try database.integer("SELECT count(*) FROM points WHERE track_id = \(row.id)")
            let recent = try database.rows(
                PointColumn.newestQuery,
                .integer(row.id), .integer(Int64(recentPoints)), map: PointColumn.point)
            return UnsavedRecording(
                id: row.id, wasActive: row.active, pointCount: Int(count), recentPoints: recent.reversed(),
                notes: try loadNotes(row.id))
        }
    }

    /// Folds the journal first: the points recorded since the last call are
    /// in the table, after the ones read before.
    public func recordingPoints(_ recording: Int64, after position: Int64, limit: Int) throws -> [PositionedPoint] {
        try whileOpen {
            try changes.fold()
            return try database.rows(
                PointColumn.positionedQuery + " WHERE track_id = ? AND id > ? ORDER BY id LIMIT ?",
                .integer(recording), .integer(position), .integer(Int64(limit)), map: PointColumn.positionedPoint)
        }
    }

    public func beginRecording() throws -> Int64 {
        try whileOpen {
            try database.run(
                "INSERT INTO tracks (id, created_at) VALUES (\(Schema.newTrackID), ?)",
                .real(clock().timeIntervalSince1970))
            return database.lastInsertedRowID
        }
    }

    public func setRecordingActive(_ recording: Int64, _ active: Bool) throws {
        try whileOpen {
            try database.run(
                "UPDATE tracks SET active = ? WHERE id = ? AND saved_at IS NULL", .integer(active ? 1 : 0),
                .integer(recording))
        }
    }

    /// Journals the point: counted once this returns, folded into the
    /// tables with others later.
    public func append(_ point: TrackPoint, to recording: Int64) throws {
        try whileOpen {
            let unfolded = try changes.record(point, to: recording, sync: durability == .full)
            // The point is safe in the journal: a fold that fails (a full
            // disk) is tried again a batch later, not at every point.
            if unfolded % Self.foldEvery == 0 { try? changes.fold() }
        }
    }

    public func addNote(_ note: Note, to recording: Int64) throws {
        try whileOpen { try rows.insert(note, into: recording) }
    }

    public func saveRecording(
        _ recording: Int64, name: String, description: String?, statistics: TrackStatistics
    ) throws -> TrackSummary {
        try whileOpen {
            try changes.fold()
            try storeSummary(recording, name: name, description: description, statistics: statistics)
            guard database.changes == 1, let saved = try loadSummary(recording) else {
                throw SQLiteError(code: SQLITE_NOTFOUND, message: "no unsaved recording \(recording)", context: "save")
            }
            return saved
        }
    }

    /// Names a track and stores its figures, making it saved (lock held).
    /// With `unsavedOnly`, only if it is the unsaved recording.
    func storeSummary(
        _ track: Int64, name: String, description: String?, statistics: TrackStatistics, unsavedOnly: Bool = true
    ) throws {
        try database.run(
            """
            UPDATE tracks SET name = ?, description = ?, saved_at = ?, active = 0, points = ?, distance_m = ?,
                segments = ?, start_time = ?, end_time = ?, moving_time_s = ?, max_speed_mps = ?,
                elevation_gain_m = ?, elevation_loss_m = ?, moving_distance_m = ?, timed_distance_m = ?,
                note_count = (SELECT count(*) FROM notes WHERE notes.track_id = tracks.id)
            WHERE id = ? AND (saved_at IS NULL OR ? = 0)
            """,
            .text(name), .string(description), .real(clock().timeIntervalSince1970),
            .integer(Int64(statistics.points)), .real(statistics.distance), .integer(Int64(statistics.segments)),
            .double(statistics.start?.timeIntervalSince1970), .double(statistics.end?.timeIntervalSince1970),
            .real(statistics.movingTime), .double(statistics.maxSpeed), .real(statistics.elevationGain),
            .real(statistics.elevationLoss), .real(statistics.movingDistance), .real(statistics.timedDistance),
            .integer(track), .integer(unsavedOnly ? 1 : 0))
    }

    public func importTrack(
        description: String?, fill: (any TrackSink) throws -> (name: String, statistics: TrackStatistics)
    ) throws -> TrackSummary {
        try TrackImport(storage: self).run(description: description, fill: fill)
    }

    public func discardRecording(_ recording: Int64) throws {
        try whileOpen {
            try changes.fold()
            try database.run("DELETE FROM tracks WHERE id = ? AND saved_at IS NULL", .integer(recording))
        }
    }

    // MARK: Saved tracks

    public func savedTracks() throws -> [TrackListing] {
        try whileOpen {
            try database.rows(
                ListingColumn.query + " WHERE saved_at IS NOT NULL AND importing = 0 ORDER BY id",
                map: ListingColumn.listing)
        }
    }

    public func savedTrack(_ id: Int64) throws -> TrackSummary? {
        try whileOpen { try loadSummary(id) }
    }

    /// Reads on a read-only connection of its own, in one read transaction:
    /// a long export neither holds the lock nor waits for it, and recording
    /// goes on meanwhile.
    public func forEachPoint(ofTrack id: Int64, _ body: (TrackPoint) throws -> Void) throws {
        try whileOpen { try changes.fold() }
        try withReader { try $0.forEachRow(PointColumn.query, .integer(id)) { try body(PointColumn.point($0)) } }
    }

    /// Reads as ``forEachPoint(ofTrack:_:)`` does.
    public func forEachNote(ofTrack id: Int64, _ body: (Note) throws -> Void) throws {
        try withReader { try $0.forEachRow(NoteColumn.query, .integer(id)) { try body(NoteColumn.note($0)) } }
    }

    public func notes(ofTrack id: Int64, first limit: Int) throws -> [Note] {
        try whileOpen {
            try database.rows(NoteColumn.query + " LIMIT ?", .integer(id), .integer(Int64(limit)), map: NoteColumn.note)
        }
    }

    /// Runs `read` on a read-only connection of its own, opened for it.
    private func withReader(_ read: (SQLiteDatabase) throws -> Void) throws {
        let reader = try SQLiteDatabase(path: database.path, mode: .readOnly)
        defer { reader.close() }
        // One pass from start to end: a small page cache does as well.
        try reader.execute("PRAGMA cache_size = -256")
        try read(reader)
    }

    public func deleteTrack(_ id: Int64) throws -> Bool {
        try whileOpen {
            try database.run("DELETE FROM tracks WHERE id = ? AND saved_at IS NOT NULL AND importing = 0", .integer(id))
            return database.changes == 1
        }
    }

    public func renameTrack(_ id: Int64, name: String, description: String?) throws -> Bool {
        try whileOpen {
            let saved = "WHERE id = ? AND saved_at IS NOT NULL AND importing = 0"
            if let description {
                try database.run(
                    "UPDATE tracks SET name = ?, description = ? \(saved)", .text(name),
                    .string(description.isEmpty ? nil : description), .integer(id))
            } else {
                try database.run("UPDATE tracks SET name = ? \(saved)", .text(name), .integer(id))
            }
            return database.changes == 1
        }
    }

    // MARK: Reading rows (lock held)

    func loadSummary(_ id: Int64) throws -> TrackSummary? {
        try database.firstRow(
            SummaryColumn.query + " WHERE id = ? AND saved_at IS NOT NULL AND importing = 0", .integer(id),
            map: SummaryColumn.summary)
    }

    private func loadNotes(_ id: Int64) throws -> [Note] {
        try database.rows(NoteColumn.query, .integer(id), map: NoteColumn.note)
    }
}

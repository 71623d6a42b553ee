import CSQLite
import Foundation

/// The ``DataStorageManager`` on one SQLite file in WAL mode.
///
/// One connection behind a lock: calls from the recording path and from
/// control clients are serialized. Each appended point is its own committed
/// transaction.
public final class SQLiteDataStorageManager: DataStorageManager, @unchecked Sendable {
    private let database: SQLiteDatabase
    private let lock = NSLock()
    private let clock: @Sendable () -> Date

    /// Opens the database at `path`, creating it and its folder when missing,
    /// and upgrades its schema.
    /// - Throws: ``StorageError`` for a file that is not a trackd database or
    ///   that a newer trackd wrote (the file is left untouched), or
    ///   ``SQLiteError``.
    public init(
        path: String, durability: Durability = .full, clock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
        self.clock = clock
        database = try SQLiteDatabase(path: path, create: true)
        do {
            let version = try Int(database.integer("PRAGMA user_version"))
            if version > Schema.currentVersion {
                throw StorageError.newerSchema(path: path, found: version, supported: Schema.currentVersion)
            }
            try database.execute("PRAGMA journal_mode = WAL")
            try database.execute("PRAGMA synchronous = \(durability == .full ? "FULL" : "NORMAL")")
            try database.execute("PRAGMA foreign_keys = ON")
            try migrate(from: version)
        } catch let error as SQLiteError where error.code == SQLITE_NOTADB {
            throw StorageError.notADatabase(path: path, reason: error.message)
        }
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

    /// Closes the database cleanly (checkpointing the WAL).
    public func close() {
        lock.withLock { database.close() }
    }

    // MARK: The recording

    public func unsavedRecording() throws -> UnsavedRecording? {
        try lock.withLock {
            let row = try database.firstRow("SELECT id, active FROM tracks WHERE saved_at IS NULL") {
                (id: $0.int64(0), active: $0.int64(1) != 0)
            }
            guard let row else { return nil }
            let noteCount =
                try database.firstRow("SELECT count(*) FROM notes WHERE track_id = ?", .integer(row.id)) {
                    $0.int64(0)
                } ?? 0
            return UnsavedRecording(
                id: row.id, wasActive: row.active, points: try loadPoints(row.id), noteCount: Int(noteCount))
        }
    }

    public func beginRecording() throws -> Int64 {
        try lock.withLock {
            try database.run("INSERT INTO tracks (created_at) VALUES (?)", .real(clock().timeIntervalSince1970))
            return database.lastInsertedRowID
        }
    }

    public func setRecordingActive(_ recording: Int64, _ active: Bool) throws {
        try lock.withLock {
            try database.run(
                "UPDATE tracks SET active = ? WHERE id = ? AND saved_at IS NULL", .integer(active ? 1 : 0),
                .integer(recording))
        }
    }

    public func append(_ point: TrackPoint, to recording: Int64) throws {
        try lock.withLock {
            try database.transaction {
                try insert(point, into: recording)
                if let position = point.fix.replayPosition {
                    try database.run(
                        """
                        INSERT INTO replay_cursors (file, ordinal) VALUES (?, ?)
                        ON CONFLICT (file) DO UPDATE SET ordinal = excluded.ordinal
                        """,
                        .text(position.file), .integer(Int64(position.ordinal)))
                }
            }
        }
    }

    /// Inserts one point (lock held, inside a transaction).
    fileprivate func insert(_ point: TrackPoint, into track: Int64) throws {
        let fix = point.fix
        try database.run(
            """
            INSERT INTO points (track_id, segment, time, lat, lon, alt_msl, alt_hae, speed, course,
                climb, eph, epv, satellites, hdop, mode)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            .integer(track), .integer(Int64(point.segment)),
            .double(fix.time?.timeIntervalSince1970), .real(fix.latitude), .real(fix.longitude),
            .double(fix.altitudeMSL), .double(fix.altitudeHAE), .double(fix.speed), .double(fix.course),
            .double(fix.climb), .double(fix.horizontalError), .double(fix.verticalError),
            .int(fix.satellites), .double(fix.hdop), .integer(Int64(fix.mode.rawValue)))
    }

    /// Inserts one note (lock held).
    fileprivate func insert(_ note: Note, into track: Int64) throws {
        try database.run(
            "INSERT INTO notes (track_id, time, lat, lon, text) VALUES (?, ?, ?, ?, ?)",
            .integer(track), .real(note.time.timeIntervalSince1970), .real(note.latitude),
            .real(note.longitude), .text(note.text))
    }

    public func addNote(_ note: Note, to recording: Int64) throws {
        try lock.withLock { try insert(note, into: recording) }
    }

    public func saveRecording(
        _ recording: Int64, name: String, description: String?, statistics: TrackStatistics
    ) throws -> TrackSummary {
        try lock.withLock {
            try storeSummary(recording, name: name, description: description, statistics: statistics)
            guard database.changes == 1, let saved = try loadSummary(recording) else {
                throw SQLiteError(code: SQLITE_NOTFOUND, message: "no unsaved recording \(recording)", context: "save")
            }
            return saved
        }
    }

    /// Names a track and stores its figures, making it saved (lock held).
    /// With `unsavedOnly`, only if it is the unsaved recording.
    private func storeSummary(
        _ track: Int64, name: String, description: String?, statistics: TrackStatistics, unsavedOnly: Bool = true
    ) throws {
        try database.run(
            """
            UPDATE tracks SET name = ?, description = ?, saved_at = ?, active = 0, points = ?, distance_m = ?,
                segments = ?, start_time = ?, end_time = ?, moving_time_s = ?, max_speed_mps = ?,
                elevation_gain_m = ?, elevation_loss_m = ?
            WHERE id = ? AND (saved_at IS NULL OR ? = 0)
            """,
            .text(name), .string(description), .real(clock().timeIntervalSince1970),
            .integer(Int64(statistics.points)), .real(statistics.distance), .integer(Int64(statistics.segments)),
            .double(statistics.start?.timeIntervalSince1970), .double(statistics.end?.timeIntervalSince1970),
            .real(statistics.movingTime), .double(statistics.maxSpeed), .real(statistics.elevationGain),
            .real(statistics.elevationLoss), .integer(track), .integer(unsavedOnly ? 1 : 0))
    }

    public func importTrack(
        description: String?, fill: (any TrackSink) throws -> (name: String, statistics: TrackStatistics)
    ) throws -> TrackSummary {
        try lock.withLock {
            let id = try database.transaction { () -> Int64 in
                // Saved from the start, so it is never taken for the unsaved recording.
                try database.run(
                    "INSERT INTO tracks (created_at, saved_at, name) VALUES (?, ?, '')",
                    .real(clock().timeIntervalSince1970), .real(clock().timeIntervalSince1970))
                let id = database.lastInsertedRowID
                let result = try fill(Sink(storage: self, track: id))
                try storeSummary(
                    id, name: result.name, description: description, statistics: result.statistics, unsavedOnly: false)
                return id
            }
            guard let saved = try loadSummary(id) else {
                throw SQLiteError(code: SQLITE_NOTFOUND, message: "imported track \(id) vanished", context: "import")
            }
            return saved
        }
    }

    /// Writes an import's points and notes into its track (lock held).
    private struct Sink: TrackSink {
        let storage: SQLiteDataStorageManager
        let track: Int64

        func add(_ point: TrackPoint) throws { try storage.insert(point, into: track) }
        func add(_ note: Note) throws { try storage.insert(note, into: track) }
    }

    public func discardRecording(_ recording: Int64) throws {
        try lock.withLock {
            try database.run("DELETE FROM tracks WHERE id = ? AND saved_at IS NULL", .integer(recording))
        }
    }

    public func replayCursor(forFile file: String) throws -> Int {
        try lock.withLock {
            try database.firstRow("SELECT ordinal FROM replay_cursors WHERE file = ?", .text(file)) {
                Int($0.int64(0))
            } ?? 0
        }
    }

    // MARK: Saved tracks

    private static let summaryQuery = """
        SELECT id, name, description, start_time, end_time, points, distance_m, segments, moving_time_s,
            max_speed_mps, (SELECT count(*) FROM notes WHERE notes.track_id = tracks.id), elevation_gain_m,
            elevation_loss_m
        FROM tracks
        """

    public func savedTracks() throws -> [TrackSummary] {
        try lock.withLock {
            try database.rows(Self.summaryQuery + " WHERE saved_at IS NOT NULL ORDER BY id", map: Self.summary)
        }
    }

    public func savedTrack(_ id: Int64) throws -> TrackSummary? {
        try lock.withLock { try loadSummary(id) }
    }

    public func points(ofTrack id: Int64) throws -> [TrackPoint] {
        try lock.withLock { try loadPoints(id) }
    }

    public func notes(ofTrack id: Int64) throws -> [Note] {
        try lock.withLock {
            try database.rows("SELECT time, lat, lon, text FROM notes WHERE track_id = ? ORDER BY id", .integer(id)) {
                Note(
                    text: $0.text(3) ?? "", latitude: $0.double(1), longitude: $0.double(2),
                    time: Date(timeIntervalSince1970: $0.double(0)))
            }
        }
    }

    public func deleteTrack(_ id: Int64) throws -> Bool {
        try lock.withLock {
            try database.run("DELETE FROM tracks WHERE id = ? AND saved_at IS NOT NULL", .integer(id))
            return database.changes == 1
        }
    }

    // MARK: Reading rows (lock held)

    private func loadSummary(_ id: Int64) throws -> TrackSummary? {
        try database.firstRow(
            Self.summaryQuery + " WHERE id = ? AND saved_at IS NOT NULL", .integer(id), map: Self.summary)
    }

    private func loadPoints(_ id: Int64) throws -> [TrackPoint] {
        try database.rows(
            """
            SELECT segment, time, lat, lon, alt_msl, alt_hae, speed, course, climb, eph, epv, satellites, hdop, mode
            FROM points WHERE track_id = ? ORDER BY id
            """,
            .integer(id)
        ) { row in
            let fix = Fix(
                time: row.optionalDouble(1).map(Date.init(timeIntervalSince1970:)),
                latitude: row.double(2), longitude: row.double(3),
                altitudeMSL: row.optionalDouble(4), altitudeHAE: row.optionalDouble(5),
                speed: row.optionalDouble(6), course: row.optionalDouble(7), climb: row.optionalDouble(8),
                horizontalError: row.optionalDouble(9), verticalError: row.optionalDouble(10),
                satellites: row.optionalInt(11), hdop: row.optionalDouble(12),
                mode: FixMode(rawValue: Int(row.int64(13))) ?? .unknown)
            return TrackPoint(segment: Int(row.int64(0)), fix: fix)
        }
    }

    private static func summary(_ row: SQLiteStatement) -> TrackSummary {
        TrackSummary(
            id: row.int64(0), name: row.text(1) ?? "", description: row.text(2),
            statistics: TrackStatistics(
                stored: Int(row.int64(5)), distance: row.double(6), segments: Int(row.int64(7)),
                start: row.optionalDouble(3).map(Date.init(timeIntervalSince1970:)),
                end: row.optionalDouble(4).map(Date.init(timeIntervalSince1970:)),
                movingTime: row.double(8), maxSpeed: row.optionalDouble(9), elevationGain: row.double(11),
                elevationLoss: row.double(12)),
            noteCount: Int(row.int64(10)))
    }
}

import TrackModel

/// Writes points and notes into the track database's tables, for the
/// journal's fold, a note and an import. Its caller holds the storage's lock
/// (and for points, a transaction); the prepared inserts are held here
/// rather than looked up in the statement cache, as they run once for every
/// fix and imported point.
final class PointRows {
    private let database: SQLiteDatabase
    /// The insert of one point.
    private var single: SQLiteStatement?
    /// The insert of ``pointsPerInsert`` points.
    private var batch: SQLiteStatement?

    /// Points a multi-row insert writes at once: one statement stepped for
    /// many rows costs SQLite less per point than a row at a time (an
    /// import of 1,000,000 points stored in 1.1-1.6 s rather than 1.8 s).
    static let pointsPerInsert = 64

    /// The columns of a point row, in the order ``bind(_:into:sequence:to:row:)``
    /// binds them.
    private static let columns = """
        track_id, segment, time, lat, lon, alt_msl, alt_hae, speed, course, climb, eph, epv, satellites, hdop, \
        mode, seq, bridges_gap
        """
    private static let columnCount = Int32(columns.split(separator: ",").count)

    init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Lets go of the prepared inserts, before the database closes.
    func release() {
        single = nil
        batch = nil
    }

    /// Inserts one point: a recorded one with its journal sequence number,
    /// an imported one without.
    func insert(_ point: TrackPoint, into track: Int64, sequence: Int64? = nil) throws {
        let statement = try single ?? prepareInsert(rows: 1)
        single = statement
        defer { statement.rewind() }  // every parameter is bound each time
        try bind(point, into: track, sequence: sequence, to: statement, row: 0)
        try statement.run()
    }

    /// Inserts imported points, ``pointsPerInsert`` to a statement, the rest
    /// one by one.
    func insert(_ points: [TrackPoint], into track: Int64) throws {
        var rest = points[...]
        if rest.count >= Self.pointsPerInsert {
            let statement = try batch ?? prepareInsert(rows: Self.pointsPerInsert)
            batch = statement
            while rest.count >= Self.pointsPerInsert {
                defer { statement.rewind() }
                for (row, point) in rest.prefix(Self.pointsPerInsert).enumerated() {
                    try bind(point, into: track, sequence: nil, to: statement, row: Int32(row))
                }
                try statement.run()
                rest = rest.dropFirst(Self.pointsPerInsert)
            }
        }
        for point in rest { try insert(point, into: track) }
    }

    /// Inserts one note.
    func insert(_ note: Note, into track: Int64) throws {
        try database.run(
            "INSERT INTO notes (track_id, time, lat, lon, text) VALUES (?, ?, ?, ?, ?)",
            .integer(track), .double(note.time?.timeIntervalSince1970), .real(note.latitude),
            .real(note.longitude), .text(note.text))
    }

    /// An insert of `rows` points.
    private func prepareInsert(rows: Int) throws -> SQLiteStatement {
        let row = "(" + Array(repeating: "?", count: Int(Self.columnCount)).joined(separator: ", ") + ")"
        return try database.prepare(
            "INSERT INTO points (\(Self.columns)) VALUES " + Array(repeating: row, count: rows).joined(separator: ", "))
    }

    /// Binds a point's values to the parameters of row `row` of an insert.
    private func bind(
        _ point: TrackPoint, into track: Int64, sequence: Int64?, to statement: SQLiteStatement, row: Int32
    ) throws {
        let first = row * Self.columnCount
        let fix = point.fix
        try statement.bind(first + 1, track)
        try statement.bind(first + 2, Int64(point.segment))
        try statement.bind(first + 3, fix.time?.timeIntervalSince1970)
        try statement.bind(first + 4, fix.latitude)
        try statement.bind(first + 5, fix.longitude)
        try statement.bind(first + 6, fix.altitudeMSL)
        try statement.bind(first + 7, fix.altitudeHAE)
        try statement.bind(first + 8, fix.speed)
        try statement.bind(first + 9, fix.course)
        try statement.bind(first + 10, fix.climb)
        try statement.bind(first + 11, fix.horizontalError)
        try statement.bind(first + 12, fix.verticalError)
        try statement.bind(first + 13, fix.satellites.map(Int64.init))
        try statement.bind(first + 14, fix.hdop)
        try statement.bind(first + 15, Int64(fix.mode.rawValue))
        try statement.bind(first + 16, sequence)
        try statement.bind(first + 17, Int64(point.bridgesGap ? 1 : 0))
    }
}

import CSQLite

/// A connection to one SQLite file. Not thread safe: the storage manager
/// serializes all use behind its lock.
final class SQLiteDatabase {
    /// `SQLITE_TRANSIENT`, which does not import into Swift: SQLite copies the
    /// bound bytes before the call returns.
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    let path: String
    private(set) var handle: OpaquePointer?
    private var statements: [String: SQLiteStatement] = [:]

    /// How a connection opens its file.
    enum OpenMode {
        /// Read and write, creating the file when it is missing.
        case create
        /// Read and write an existing file.
        case readWrite
        /// Read only: a second connection beside the writer, for long reads
        /// that must not hold the writer up (WAL readers never block it).
        case readOnly
    }

    /// Opens the database at `path`.
    init(path: String, mode: OpenMode) throws(SQLiteError) {
        self.path = path
        var flags = SQLITE_OPEN_NOMUTEX
        switch mode {
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        }
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        self.handle = handle
        guard status == SQLITE_OK else {
            let error = SQLiteError(
                code: status, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open",
                context: "open \(path)")
            sqlite3_close_v2(handle)
            self.handle = nil
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, 5000)
    }

    deinit {
        close()
    }

    /// Finalizes every statement and closes the connection.
    func close() {
        statements.removeAll()
        if let handle {
            sqlite3_close_v2(handle)
            self.handle = nil
        }
    }

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws(SQLiteError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status, "execute \(sql.prefix(60))") }
    }

    /// A prepared statement for `sql`, cached for the life of the connection
    /// and reset for reuse.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        let statement = try prepare(sql)
        statements[sql] = statement
        return statement
    }

    /// A prepared statement for `sql` that the caller keeps (not cached);
    /// reset it after each use.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var raw: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
        guard status == SQLITE_OK, let raw else { throw error(status, "prepare \(sql.prefix(60))") }
        return SQLiteStatement(raw, database: self)
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back
    /// when it throws.
    /// BEGIN, COMMIT and ROLLBACK run as cached statements: `execute` would
    /// parse them anew, and a live recording begins and commits once a fix.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try run("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            try? run("ROLLBACK")
            throw error
        }
    }

    /// Runs a query and maps each row; the statement is reset afterwards, so
    /// it holds no read transaction open.
    func rows<Row>(
        _ sql: String, _ values: SQLiteValue?..., map: (SQLiteStatement) throws -> Row
    ) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(sql, values) { rows.append(try map($0)) }
        return rows
    }

    /// Runs a query and hands each row to `body` as it is read, so a large
    /// result is never held whole; the statement is reset afterwards.
    func forEachRow(_ sql: String, _ values: SQLiteValue?..., body: (SQLiteStatement) throws -> Void) throws {
        try forEachRow(sql, values, body: body)
    }

    private func forEachRow(_ sql: String, _ values: [SQLiteValue?], body: (SQLiteStatement) throws -> Void) throws {
        let statement = try self.statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() { try body(statement) }
    }

    /// Runs a query and maps its first row, if any; the statement is reset
    /// afterwards.
    func firstRow<Row>(
        _ sql: String, _ values: SQLiteValue?..., map: (SQLiteStatement) throws -> Row
    ) throws -> Row? {
        let statement = try self.statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        return try statement.step() ? try map(statement) : nil
    }

    /// Runs a statement that returns no rows.
    func run(_ sql: String, _ values: SQLiteValue?...) throws(SQLiteError) {
        let statement = try self.statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        try statement.run()
    }

    /// The integer result of a one-value query such as a pragma.
    func integer(_ sql: String) throws -> Int64 {
        try firstRow(sql) { $0.int64(0) } ?? 0
    }

    /// Whether the file could be opened for reading only, although writing
    /// was asked for (SQLite falls back to that for a write-protected file).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var changes: Int { Int(sqlite3_changes(handle)) }

    func error(_ status: Int32, _ context: String) -> SQLiteError {
        SQLiteError(code: status, message: String(cString: sqlite3_errmsg(handle)), context: context)
    }
}

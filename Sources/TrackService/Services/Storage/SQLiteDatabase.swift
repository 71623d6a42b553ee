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

    /// Opens (and with `create`, creates) the database at `path`.
    init(path: String, create: Bool) throws(SQLiteError) {
        self.path = path
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        if create { flags |= SQLITE_OPEN_CREATE }
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
        var raw: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
        guard status == SQLITE_OK, let raw else { throw error(status, "prepare \(sql.prefix(60))") }
        let statement = SQLiteStatement(raw, database: self)
        statements[sql] = statement
        return statement
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back
    /// when it throws.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs a query and maps each row; the statement is reset afterwards, so
    /// it holds no read transaction open.
    func rows<Row>(
        _ sql: String, _ values: SQLiteValue?..., map: (SQLiteStatement) throws -> Row
    ) throws -> [Row] {
        let statement = try self.statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        var rows: [Row] = []
        while try statement.step() { rows.append(try map(statement)) }
        return rows
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

    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var changes: Int { Int(sqlite3_changes(handle)) }

    func error(_ status: Int32, _ context: String) -> SQLiteError {
        SQLiteError(code: status, message: String(cString: sqlite3_errmsg(handle)), context: context)
    }
}

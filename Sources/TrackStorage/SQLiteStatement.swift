import CSQLite

/// A prepared statement: bind values by 1-based index, step through rows,
/// read columns by 0-based index.
final class SQLiteStatement {
    private let raw: OpaquePointer
    private unowned let database: SQLiteDatabase

    init(_ raw: OpaquePointer, database: SQLiteDatabase) {
        self.raw = raw
        self.database = database
    }

    deinit {
        sqlite3_finalize(raw)
    }

    /// Clears bindings and rewinds, ready to run again.
    func reset() {
        rewind()
        sqlite3_clear_bindings(raw)
    }

    /// Rewinds, keeping the bindings: for a statement whose every parameter
    /// is bound anew before each run.
    func rewind() {
        sqlite3_reset(raw)
    }

    /// Binds `values` to parameters 1, 2, …; `nil` binds NULL.
    func bind(_ values: [SQLiteValue?]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case nil: status = sqlite3_bind_null(raw, index)
            case .integer(let number): status = sqlite3_bind_int64(raw, index, number)
            case .real(let number): status = sqlite3_bind_double(raw, index, number)
            case .text(let text): status = sqlite3_bind_text(raw, index, text, -1, SQLiteDatabase.transient)
            }
            guard status == SQLITE_OK else { throw database.error(status, "bind") }
        }
    }

    /// Binds `value` (NULL when `nil`) to the parameter at 1-based `index`:
    /// the hot paths bind this way, without building an array of values.
    func bind(_ index: Int32, _ value: Double?) throws(SQLiteError) {
        let status = value.map { sqlite3_bind_double(raw, index, $0) } ?? sqlite3_bind_null(raw, index)
        guard status == SQLITE_OK else { throw database.error(status, "bind") }
    }

    /// Binds `value` (NULL when `nil`) to the parameter at 1-based `index`.
    func bind(_ index: Int32, _ value: Int64?) throws(SQLiteError) {
        let status = value.map { sqlite3_bind_int64(raw, index, $0) } ?? sqlite3_bind_null(raw, index)
        guard status == SQLITE_OK else { throw database.error(status, "bind") }
    }

    /// Advances to the next row: `true` when there is one, `false` when done.
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(raw) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let status: throw database.error(status, "step \(String(cString: sqlite3_sql(raw)).prefix(60))")
        }
    }

    /// Runs a statement that returns no rows.
    func run() throws(SQLiteError) {
        while try step() {}
    }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(raw, column) == SQLITE_NULL }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(raw, column) }

    func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : Int(int64(column)) }

    func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(raw, column) else { return nil }
        return String(cString: bytes)
    }

    /// The text in `column`, its first `maximumBytes` bytes at most (a
    /// character cut there is replaced, as invalid UTF-8 is).
    func text(_ column: Int32, maximumBytes: Int) -> String? {
        guard let bytes = sqlite3_column_text(raw, column) else { return nil }
        let count = min(Int(sqlite3_column_bytes(raw, column)), maximumBytes)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}

/// A value to bind to a statement parameter.
enum SQLiteValue {
    case integer(Int64)
    case real(Double)
    case text(String)
}

extension SQLiteValue {
    static func int(_ value: Int?) -> SQLiteValue? { value.map { .integer(Int64($0)) } }
    static func double(_ value: Double?) -> SQLiteValue? { value.map { .real($0) } }
    static func string(_ value: String?) -> SQLiteValue? { value.map { .text($0) } }
}

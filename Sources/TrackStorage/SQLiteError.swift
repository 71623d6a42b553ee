import CSQLite

/// A failed SQLite call, with SQLite's own message.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The primary or extended result code.
    public var code: Int32
    public var message: String
    /// What trackd was doing.
    public var context: String

    public var description: String {
        let text = "\(context): \(message) (SQLite error \(code))"
        return hint.map { "\(text): \($0)" } ?? text
    }

    /// What the failures a person can do something about mean, in plain
    /// words.
    var hint: String? {
        switch code & 0xFF {
        case SQLITE_FULL: return "the disk is full"
        case SQLITE_IOERR:
            // SQLITE_IOERR_WRITE and _FSYNC (macros that do not import).
            let writing = code == SQLITE_IOERR | 3 << 8 || code == SQLITE_IOERR | 4 << 8
            return writing
                ? "the disk cannot be written (full, over a file size limit, or failing)" : "the disk failed to read"
        case SQLITE_READONLY: return "the database cannot be written (its mode, owner, or a read-only file system)"
        case SQLITE_CORRUPT: return "the database file is damaged"
        default: return nil
        }
    }
}

/// A failed SQLite call, with SQLite's own message.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The primary or extended result code.
    public var code: Int32
    public var message: String
    /// What trackd was doing.
    public var context: String

    public var description: String { "\(context): \(message) (SQLite error \(code))" }
}

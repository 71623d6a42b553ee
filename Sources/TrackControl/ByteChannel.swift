/// A connection the protocol is read from and written to, a line or a
/// number of bytes at a time: the control socket, or a buffer in a test.
public protocol ByteChannel: AnyObject {
    /// Reads up to and without the next `\n`; `nil` at the end before any
    /// byte of a line.
    func readLine(maxBytes: Int) throws -> [UInt8]?
    /// Reads exactly `count` bytes.
    func read(exactly count: Int) throws -> [UInt8]
    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws
    /// Writes all of `bytes`, without copying them.
    func write(_ bytes: UnsafeRawBufferPointer) throws
}

/// The connection ended in the middle of a message.
public struct UnexpectedEndOfFile: Error, Sendable, CustomStringConvertible {
    public init() {}
    public var description: String { "connection closed in the middle of a message" }
}

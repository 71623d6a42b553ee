import Glibc

/// A failed system call on a file, with its path and the reason.
public struct FileError: Error, Equatable, CustomStringConvertible {
    /// What was being done ("open", "read", "write").
    public var operation: String
    public var path: String
    /// The `errno` value.
    public var code: Int32

    public init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// Why, in the system's words: "No such file or directory".
    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "\(operation) \(path): \(reason)" }
}

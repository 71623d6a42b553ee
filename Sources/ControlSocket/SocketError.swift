#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call on a control socket, with the path it concerned.
public struct SocketError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done ("connect", "bind", "read").
    public var operation: String
    /// The `errno` value.
    public var code: Int32
    /// The socket path, when there is one.
    public var path: String?

    public init(_ operation: String, code: Int32 = errno, path: String? = nil) {
        self.operation = operation
        self.code = code
        self.path = path
    }

    public var description: String {
        let reason = String(cString: strerror(code))
        if let path { return "\(operation) \(path): \(reason)" }
        return "\(operation): \(reason)"
    }
}

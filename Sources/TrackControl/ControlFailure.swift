/// Why trackd did not carry out a request.
public struct ControlFailure: Codable, Sendable, Equatable, Error, CustomStringConvertible {
    /// A stable, machine-readable class of failure.
    public enum Code: String, Codable, Sendable {
        /// The daemon understood the request and refused it ("not recording").
        case refused
        /// The request is malformed: bad JSON, a missing or mistyped argument.
        case badRequest = "bad_request"
        /// No screen handles the command.
        case unknownCommand = "unknown_command"
        /// The client speaks a protocol version the daemon does not.
        case unsupportedVersion = "unsupported_version"
        /// Something failed inside the daemon (storage, I/O).
        case internalError = "internal"
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

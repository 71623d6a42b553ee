/// One request from a client to trackd: a line of JSON on the control socket.
///
/// ```json
/// {"v": 1, "command": "save", "args": {"name": "Commute"}}
/// ```
///
/// `command` is a `trackctl` subcommand; `args` holds its options by name.
public struct ControlRequest: Codable, Sendable, Equatable {
    /// The protocol version this build speaks.
    public static let currentVersion = 1

    /// The protocol version the client speaks.
    public var version: Int
    /// The subcommand, e.g. `status`.
    public var command: String
    /// The subcommand's arguments by name.
    public var args: [String: JSONValue]
    /// Where the server put the bytes that followed the request line (an
    /// `import`'s file, announced as `args.body_bytes`); not on the wire.
    public var bodyFile: String?

    public init(command: String, args: [String: JSONValue] = [:], version: Int = currentVersion) {
        self.version = version
        self.command = command
        self.args = args
    }

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case command
        case args
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        command = try container.decode(String.self, forKey: .command)
        args = try container.decodeIfPresent([String: JSONValue].self, forKey: .args) ?? [:]
    }
}

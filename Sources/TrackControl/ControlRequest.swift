/// One request from a client to trackd: a line of JSON on the control socket.
///
/// ```json
/// {"v": 1, "command": "save", "args": {"name": "Commute"}}
/// ```
///
/// `command` is a `trackctl` subcommand's name and `args` its arguments by
/// name: the wire form of a ``ControlCommand``. A server reads a line in two
/// steps (``RequestEnvelope``, then ``RequestEnvelope/command()``) so that
/// it can take an upload and check the version before it judges the
/// command.
public struct ControlRequest: Codable, Sendable, Equatable {
    /// The protocol version this build's clients speak: 2, one naming
    /// scheme (snake_case, with units: `distance_m`, `region_radius_m`) and
    /// refusals named (``ControlFailure/reason``).
    public static let currentVersion = 2
    /// The versions trackd answers, each in its own words: 1 as it always
    /// was (`watch`'s `regionRadius`, `currentLocation`; refusals without a
    /// name), 2 as above.
    public static let supportedVersions = 1...2
    /// The version of a request that states none: the first, so that a
    /// script written for it is answered as it always was.
    public static let unstatedVersion = 1

    /// The protocol version the client speaks.
    public var version: Int
    /// What the client asks for.
    public var command: ControlCommand

    public init(_ command: ControlCommand, version: Int = currentVersion) {
        self.version = version
        self.command = command
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: RequestEnvelope.CodingKeys.self)
        try container.encode(version, forKey: .version)
        try command.encode(to: encoder)
    }

    /// Reads a whole request.
    /// - Throws: `DecodingError` for a line that is not a request, and
    ///   ``ControlFailure`` for a command that is not one.
    public init(from decoder: any Decoder) throws {
        let envelope = try RequestEnvelope(from: decoder)
        version = envelope.version
        command = try envelope.command()
    }
}

/// A request line read as far as every request goes: its version, its
/// command's name and arguments, and the size of the upload that follows it.
public struct RequestEnvelope: Decodable, Sendable, Equatable {
    /// The protocol version the client speaks (version 1 when absent), when
    /// it is a whole number.
    public var version: Int
    /// The `v` the line gave, as it gave it.
    private var statedVersion: JSONValue?
    /// The command's name.
    public var name: String
    /// The command's arguments by name.
    public var arguments: [String: JSONValue]

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case command
        case args
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Read as any JSON value, so that `"v": 1.5` is an unsupported
        // version rather than a malformed line.
        statedVersion = try container.decodeIfPresent(JSONValue.self, forKey: .version)
        version = statedVersion.map { $0.intValue ?? 0 } ?? ControlRequest.unstatedVersion
        name = try container.decode(String.self, forKey: .command)
        arguments = try container.decodeIfPresent([String: JSONValue].self, forKey: .args) ?? [:]
    }

    /// How many bytes follow the line (`args.body_bytes`), when it says.
    /// - Throws: ``ControlFailure`` for a size that is not one, or too large.
    public func uploadBytes() throws(ControlFailure) -> Int? {
        try Arguments(values: arguments).bodyBytes()
    }

    /// Whether this build speaks the client's version.
    /// - Throws: ``ControlFailure`` `unsupported_version` when not.
    public func checkVersion() throws(ControlFailure) {
        guard let statedVersion, !ControlRequest.supportedVersions.contains(statedVersion.intValue ?? 0) else {
            return
        }
        let stated =
            switch statedVersion {
            case .int(let number): "\(number)"
            case .double(let number): "\(number)"
            case .string(let text): "\"\(text)\""
            default: "of that kind"
            }
        throw ControlFailure(
            .unsupportedVersion,
            "protocol version \(stated) is not supported (this trackd speaks versions 1 and 2)")
    }

    /// The command the line asks for.
    /// - Throws: ``ControlFailure`` as ``ControlCommand/init(name:arguments:)``.
    public func command() throws(ControlFailure) -> ControlCommand {
        try ControlCommand(name: name, arguments: arguments)
    }
}

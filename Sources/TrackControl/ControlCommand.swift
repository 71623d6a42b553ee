/// What a client asks trackd to do: one case per `trackctl` subcommand, with
/// its arguments typed.
///
/// On the wire a command is a name and an object of arguments
/// (`"command": "show", "args": {"id": 3}`), as ``ControlRequest`` frames it.
/// ``init(name:arguments:)`` reads that form and says what is wrong with it
/// in the words clients have always been given; ``name`` and ``arguments``
/// write it. The daemon's router handles each case in a `switch`, so a new
/// case does not compile until it is routed.
public enum ControlCommand: Sendable, Equatable {
    /// Start recording (a stopped recording resumes as a new segment).
    case start
    /// Stop recording; the points stay.
    case stop
    /// Discard the unsaved recording.
    case clear
    /// The recording's figures, fix and source.
    case status
    /// The Map properties as they change, `count` events at most; with a
    /// `screen`, frames of a dashboard that fills a terminal of that size.
    case watch(count: Int?, screen: ScreenSize?)
    /// The trace drawn in braille to fit `size`, legend included: the live
    /// recording, or the saved track `id`; with `follow`, the live map again
    /// each time it changes, as a stream of frames.
    case map(id: Int64?, size: ScreenSize, follow: Bool)
    /// The live recording's trace as a map draws it (the newest points as
    /// recorded, older ones thinned), by segment: what a web map draws.
    case trace
    /// Store the recording as a named track.
    case save(name: String, description: String?)
    /// Attach a note at the current position.
    case note(text: String)
    /// Every saved track.
    case tracks
    /// One saved track with its notes.
    case show(id: Int64)
    /// A saved track's content, as chunks after the reply.
    case export(id: Int64, format: ExportFormat)
    /// Store the GPX file sent after the request line (`body_bytes`) as a
    /// saved track, named `name`, else as the file names it, else `fileName`.
    case importTrack(upload: Upload, name: String?, description: String?)
    /// Give a saved track a new name, and a new description unless it is
    /// `nil` (empty: none).
    case rename(id: Int64, name: String, description: String?)
    /// Delete a saved track.
    case delete(id: Int64)
    /// Where forwarding to the user's servers stands; with `flush`, a stream
    /// of it that ends once every position recorded so far was acknowledged.
    case forward(flush: Bool)

    /// The size of a terminal, in cells: what a drawn map or a dashboard
    /// frame must fit.
    public struct ScreenSize: Sendable, Equatable {
        /// The size when the client gives none: a classic terminal.
        public static let standard = ScreenSize(width: 80, height: 24)
        /// The smallest size drawn for: anything narrower or shorter is
        /// drawn at this size.
        public static let minimum = ScreenSize(width: 40, height: 15)
        /// The largest size drawn for, either way.
        public static let maximum = 1000

        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The file an import sends after its request line.
    public struct Upload: Sendable, Equatable {
        /// The largest upload a request may announce.
        public static let maximumBytes = 1 << 30

        /// How many bytes follow the request line.
        public var bytes: Int
        /// The file's name on the client, for messages and as the last
        /// choice of a track name.
        public var fileName: String?

        public init(bytes: Int, fileName: String?) {
            self.bytes = bytes
            self.fileName = fileName
        }
    }

    /// The subcommand's name on the wire.
    public var name: String {
        switch self {
        case .start: "start"
        case .stop: "stop"
        case .clear: "clear"
        case .status: "status"
        case .watch: "watch"
        case .map: "map"
        case .trace: "trace"
        case .save: "save"
        case .note: "note"
        case .tracks: "tracks"
        case .show: "show"
        case .export: "export"
        case .importTrack: "import"
        case .rename: "rename"
        case .delete: "delete"
        case .forward: "forward"
        }
    }

    /// Every name a command has on the wire, in `trackctl`'s order.
    public static let names = [
        "start", "stop", "clear", "status", "watch", "map", "trace", "save", "note", "tracks", "show", "export",
        "import", "rename", "delete", "forward",
    ]

    /// The arguments as they go on the wire; an absent optional one is left
    /// out.
    public var arguments: [String: JSONValue] {
        let given: [String: JSONValue?] =
            switch self {
            case .start, .stop, .clear, .status, .trace, .tracks: [:]
            case .watch(let count, let screen):
                [
                    "count": count.map(JSONValue.int), "width": screen.map { .int($0.width) },
                    "height": screen.map { .int($0.height) },
                ]
            case .map(let id, let size, let follow):
                [
                    "width": .int(size.width), "height": .int(size.height), "id": id.map { .int(Int($0)) },
                    "follow": follow ? .bool(true) : nil,
                ]
            case .save(let name, let description):
                ["name": .string(name), "description": description.map(JSONValue.string)]
            case .note(let text): ["text": .string(text)]
            case .rename(let id, let name, let description):
                ["id": .int(Int(id)), "name": .string(name), "description": description.map(JSONValue.string)]
            case .show(let id), .delete(let id): ["id": .int(Int(id))]
            case .forward(let flush): ["flush": flush ? .bool(true) : nil]
            case .export(let id, let format): ["id": .int(Int(id)), "format": .string(format.rawValue)]
            case .importTrack(let upload, let name, let description):
                [
                    "body_bytes": .int(upload.bytes), "file_name": upload.fileName.map(JSONValue.string),
                    "name": name.map(JSONValue.string), "description": description.map(JSONValue.string),
                ]
            }
        return given.compactMapValues { $0 }
    }

    /// Reads a command from its wire form.
    /// - Throws: ``ControlFailure`` `unknown_command` for a name no case has,
    ///   `bad_request` for a missing or mistyped argument.
    public init(name: String, arguments: [String: JSONValue]) throws(ControlFailure) {
        let arguments = Arguments(values: arguments)
        switch name {
        case "start": self = .start
        case "stop": self = .stop
        case "clear": self = .clear
        case "status": self = .status
        case "watch":
            self = .watch(count: try arguments.optionalCount("count"), screen: try arguments.optionalScreenSize())
        case "map":
            let follow = try arguments.optionalBool("follow") ?? false
            let id = try arguments.optionalTrackID("id")
            if follow, id != nil {
                throw ControlFailure(.badRequest, "only the live map can be followed; a saved track does not change")
            }
            self = .map(id: id, size: try arguments.optionalScreenSize() ?? .standard, follow: follow)
        case "trace": self = .trace
        case "save":
            self = .save(name: try arguments.string("name"), description: try arguments.optionalString("description"))
        case "note": self = .note(text: try arguments.string("text"))
        case "tracks": self = .tracks
        case "show": self = .show(id: try arguments.trackID("id"))
        case "export":
            let id = try arguments.trackID("id")
            let formatName = try arguments.optionalString("format") ?? ExportFormat.gpx.rawValue
            guard let format = ExportFormat(rawValue: formatName) else {
                let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw ControlFailure(.badRequest, "unknown export format '\(formatName)' (known: \(known))")
            }
            self = .export(id: id, format: format)
        case "import":
            guard let bytes = try arguments.bodyBytes() else {
                throw ControlFailure(.badRequest, "import needs the file's bytes after the request (body_bytes)")
            }
            self = .importTrack(
                upload: Upload(bytes: bytes, fileName: try arguments.optionalString("file_name")),
                name: try arguments.optionalString("name"), description: try arguments.optionalString("description"))
        case "rename":
            self = .rename(
                id: try arguments.trackID("id"), name: try arguments.string("name"),
                description: try arguments.optionalString("description"))
        case "delete": self = .delete(id: try arguments.trackID("id"))
        case "forward": self = .forward(flush: try arguments.optionalBool("flush") ?? false)
        default:
            throw ControlFailure(
                .unknownCommand, "unknown command '\(name)' (known: \(Self.names.joined(separator: ", ")))")
        }
    }
}

extension ControlCommand: Codable {
    /// Writes the command's name and arguments (`command`, `args`) into the
    /// request object being encoded.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: RequestEnvelope.CodingKeys.self)
        try container.encode(name, forKey: .command)
        try container.encode(arguments, forKey: .args)
    }

    /// Reads a command from a request object.
    /// - Throws: `DecodingError` for an object that is not a request, and
    ///   ``ControlFailure`` for a command that is not one.
    public init(from decoder: any Decoder) throws {
        self = try RequestEnvelope(from: decoder).command()
    }
}

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

    /// The name of a refusal's reason, which stays as it is when the
    /// words of ``message`` change: what a program switches on.
    public struct Reason: RawRepresentable, Codable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let alreadyRecording = Reason(rawValue: "already_recording")
        public static let notRecording = Reason(rawValue: "not_recording")
        /// `clear` with no recording.
        public static let nothingRecorded = Reason(rawValue: "nothing_recorded")
        public static let nothingToSave = Reason(rawValue: "nothing_to_save")
        /// A note without a recording to attach it to.
        public static let noRecording = Reason(rawValue: "no_recording")
        /// No position yet (a note, the live map).
        public static let noFix = Reason(rawValue: "no_fix")
        /// A save while a resumed recording's figures are worked out.
        public static let figuresPending = Reason(rawValue: "figures_pending")
        public static let noSuchTrack = Reason(rawValue: "no_such_track")
        /// A track's name or description that cannot be one.
        public static let invalidName = Reason(rawValue: "invalid_name")
        /// A note's text that cannot be one.
        public static let invalidNote = Reason(rawValue: "invalid_note")
        /// A file that cannot be imported as it is.
        public static let unusableFile = Reason(rawValue: "unusable_file")
        /// A saved track with no points to draw.
        public static let nothingToShow = Reason(rawValue: "nothing_to_show")
        /// A flush with forwarding off.
        public static let forwardingOff = Reason(rawValue: "forwarding_off")

        /// Every reason trackd names.
        public static let all: [Reason] = [
            .alreadyRecording, .notRecording, .nothingRecorded, .nothingToSave, .noRecording, .noFix,
            .figuresPending, .noSuchTrack, .invalidName, .invalidNote, .unusableFile, .nothingToShow, .forwardingOff,
        ]
    }

    public var code: Code
    public var message: String
    /// For a refusal, the name of its reason (protocol version 2); `nil`
    /// for one without a name, and in version 1.
    public var reason: Reason?

    public init(_ code: Code, _ message: String, reason: Reason? = nil) {
        self.code = code
        self.message = message
        self.reason = reason
    }

    public var description: String { message }
}

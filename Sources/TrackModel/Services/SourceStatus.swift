/// The state of a location source, as `status` shows it.
public struct SourceStatus: Sendable, Equatable {
    /// Where fixes come from.
    public enum Kind: String, Sendable {
        case gpsd, replay
    }

    public var kind: Kind
    /// Whether the source is delivering: gpsd connected, or the file open.
    public var connected: Bool
    /// Whether a replay reached the end of its file (always false for gpsd).
    public var finished: Bool
    /// The last problem the source met, for the user: an unreachable gpsd, a
    /// broken file.
    public var problem: String?

    public init(kind: Kind, connected: Bool = false, finished: Bool = false, problem: String? = nil) {
        self.kind = kind
        self.connected = connected
        self.finished = finished
        self.problem = problem
    }
}

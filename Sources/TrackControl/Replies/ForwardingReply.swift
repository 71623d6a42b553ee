/// Where forwarding to one of the user's servers stands, as replies carry it
/// (`status`, `forward`, a flush's progress, `watch`).
public struct ForwardingReply: ContractReply {
    public var name: String
    public var destination: String
    public var connected: Bool
    /// Positions waiting for the server.
    public var queued: Int
    public var acknowledged: Int
    /// Positions left out of a queue that grew past its limit.
    public var thinned: Int
    /// ISO 8601 times; `nil` before the first acknowledgement.
    public var lastAcknowledgedFix: String?
    public var lastAcknowledgedAt: String?
    public var lastError: String?

    public init(
        name: String, destination: String, connected: Bool, queued: Int, acknowledged: Int, thinned: Int,
        lastAcknowledgedFix: String?, lastAcknowledgedAt: String?, lastError: String?
    ) {
        self.name = name
        self.destination = destination
        self.connected = connected
        self.queued = queued
        self.acknowledged = acknowledged
        self.thinned = thinned
        self.lastAcknowledgedFix = lastAcknowledgedFix
        self.lastAcknowledgedAt = lastAcknowledgedAt
        self.lastError = lastError
    }

    enum CodingKeys: String, CodingKey {
        case name, destination, connected, queued, acknowledged, thinned
        case lastAcknowledgedFix = "last_acknowledged_fix"
        case lastAcknowledgedAt = "last_acknowledged_at"
        case lastError = "last_error"
    }

    public var json: JSONValue {
        .object([
            "name": .string(name),
            "destination": .string(destination),
            "connected": .bool(connected),
            "queued": .integer(queued),
            "acknowledged": .integer(acknowledged),
            "thinned": .integer(thinned),
            "last_acknowledged_fix": .text(lastAcknowledgedFix),
            "last_acknowledged_at": .text(lastAcknowledgedAt),
            "last_error": .text(lastError),
        ])
    }
}

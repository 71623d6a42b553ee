import FoundationEssentials

/// Where forwarding to one server stands, for `status`, `watch` and
/// `trackctl forward`.
public struct ForwardingStatus: Sendable, Equatable {
    /// `mqtt` or `traccar`.
    public var name: String
    /// Where positions go: the URL without credentials (and the topic).
    public var destination: String
    /// Whether a connection to the server is up.
    public var connected = false
    /// Positions waiting to be sent (after thinning for the server).
    public var queued = 0
    /// The sequence of the last recorded point this forwarder has looked at:
    /// a flush is over when it has looked at every point and `queued` is 0.
    public var scannedSequence: Int64 = 0
    /// The time of the fix the server last acknowledged.
    public var lastAcknowledgedFix: Date?
    /// When the server last acknowledged (wall clock).
    public var lastAcknowledgedAt: Date?
    /// Positions the server acknowledged since trackd started.
    public var acknowledgedCount = 0
    /// Positions left out because the queue was full (its policy thins the
    /// oldest), since trackd started.
    public var thinnedCount = 0
    /// The last failure, in plain words, until a send succeeds again.
    public var lastError: String?

    public init(name: String, destination: String) {
        self.name = name
        self.destination = destination
    }
}

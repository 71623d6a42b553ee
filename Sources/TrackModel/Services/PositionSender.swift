/// A server positions are forwarded to: an MQTT broker, a Traccar server.
///
/// Used by one forwarder, on its own thread, one call at a time: nothing
/// here is ever called from the recording path, so a server that hangs
/// holds up only its own forwarder.
public protocol PositionSender: AnyObject {
    /// The name the sink's cursor is kept under, and that `status` shows:
    /// `mqtt`, `traccar`.
    var name: String { get }
    /// Where positions go, for people: the URL without credentials.
    var destination: String { get }
    /// How many positions ``send(_:)`` takes at once: those it has out
    /// unacknowledged.
    var window: Int { get }
    /// Whether a connection is up: for HTTP, whether the last request was
    /// answered.
    var isConnected: Bool { get }

    /// Connects, waiting at most the sender's own timeout (HTTP only makes
    /// ready: its connection is made by the next request).
    /// - Throws: ``ForwardingError`` saying why, in plain words.
    func connect() throws(ForwardingError)

    /// Sends `positions` in order (at most ``window``) and waits for the
    /// server's acknowledgements.
    /// - Returns: how many of the first positions the server acknowledged,
    ///   and the error that stopped the rest, if any.
    func send(_ positions: [RecordedPoint]) -> SendOutcome

    /// Keeps an idle connection up (answers and sends keepalives) without
    /// waiting; called while there is nothing to send.
    /// - Throws: ``ForwardingError`` when the connection was found lost.
    func keepAlive() throws(ForwardingError)

    /// Drops the connection and whatever is unacknowledged on it.
    func disconnect()

    /// Cuts short, from any thread, a wait for the server (connecting,
    /// sending), and every wait after it: it fails soon with "stopped".
    /// How trackd stops in seconds while a server hangs.
    func interrupt()
}

/// What became of positions handed to a ``PositionSender``.
public struct SendOutcome: Sendable, Equatable {
    /// How many of the first positions the server acknowledged.
    public var acknowledged: Int
    /// Why the rest were not, if they were not.
    public var error: ForwardingError?

    public init(acknowledged: Int, error: ForwardingError? = nil) {
        self.acknowledged = acknowledged
        self.error = error
    }
}

/// Why forwarding failed, in words for the user: "connection refused by
/// 127.0.0.1:1883", "the server answered 500 Internal Server Error".
public struct ForwardingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

import TrackControl
import TrackModel

/// How forwarding to a server is shown, the same on every screen: as JSON,
/// as a line for people (`mqtt://broker:1883 topic owntracks/joe/3f2a: connected, 0 queued`),
/// and in a few words for the status line (`mqtt connected, 0 queued`).
enum ForwardingPresentation {
    static func json(_ servers: [ForwardingStatus]) -> JSONValue {
        .array(servers.map { reply($0).json })
    }

    /// One server as replies carry it.
    static func reply(_ server: ForwardingStatus) -> ForwardingReply {
        ForwardingReply(
            name: server.name, destination: server.destination, connected: server.connected, queued: server.queued,
            acknowledged: server.acknowledgedCount, thinned: server.thinnedCount,
            lastAcknowledgedFix: server.lastAcknowledgedFix.iso8601,
            lastAcknowledgedAt: server.lastAcknowledgedAt.iso8601, lastError: server.lastError)
    }

    /// One line a server: where, the connection, the queue, the last
    /// acknowledgement and the last error.
    static func line(_ server: ForwardingStatus) -> String {
        var text = "\(server.destination): \(state(server))"
        if let fix = server.lastAcknowledgedFix { text += ", last acknowledged fix of \(ISO8601.format(fix))" }
        if let error = server.lastError { text += "; last error: \(error)" }
        return text
    }

    /// A few words a server: `mqtt connected, 12 queued`.
    static func summary(_ server: ForwardingStatus) -> String {
        "\(server.name) \(state(server))"
    }

    /// What the Forwarding row of `status` and the dashboard says.
    static func row(_ servers: [ForwardingStatus]) -> String? {
        servers.isEmpty ? nil : servers.map(summary).joined(separator: "; ")
    }

    private static func state(_ server: ForwardingStatus) -> String {
        let connection =
            server.connected ? "connected" : server.lastError == nil ? "not connected yet" : "not connected"
        return "\(connection), \(server.queued) queued"
    }
}

import TrackControl
import TrackModel
import TrackViewModels

/// `forward --flush`: the servers' queues as they drain, a line each time
/// one changes (at most five a second: it listens to the servers' status),
/// ending once every position
/// recorded when the flush began was acknowledged or left out by the
/// queue's policy. A server that stays away keeps it waiting, saying why,
/// until the client goes.
struct FlushStream: ReplyStream {
    let viewModel: any ForwardingViewModeling
    /// The newest point's sequence number when the flush began.
    let target: Int64

    /// Seconds between two lines at least.
    static let interval = 0.2

    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool) {
        let changes = ChangeSignal(listeningTo: viewModel.servers)
        defer { changes.stopListening() }
        var lastText = ""
        while true {
            let servers = viewModel.servers.value
            let flushed = viewModel.isFlushed(through: target)
            let text = flushed ? "Flushed: every server acknowledged the positions recorded so far." : progress(servers)
            if text != lastText {
                let event: JSONValue = .object([
                    "flushed": .bool(flushed), "servers": ForwardingPresentation.json(servers),
                ])
                do {
                    try emit(ControlEvent(event: event, text: text))
                } catch {
                    return  // the client went away
                }
                lastText = text
            }
            if flushed || !isOpen() { return }
            // Looked at again on a change, or after a second to see that the client is still there.
            _ = changes.wait(timeout: 1, pause: Self.interval)
        }
    }

    /// `mqtt connected, 12 queued; traccar not connected, 40 queued (connection refused)`.
    private func progress(_ servers: [ForwardingStatus]) -> String {
        servers.map { server in
            ForwardingPresentation.summary(server) + (server.lastError.map { " (\($0))" } ?? "")
        }.joined(separator: "; ")
    }
}

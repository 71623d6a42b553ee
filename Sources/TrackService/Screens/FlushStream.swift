import Glibc
import TrackControl
import TrackModel
import TrackViewModels

/// `forward --flush`: the servers' queues as they drain, a line each time
/// one changes (at most five a second), ending once every position
/// recorded when the flush began was acknowledged or left out by the
/// queue's policy. A server that stays away keeps it waiting, saying why,
/// until the client goes.
struct FlushStream: ReplyStream {
    let viewModel: any ForwardingViewModeling
    /// The newest point's sequence number when the flush began.
    let target: Int64

    static let interval: useconds_t = 200_000

    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool) {
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
            usleep(Self.interval)
        }
    }

    /// `mqtt connected, 12 queued; traccar not connected, 40 queued (connection refused)`.
    private func progress(_ servers: [ForwardingStatus]) -> String {
        servers.map { server in
            ForwardingPresentation.summary(server) + (server.lastError.map { " (\($0))" } ?? "")
        }.joined(separator: "; ")
    }
}

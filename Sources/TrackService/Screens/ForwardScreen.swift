import TrackControl
import TrackModel
import TrackViewModels

/// The Forward screen: where the recording's positions stand on their way
/// to the user's servers. Handles `forward` and `forward --flush`.
struct ForwardScreen {
    let viewModel: any ForwardingViewModeling

    /// Each server's state.
    func forward() -> ControlReply {
        let servers = viewModel.servers.value
        let result: JSONValue = .object(["servers": ForwardingPresentation.json(servers)])
        guard viewModel.isEnabled else {
            return ControlReply(
                result: result, text: "Forwarding is off: no mqtt_url or traccar_url in trackd.conf names a server.")
        }
        return ControlReply(result: result, text: servers.map(ForwardingPresentation.line).joined(separator: "\n"))
    }

    /// Each server's state as it changes, until every position recorded
    /// when the flush began was acknowledged (or left out by a full queue).
    func flush() throws -> ControlReply {
        let target: Int64
        do {
            target = try viewModel.flushTarget()
        } catch let off as ForwardingOff {
            throw ControlFailure(.refused, off.description, reason: .forwardingOff)
        }
        return ControlReply(
            result: .object(["flushing": .bool(true)]), text: "",
            stream: FlushStream(viewModel: viewModel, target: target))
    }
}

import TinyMVVM
import TrackModel

/// The Forward screen's view model: where forwarding to each of the user's
/// servers stands, and what a flush waits for.
public protocol ForwardingViewModeling: AnyObject, Sendable {
    /// One entry per configured server; empty when forwarding is off.
    var servers: ReadOnlyProperty<[ForwardingStatus]> { get }

    /// Whether any server is configured.
    var isEnabled: Bool { get }

    /// What a flush started now waits for: the newest recorded point.
    /// - Throws: ``ForwardingOff`` when no server is configured.
    func flushTarget() throws -> Int64

    /// Whether every server has looked at the points up to `target` and has
    /// none left queued.
    func isFlushed(through target: Int64) -> Bool
}

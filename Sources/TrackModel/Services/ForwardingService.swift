import TinyMVVM

/// Forwarding of recorded positions to the user's servers, as the screens
/// see it: where each server's queue stands.
public protocol ForwardingService: AnyObject, Sendable {
    /// One entry per configured server, in the configuration's order; empty
    /// when forwarding is off.
    var status: ReadOnlyProperty<[ForwardingStatus]> { get }

    /// The newest recorded point's sequence number: a flush is over when
    /// every server has looked at the points up to it and has none queued.
    func newestSequence() -> Int64
}

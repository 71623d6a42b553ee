/// The outbox: for each server trackd forwards to, a cursor into the
/// recorded points that says which the server has acknowledged.
///
/// A position is queued by being recorded: no copy of it is written. A
/// server's queue is every recorded point after its cursor; the cursor moves
/// only when the server has acknowledged, and survives a restart or a crash.
/// Used by the forwarders only.
public protocol OutboxStore: AnyObject, Sendable {
    /// The sequence number up to which `sink` has acknowledged. The first
    /// time a sink is asked for, its cursor is set at the newest recorded
    /// point: turning forwarding on does not send what was recorded before.
    func acknowledgedSequence(of sink: String) throws -> Int64

    /// Remembers that `sink` acknowledged every queued point up to
    /// `sequence`. Handed to the kernel when this returns, so that a crash of
    /// trackd does not send it again.
    func acknowledge(_ sequence: Int64, by sink: String) throws

    /// The recorded points after `sequence`, oldest first, at most `limit`.
    /// Points of a recording discarded since are gone.
    func recordedPoints(after sequence: Int64, limit: Int) throws -> [RecordedPoint]

    /// The point with `sequence`, while it is stored.
    func recordedPoint(_ sequence: Int64) throws -> RecordedPoint?

    /// The newest record's sequence number: what a flush waits for every
    /// server to have dealt with.
    func newestSequence() -> Int64
}

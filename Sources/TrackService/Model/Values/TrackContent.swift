/// A saved track as exports and maps read it: its summary and notes, and
/// its points, read in order from storage as they are wanted (more than
/// once, if the reader must), never all held at once.
public struct TrackContent: Sendable {
    public var summary: TrackSummary
    public var notes: [Note]
    /// Hands each point to its argument, in order.
    public var forEachPoint: @Sendable ((TrackPoint) throws -> Void) throws -> Void

    public init(
        summary: TrackSummary, notes: [Note],
        forEachPoint: @escaping @Sendable ((TrackPoint) throws -> Void) throws -> Void
    ) {
        self.summary = summary
        self.notes = notes
        self.forEachPoint = forEachPoint
    }
}

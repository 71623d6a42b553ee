/// A saved track as exports and maps read it: its summary, and its points
/// and notes, read in order from storage as they are wanted (more than
/// once, if the reader must), never all held at once.
public struct TrackContent: Sendable {
    public var summary: TrackSummary
    /// Hands each point to its argument, in order.
    public var forEachPoint: @Sendable ((TrackPoint) throws -> Void) throws -> Void
    /// Hands each note to its argument, in order.
    public var forEachNote: @Sendable ((Note) throws -> Void) throws -> Void

    public init(
        summary: TrackSummary,
        forEachPoint: @escaping @Sendable ((TrackPoint) throws -> Void) throws -> Void,
        forEachNote: @escaping @Sendable ((Note) throws -> Void) throws -> Void
    ) {
        self.summary = summary
        self.forEachPoint = forEachPoint
        self.forEachNote = forEachNote
    }
}

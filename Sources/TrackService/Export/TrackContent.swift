/// What an export writes: the track's summary and notes, and its points,
/// read in order as the writer asks for them (more than once, if it must).
struct TrackContent {
    var summary: TrackSummary
    var notes: [Note]
    /// Hands each point to its argument, in order.
    var forEachPoint: ((TrackPoint) throws -> Void) throws -> Void
}

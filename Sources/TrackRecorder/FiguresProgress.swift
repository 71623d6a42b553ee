/// How far the figures of a recording resumed after a restart have been
/// worked out: until they are, the figures shown count the first
/// ``counted`` points of ``recorded``.
public struct FiguresProgress: Sendable, Equatable {
    /// Points counted so far, from the recording's first.
    public var counted: Int
    /// Points the recording has: those stored when trackd started and
    /// those recorded since.
    public var recorded: Int
    /// Why the work stopped (storage could not be read); a save tries
    /// again.
    public var problem: String?
}

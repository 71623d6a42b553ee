/// A fix as a ``LocationService`` delivers it.
public struct LocationUpdate: Sendable, Equatable {
    public var fix: Fix
    /// Whether the fix begins a segment of the source's own: the first point
    /// of a replayed file's `trkseg` after another one (each `trk` has its
    /// own). The recorder then begins a segment too, and counts no distance,
    /// time or speed across the gap, whatever the fixes' times say.
    public var startsSegment: Bool

    public init(_ fix: Fix, startsSegment: Bool = false) {
        self.fix = fix
        self.startsSegment = startsSegment
    }
}

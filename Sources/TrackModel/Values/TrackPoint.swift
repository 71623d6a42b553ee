/// A stored fix with the recording segment it belongs to.
public struct TrackPoint: Sendable, Equatable {
    /// 0 for the first segment; a stop and start begins the next.
    public var segment: Int
    public var fix: Fix
    /// Whether this point begins a segment because fixes stopped coming (a
    /// tunnel, a lost signal: a gap longer than `segment_gap` while
    /// recording) rather than because someone said so (a stop and start, a
    /// file's own `trkseg`). The figures count the way across such a gap as
    /// they count a gap within a segment; across any other boundary they
    /// count nothing.
    public var bridgesGap: Bool

    public init(segment: Int, fix: Fix, bridgesGap: Bool = false) {
        self.segment = segment
        self.fix = fix
        self.bridgesGap = bridgesGap
    }
}

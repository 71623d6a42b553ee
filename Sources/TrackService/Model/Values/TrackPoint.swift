/// A stored fix with the recording segment it belongs to.
public struct TrackPoint: Sendable, Equatable {
    /// 0 for the first segment; a stop and start begins the next.
    public var segment: Int
    public var fix: Fix

    public init(segment: Int, fix: Fix) {
        self.segment = segment
        self.fix = fix
    }
}

/// A stored point of the unsaved recording with its position in storage:
/// where the next stretch of ``DataStorageManager/recordingPoints(_:after:limit:)``
/// begins.
public struct PositionedPoint: Sendable, Equatable {
    /// Increases along the recording; 0 is before its first point.
    public var position: Int64
    public var point: TrackPoint

    public init(position: Int64, point: TrackPoint) {
        self.position = position
        self.point = point
    }
}

/// A point as it was recorded, with the number that orders it among every
/// point trackd has recorded into this database: what the outbox's cursor
/// counts in.
public struct RecordedPoint: Sendable, Equatable {
    /// Grows with every record of the database; gaps are allowed.
    /// ``heartbeat`` for a position sent while none is recorded.
    public var sequence: Int64
    /// The recording (track) the point went into.
    public var recording: Int64
    public var point: TrackPoint

    /// The sequence number of a heartbeat: the current fix, sent while
    /// parked, never recorded and never queued.
    public static let heartbeat: Int64 = 0

    /// Whether this is a heartbeat rather than a recorded point.
    public var isHeartbeat: Bool { sequence == Self.heartbeat }

    public init(sequence: Int64, recording: Int64, point: TrackPoint) {
        self.sequence = sequence
        self.recording = recording
        self.point = point
    }
}

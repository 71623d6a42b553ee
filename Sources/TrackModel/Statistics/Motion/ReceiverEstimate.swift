/// What a track has shown of its receiver's horizontal error: how far its
/// fixes scatter (``ScatterEstimate``) and how fast its drift wanders
/// (``DriftEstimate``). A receiver is the same receiver after a tunnel, so
/// the estimate is handed from one ``MotionRun`` to the next.
struct ReceiverEstimate: Sendable {
    private(set) var scatter = ScatterEstimate()
    private(set) var drift = DriftEstimate()

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { scatter.heldValues + drift.heldValues }

    /// Forgets the last fixes (a new run on another plane), keeping what
    /// was learned of the receiver.
    mutating func restart() {
        scatter.restart()
        drift.restart()
    }

    /// Takes the next fix of the run, later than the last.
    mutating func add(time: Double, point: LocalPlane.Point) {
        scatter.add(time: time, point: point)
        drift.add(time: time, point: point)
    }
}

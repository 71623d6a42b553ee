/// Where the motion model puts the receiver at one fix's time, once later
/// fixes have had their say (smoothed).
struct MotionSample: Sendable {
    /// Seconds since 1970, the fix's own time.
    var time: Double
    /// Smoothed position on the run's plane.
    var position: LocalPlane.Point
    /// Where the fix itself put the receiver, on the same plane.
    var measured: LocalPlane.Point
    /// The ground's scale there.
    var scale: LocalPlane.Scale
    /// Smoothed altitude, metres, once any fix of the run had one.
    var altitude: Double?
    /// What the noise can explain of the way between this sample and
    /// another, metres: the fix's horizontal error (one standard deviation
    /// on each axis), or less when the receiver's own velocity measured the
    /// way.
    var sigma: Double
    /// The fix's whole noise (white and drift), metres, one standard
    /// deviation on each axis.
    var noise: Double
    /// The receiver's own speed at the fix, m/s, when the model took it.
    var reportedSpeed: Double?
}

extension MotionSample {
    /// Metres on the ground to `other`, nearby.
    func metres(to other: MotionSample) -> Double {
        LocalPlane.Scale.metres(from: position, scale, to: other.position, other.scale)
    }

    /// Metres on the ground between the two fixes as measured.
    func measuredMetres(to other: MotionSample) -> Double {
        measuredWay(to: other).length
    }

    /// The way on the ground between the two fixes as measured, metres east
    /// and north.
    func measuredWay(to other: MotionSample) -> LocalPlane.Point {
        LocalPlane.Scale.way(from: measured, scale, to: other.measured, other.scale)
    }
}

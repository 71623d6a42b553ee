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
    /// Whether the model foresaw the fix no better than one time in 20
    /// (``MotionSmoother/Measurement/unforeseen``).
    var unforeseen: Bool
    /// What the noise can explain of the way between this sample and
    /// another, metres: the fix's horizontal error (one standard deviation
    /// on each axis), or less when the receiver's own velocity measured the
    /// way.
    var sigma: Double
    /// How far the ends of a stretch of the track err against each other.
    var stretchError: StretchError
    /// The fix's whole noise (white and drift), metres, one standard
    /// deviation on each axis.
    var noise: Double
    /// The receiver's own velocity at the fix, metres a second east and
    /// north on the ground, when the model took it.
    var reportedVelocity: LocalPlane.Point?
    /// What the drift the receiver is known to have wanders the smoothed
    /// step from the sample before to this one by, metres² on each axis
    /// (``DriftWander``).
    var wander: Double
    /// How the fixes' mean miss about this sample (``BendCut/offsetSpan``)
    /// and the smoothed path's second difference across a bend's span
    /// (``BendCut/span``) covary, metres² on
    /// each axis, where the drift the receiver is known to have and its
    /// white scatter are all there is (``DriftWander``): what noise alone
    /// puts in the cut (``BendCut/noiseProduct(_:before:after:)``).
    /// Negative where there is noise: the fixes lie outside the bends it
    /// gives the path.
    var bendNoise = 0.0
}

extension MotionSample {
    /// The receiver's own speed at the fix, m/s, when the model took it.
    var reportedSpeed: Double? { reportedVelocity?.length }

    /// Metres on the ground to `other`, nearby.
    func metres(to other: MotionSample) -> Double {
        way(to: other).length
    }

    /// The way on the ground from this smoothed position to `other`'s,
    /// metres east and north.
    func way(to other: MotionSample) -> LocalPlane.Point {
        LocalPlane.Scale.way(from: position, scale, to: other.position, other.scale)
    }

    /// The way on the ground from the smoothed position to where the fix
    /// itself put the receiver, metres east and north.
    var miss: LocalPlane.Point {
        LocalPlane.Scale.way(from: position, scale, to: measured, scale)
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

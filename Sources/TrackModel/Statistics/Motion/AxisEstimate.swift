/// Position and velocity along one axis, with the covariance of the two: the
/// state of a constant-velocity Kalman filter on that axis. The motion model
/// follows altitude this way (its horizontal axes also carry the receiver's
/// drift: ``DriftingAxes``).
struct AxisState: Sendable {
    /// Metres.
    var position: Double
    /// Metres per second.
    var velocity: Double

    /// Where constant velocity takes the state in `seconds`.
    func predicted(over seconds: Double) -> AxisState {
        AxisState(position: position + seconds * velocity, velocity: velocity)
    }

    /// The state corrected by a measurement of `value` with `gain`; `measured`
    /// is what the state itself says of that quantity.
    func corrected(by gain: AxisGain, toward value: Double, from measured: Double) -> AxisState {
        AxisState(
            position: position + gain.position * (value - measured),
            velocity: velocity + gain.velocity * (value - measured))
    }
}

/// How much a measurement's surprise moves position and velocity.
struct AxisGain: Sendable {
    var position: Double
    var velocity: Double
}

/// The symmetric covariance of one axis's position and velocity.
struct AxisCovariance: Sendable {
    /// Position variance, m².
    var pp: Double
    /// Position-velocity covariance, m²/s.
    var pv: Double
    /// Velocity variance, m²/s².
    var vv: Double

    /// The covariance after `seconds` of constant velocity disturbed by white
    /// acceleration of spectral density `acceleration` (m²/s³).
    func predicted(over seconds: Double, acceleration: Double) -> AxisCovariance {
        let t = seconds
        return AxisCovariance(
            pp: pp + 2 * t * pv + t * t * vv + acceleration * t * t * t / 3,
            pv: pv + t * vv + acceleration * t * t / 2,
            vv: vv + acceleration * t)
    }

    /// The gain for a position measurement of `variance` m².
    func positionGain(variance: Double) -> AxisGain {
        let innovation = pp + variance
        return AxisGain(position: pp / innovation, velocity: pv / innovation)
    }

    /// The covariance once a position measurement was taken with `gain`.
    func afterPosition(_ gain: AxisGain) -> AxisCovariance {
        AxisCovariance(pp: (1 - gain.position) * pp, pv: (1 - gain.position) * pv, vv: vv - gain.velocity * pv)
    }

    /// The Rauch-Tung-Striebel gain that carries what the next state learned
    /// from later fixes back to this one: `self` is this state's filtered
    /// covariance, `next` the next state's predicted one, `seconds` apart.
    func smootherGain(toward next: AxisCovariance, over seconds: Double) -> SmootherGain {
        // C = P F' (P_next)^-1, with F = [1 t; 0 1].
        let a = pp + seconds * pv
        let b = pv
        let c = pv + seconds * vv
        let d = vv
        let determinant = next.pp * next.vv - next.pv * next.pv
        guard determinant > 0 else { return SmootherGain(pp: 0, pv: 0, vp: 0, vv: 0) }
        let ipp = next.vv / determinant
        let ipv = -next.pv / determinant
        let ivv = next.pp / determinant
        return SmootherGain(pp: a * ipp + b * ipv, pv: a * ipv + b * ivv, vp: c * ipp + d * ipv, vv: c * ipv + d * ivv)
    }
}

/// A 2×2 Rauch-Tung-Striebel gain.
struct SmootherGain: Sendable {
    var pp: Double
    var pv: Double
    var vp: Double
    var vv: Double

    /// The smoothed state: `filtered` plus what the next state's smoothed
    /// estimate says beyond its prediction.
    func smoothed(_ filtered: AxisState, nextSmoothed: AxisState, nextPredicted: AxisState) -> AxisState {
        let dp = nextSmoothed.position - nextPredicted.position
        let dv = nextSmoothed.velocity - nextPredicted.velocity
        return AxisState(
            position: filtered.position + pp * dp + pv * dv, velocity: filtered.velocity + vp * dp + vv * dv)
    }
}

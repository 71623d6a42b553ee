import Glibc

/// The way along a bend between two fixes far apart, rather than the chord
/// that cuts it.
///
/// A logger that writes every 5 or 10 s, or every 10 m, draws a winding
/// road or a switchback in a few fixes; the chords between them cut every
/// bend (a 10 s logger on a mountain road: 5-6% short). How the track turns
/// at each end of a step says how its way bends between them: a smooth
/// path through the fixes leaves the first along the bisector of the turn
/// there and reaches the second along the bisector of the turn there.
/// Measured from the chord, those tangents are half of each turn (θ₁, θ₂),
/// and a cubic with them is `1 + (2θ₁² − θ₁θ₂ + 2θ₂²) / 30` times the chord
/// for gentle bends; taking that as a circle's `θ / sin θ` with
/// `θ² = (2θ₁² − θ₁θ₂ + 2θ₂²) / 5` makes it exact on an arc of a circle
/// (θ₂ = −θ₁), however sharp.
///
/// A turn is taken only beyond what the fixes' noise makes of it: each
/// squared half-turn less its variance from the three fixes' error (a
/// straight road seen by a noisy receiver does not bend). A step at either
/// end of a run, or next to a step too short to give a direction, has no
/// turn there.
enum BendLength {
    /// The half-turn taken at most, radians: a hairpin drawn by one fix
    /// tells that the road turned, not how far it went round.
    static let sharpestHalfTurn = 1.3

    /// The way from `from` to `to`, `chord` metres apart as measured, given
    /// the measured fixes before and after them when the run has them.
    static func metres(
        chord: Double, before: MotionSample?, from: MotionSample, to: MotionSample, after: MotionSample?
    ) -> Double {
        let step = from.measuredWay(to: to)
        let start = before.map { halfTurn(from: $0.measuredWay(to: from), to: step, at: ($0, from, to)) }
        let end = after.map { halfTurn(from: step, to: to.measuredWay(to: $0), at: (from, to, $0)) }
        // The tangents' angles from the chord: the first turn's half one
        // way, the second's the other (a circle's are equal and opposite).
        let first = start ?? .straight
        let second = end.map { HalfTurn(angle: -$0.angle, square: $0.square) } ?? .straight
        let cross = first.square > 0 && second.square > 0 ? first.angle * second.angle : 0
        let squared = (2 * first.square - cross + 2 * second.square) / 5
        guard squared > 0 else { return chord }
        let angle = min(squared.squareRoot(), sharpestHalfTurn)
        return chord * angle / sin(angle)
    }

    /// Half of the turn from one way to the next, and its square less what
    /// the noise of the three fixes explains of it (0 when noise explains
    /// it all).
    private struct HalfTurn {
        var angle: Double
        var square: Double

        static let straight = HalfTurn(angle: 0, square: 0)
    }

    private static func halfTurn(
        from incoming: LocalPlane.Point, to outgoing: LocalPlane.Point,
        at fixes: (MotionSample, MotionSample, MotionSample)
    ) -> HalfTurn {
        let inLength = incoming.length
        let outLength = outgoing.length
        guard inLength > 0, outLength > 0 else { return .straight }
        let angle =
            atan2(
                incoming.east * outgoing.north - incoming.north * outgoing.east,
                incoming.east * outgoing.east + incoming.north * outgoing.north) / 2
        // The turn moves by the first fix's error across the way in over its
        // length, the last's across the way out, the middle's across both.
        let inWeight = 1 / inLength
        let outWeight = 1 / outLength
        let bothWeight = inWeight + outWeight
        let variance =
            (fixes.0.noise * fixes.0.noise * inWeight * inWeight + fixes.1.noise * fixes.1.noise * bothWeight
                * bothWeight + fixes.2.noise * fixes.2.noise * outWeight * outWeight) / 4
        return HalfTurn(angle: angle, square: max(0, angle * angle - variance))
    }
}

import Glibc

/// The way along a bend between two fixes far apart, rather than the chord
/// that cuts it.
///
/// A logger that writes every 5 or 10 s, or every 10 m, draws a winding
/// road or a switchback in a few fixes; the chords between them cut every
/// bend (a 10 s logger on a mountain road: 5-6% short). How the track turns
/// at each end of a step says how its way bends between them: a smooth
/// path through the fixes leaves the first along the circle through it,
/// the fix before and the second, and reaches the second along the circle
/// through it, the first and the fix after. Measured from the chord, those
/// tangents are the angles the fixes before and after see the chord under
/// (θ₁, θ₂: inscribed angles, half of each turn where the fixes are evenly
/// spaced, and still the circle's where a logger's speed changes), and a
/// cubic with them is `1 + (2θ₁² − θ₁θ₂ + 2θ₂²) / 30` times the chord for
/// gentle bends; taking that as a circle's `θ / sin θ` with
/// `θ² = (2θ₁² − θ₁θ₂ + 2θ₂²) / 5` makes it exact on an arc of a circle
/// (θ₂ = −θ₁), however sharp and however unevenly the fixes lie on it.
///
/// A turn is taken only beyond what the fixes' noise makes of it: each
/// squared angle less its variance from the three fixes' error (a straight
/// road seen by a noisy receiver does not bend). A step at either end of a
/// run, or next to a step too short to give a direction, has no turn
/// there.
enum BendLength {
    /// The tangent's angle from the chord taken at most, radians: a hairpin
    /// drawn by one fix tells that the road turned, not how far it went
    /// round.
    static let sharpestHalfTurn = 1.3

    /// The way from `from` to `to`, `chord` metres apart as measured, given
    /// the measured fixes before and after them when the run has them.
    static func metres(
        chord: Double, before: MotionSample?, from: MotionSample, to: MotionSample, after: MotionSample?
    ) -> Double {
        // The tangents' angles from the chord: the first one way, the
        // second the other (a circle's are equal and opposite).
        let first = before.map { inscribedAngle(at: $0, over: (from, to)) } ?? .straight
        let second = after.map { inscribedAngle(at: $0, over: (from, to)).reversed } ?? .straight
        let cross = first.square > 0 && second.square > 0 ? first.angle * second.angle : 0
        let squared = (2 * first.square - cross + 2 * second.square) / 5
        guard squared > 0 else { return chord }
        let angle = min(squared.squareRoot(), sharpestHalfTurn)
        return chord * angle / sin(angle)
    }

    /// A tangent's angle from the chord, and its square less what the
    /// fixes' noise explains of it (0 when noise explains it all).
    private struct TangentAngle {
        var angle: Double
        var square: Double

        static let straight = TangentAngle(angle: 0, square: 0)

        /// The same tangent seen from the chord's other end.
        var reversed: TangentAngle { TangentAngle(angle: -angle, square: square) }
    }

    /// The angle at `vertex` between the ways to the step's two fixes: the
    /// angle the circle through the three makes with the step's chord at
    /// either of its ends (one inscribed angle over the chord).
    private static func inscribedAngle(at vertex: MotionSample, over step: (MotionSample, MotionSample))
        -> TangentAngle
    {
        let toFirst = vertex.measuredWay(to: step.0)
        let toSecond = vertex.measuredWay(to: step.1)
        let firstLength = toFirst.length
        let secondLength = toSecond.length
        guard firstLength > 0, secondLength > 0 else { return .straight }
        let angle = atan2(
            toFirst.east * toSecond.north - toFirst.north * toSecond.east,
            toFirst.east * toSecond.east + toFirst.north * toSecond.north)
        // Each fix moves the angle by its error across the way to it over
        // that way's length; the vertex's moves both ways, nearly alike.
        let firstWeight = 1 / firstLength
        let secondWeight = 1 / secondLength
        let vertexWeight = firstWeight - secondWeight
        let variance =
            vertex.noise * vertex.noise * vertexWeight * vertexWeight
            + step.0.noise * step.0.noise * firstWeight * firstWeight
            + step.1.noise * step.1.noise * secondWeight * secondWeight
        return TangentAngle(angle: angle, square: max(0, angle * angle - variance))
    }
}

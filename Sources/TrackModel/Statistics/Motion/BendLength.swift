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
/// spaced, and still the circle's where a logger's speed changes). Where
/// the model took the receiver's own velocity at a fix (a Doppler course
/// that agrees with the positions), that course is the tangent there: it
/// measures how the way leaves the fix rather than guessing it from the
/// next fixes.
///
/// Between the two tangents the way is taken as a biarc: two arcs of a
/// circle, meeting with one tangent, whose legs along the end tangents are
/// equal, the curve roads are laid out with (straights and arcs). It is
/// the arc itself where both ends lie on one circle (θ₂ = −θ₁), however
/// sharp and however unevenly the fixes lie on it, and `1 + (θ₁² + θ₂²) / 12`
/// times the chord for gentle bends. A cubic with the same tangents is
/// `1 + (2θ₁² − θ₁θ₂ + 2θ₂²) / 30`: as long on a circle, but only 4/5 of
/// the biarc's bend where one end is straight, as where a step runs from a
/// straight into a bend. On roads of straights, arcs and clothoids, town
/// grids, roundabouts and meanders sampled every 10-140 m, the cubic never
/// left less of the chords' shortfall than the biarc, and up to 30% more,
/// and the biarc was longer than the true way on none of 216 such roads
/// (a 10 s logger on the truth benchmark's mountain road, error-free:
/// -2.2% against -1.5%).
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
        let start =
            from.reportedVelocity.map { headingAngle($0, over: (from, to)) }
            ?? before.map { inscribedAngle(at: $0, over: (from, to)) } ?? 0
        let end =
            to.reportedVelocity.map { headingAngle($0, over: (from, to)) }
            ?? after.map { -inscribedAngle(at: $0, over: (from, to)) } ?? 0
        guard start != 0 || end != 0 else { return chord }
        return chord * biarcPerChord(start: start, end: end)
    }

    /// The length of the biarc between tangents `start` and `end` radians
    /// from a chord of 1 (each at most ``sharpestHalfTurn``; equal and
    /// opposite on a circle).
    ///
    /// Each leg `d` runs from an end of the chord along its tangent; the
    /// two legs' far ends are `2d` apart, and the arcs meet halfway between
    /// them, along the line through them: `d = 1 / (c + √(c² + 2g))` with
    /// `c = cos θ₁ + cos θ₂` and `g = 1 − cos(θ₁ − θ₂)`. An arc whose
    /// tangent turns by `2φ` between legs of `d` is `2dφ / tan φ` long.
    static func biarcPerChord(start: Double, end: Double) -> Double {
        let cosines = cos(start) + cos(end)
        let gap = 1 - cos(start - end)
        let leg = 1 / (cosines + (cosines * cosines + 2 * gap).squareRoot())
        let junction = atan2(-leg * (sin(start) + sin(end)), 1 - leg * cosines)
        func arc(halfTurn: Double) -> Double { abs(halfTurn) < 1e-9 ? 1 : halfTurn / tan(halfTurn) }
        return 2 * leg * (arc(halfTurn: (junction - start) / 2) + arc(halfTurn: (end - junction) / 2))
    }

    /// A tangent `angle` radians from the chord, whose noise alone would
    /// make an angle of `variance` squared radians: cut to what is beyond
    /// the noise (``AngleBeyondNoise``) and to ``sharpestHalfTurn``.
    private static func beyondNoise(_ angle: Double, variance: Double) -> Double {
        let beyond = AngleBeyondNoise.angle(angle, variance: variance)
        return min(max(beyond, -sharpestHalfTurn), sharpestHalfTurn)
    }

    /// The angle from the receiver's own `velocity` at one of the step's
    /// fixes to the step's chord, as ``inscribedAngle(at:over:)`` measures
    /// the tangent there, beyond its noise: the velocity's across the way
    /// (``MotionSmoother/velocitySigma`` over the speed: a degree at 10 m/s,
    /// all of it at a standstill) and the chord's direction's, from the two
    /// fixes' error.
    private static func headingAngle(_ velocity: LocalPlane.Point, over step: (MotionSample, MotionSample))
        -> Double
    {
        let chord = step.0.measuredWay(to: step.1)
        let speed = velocity.length
        let length = chord.length
        guard speed > 0, length > 0 else { return 0 }
        let across = MotionSmoother.velocitySigma / speed
        return beyondNoise(
            velocity.turn(to: chord),
            variance: across * across + (step.0.noise * step.0.noise + step.1.noise * step.1.noise) / (length * length))
    }

    /// The angle at `vertex` between the ways to the step's two fixes: the
    /// angle the circle through the three makes with the step's chord at
    /// either of its ends (one inscribed angle over the chord), beyond the
    /// three fixes' noise.
    private static func inscribedAngle(at vertex: MotionSample, over step: (MotionSample, MotionSample))
        -> Double
    {
        let toFirst = vertex.measuredWay(to: step.0)
        let toSecond = vertex.measuredWay(to: step.1)
        let firstLength = toFirst.length
        let secondLength = toSecond.length
        guard firstLength > 0, secondLength > 0 else { return 0 }
        // Each fix moves the angle by its error across the way to it over
        // that way's length; the vertex's moves both ways, nearly alike.
        let firstWeight = 1 / firstLength
        let secondWeight = 1 / secondLength
        let vertexWeight = firstWeight - secondWeight
        let variance =
            vertex.noise * vertex.noise * vertexWeight * vertexWeight
            + step.0.noise * step.0.noise * firstWeight * firstWeight
            + step.1.noise * step.1.noise * secondWeight * secondWeight
        return beyondNoise(toFirst.turn(to: toSecond), variance: variance)
    }
}

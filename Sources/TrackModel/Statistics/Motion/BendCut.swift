import Glibc

/// The way a smoothed path cut where it bends, from how far the fixes lie
/// outside it.
///
/// A smoother allowed less acceleration than a bend takes rounds the bend
/// inside the fixes: on an arc it draws a smaller arc through the same
/// angles, shorter by the fixes' offset outside it times the angle turned.
/// So each step gets back the mean offset of the fixes about it from the
/// smoothed path, across it and outward, times the angle the smoothed path
/// turns there (at the truth benchmark's first seed set, a dog walk behind
/// a white receiver: -4.1% without it, -0.8% with it; steep switchbacks
/// behind it -3.7%, -2.3%). Where the
/// path runs straight, it turns by noise alone and the offsets are noise:
/// where the path bends toward a fix's error, the fix lies farther still,
/// so their product adds length that is not there. Little of that comes
/// from white error, which the smoother does not follow; a drift it
/// follows turns the smoothed path by noise alone. So the turn counts only
/// beyond what the drift the receiver is known to have turns the path by
/// (``AngleBeyondNoise``, with the variance ``Wander`` tells). A walker at
/// 0.3 m/s behind a drift that wanders 3 m in 20 s read +19.3, +5.1, +8.8,
/// +4.2, +5.6% at the truth benchmark's five seed sets without that, and
/// +16.0, +1.5, +5.4, +1.2, +1.5% with it; a dog walk behind it, whose
/// bends that drift hides too, lost a point (-3.5 to -4.7% at the first
/// set). The step is never shorter than nothing.
///
/// The offset and the turn are taken over ``span`` seconds either side of
/// the step's end: long enough for a smoothed turn to show, short enough to
/// stay within one hairpin (over five seed sets 5 s left walkers longest,
/// 10 s a hike's switchbacks shortest; 7 s missed fewest targets).
enum BendCut {
    /// Seconds either side of a step's end over which its bend is seen.
    static let span = 7.0

    /// The metres the smoothed step that ends at `samples[index]`, lasting
    /// `seconds`, cut, seen over the samples from `first` to `last` (those
    /// within ``span`` of it): positive where the fixes lie outside a bend,
    /// `0` where there is no sample on one side (a run's first or last).
    /// `misses` holds the sums of the samples' misses
    /// (``MotionSample/miss``) before each sample and after the last, so
    /// that a bend costs the same at 10 Hz.
    static func metres(
        ending index: Int, from first: Int, to last: Int, of samples: [MotionSample], misses: [LocalPlane.Point],
        seconds: Double
    ) -> Double {
        guard first < index, index < last else { return 0 }
        let middle = samples[index]
        let before = samples[first].way(to: middle)
        let after = middle.way(to: samples[last])
        let across = samples[first].way(to: samples[last])
        let length = across.length
        guard before.length > 0, after.length > 0, length > 0 else { return 0 }
        // Positive turning to the left, as the normal points.
        let turn = AngleBeyondNoise.angle(
            before.turn(to: after),
            variance: middle.bendWander.turnVariance(before: before.length, after: after.length))
        let normal = LocalPlane.Point(east: -across.north / length, north: across.east / length)
        let miss = misses[last + 1] - misses[first]
        let offset = (miss.east * normal.east + miss.north * normal.north) / Double(last - first + 1)
        // The fixes outside a left turn lie to the right: a negative offset.
        return -offset * turn * seconds / ((samples[last].time - samples[first].time) / 2)
    }

    /// What the drift the receiver is known to have wanders the smoothed
    /// path by over ``BendCut/span`` and over twice it (``DriftWander``),
    /// metres² on each axis: the noise in the turn a bend is seen by.
    struct Wander: Sendable {
        /// The variance of the smoothed way over ``BendCut/span``.
        var span: Double
        /// The variance of the smoothed way over twice ``BendCut/span``.
        var twice: Double

        /// No known drift: the smoothed path turns by none.
        static let none = Wander(span: 0, twice: 0)

        /// The variance of the turn between a way of `before` metres and a
        /// way of `after` metres from where the first ends, each about
        /// ``BendCut/span`` long, squared radians.
        ///
        /// Each way's direction errs by its error across it over its
        /// length; the turn errs by the difference. The two ways' errors
        /// are not independent: the drift the smoother passes is smooth,
        /// and adjacent ways err alike, by a covariance of half of what the
        /// way over both errs by beyond the two (`(S₂ − 2S) / 2`). Alike
        /// errors turn both ways alike, which is no turn: `S/b² + S/a² −
        /// (S₂ − 2S)/(ab)`.
        func turnVariance(before: Double, after: Double) -> Double {
            max(0, span / (before * before) + span / (after * after) - (twice - 2 * span) / (before * after))
        }
    }
}

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
/// so their product adds length that is not there: little behind white
/// error, but 6.5-8 points over five seed sets on a walker at 0.3 m/s
/// behind a drift that wanders 3 m in 20 s (+1.5 to +14% without it, +8
/// to +22% with it). The step is never shorter than nothing.
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
        let turn = before.turn(to: after)
        let normal = LocalPlane.Point(east: -across.north / length, north: across.east / length)
        let miss = misses[last + 1] - misses[first]
        let offset = (miss.east * normal.east + miss.north * normal.north) / Double(last - first + 1)
        // The fixes outside a left turn lie to the right: a negative offset.
        return -offset * turn * seconds / ((samples[last].time - samples[first].time) / 2)
    }
}

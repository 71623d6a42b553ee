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
/// behind it -3.7%, -2.3%).
///
/// Where the path runs straight, it turns by noise alone and the offsets
/// are noise, and their product is not: where a drift the smoother
/// follows in part bends the smoothed path, the fixes, which follow all of
/// it, lie outside that bend. So the product that noise alone makes on
/// average (``noiseProduct(_:before:after:)``, from the covariance
/// ``DriftWander`` works out for the drift the receiver is known to have)
/// is taken off it. Both are means over many steps, as the length is: a
/// step may get back less than nothing, the way it counts never does.
/// Before, the turn alone counted beyond what that drift turns the path
/// by; a walker at 0.3 m/s behind a drift that wanders 3 m in 20 s still
/// gained 5-6% of its length from it, while a bend the turn shows got
/// less back than it cut. Over 21 of the truth benchmark's seed sets that
/// #25 was not tuned on, rows beyond 2% 244 -> 229 with moving judged on
/// the way (``MotionClassifier``), the mean error 0.74 -> 0.70% (at the
/// five it was tuned on, 54 -> 60 rows, 0.698 -> 0.694%). White scatter
/// bends a slow mover's smoothed path too (a walker at 0.3 m/s behind a
/// 2.5 m white receiver: a path a seventh long where judged moving), and
/// its product is taken off alike, where the track has shown that scatter
/// and fixes come every few seconds or oftener
/// (``DriftWander/whiteBendLongestStep``): over 26 seed sets, that
/// receiver's straight walks at 0.3 and 0.6 m/s +2.7% and +2.4% -> +0.8%
/// and +2.1% on average, its steep switchbacks +1.3% -> +0.8%, its dog
/// walk -0.6% -> -1.0%; a stroll logged every 5 s behind a 1.5 m white
/// receiver +18% -> +2.7%.
///
/// The turn is taken over ``span`` seconds either side of the step's end:
/// long enough for a smoothed turn to show, short enough to stay within
/// one hairpin (over five seed sets 5 s left walkers longest, 10 s a hike's
/// switchbacks shortest; 7 s missed fewest targets). The offset is taken
/// nearer, over ``offsetSpan``: the length an offset path adds is the
/// offset times the turn where each is, and a hairpin or a street corner
/// turns where the fixes lie outside it, at its apex, while the flanks
/// either side lie on the path. The mean over the whole span spread the
/// apex's offset over them: in a hike up switchbacks behind a receiver
/// drifting 4 m, the smoothed path 1.4 m short of a hairpin's apex got
/// back 0.9 m of the 4 m it cut there.
enum BendCut {
    /// Seconds either side of a step's end over which its turn is seen.
    static let span = 7.0
    /// Seconds either side of a step's end over which the fixes' offset
    /// from the smoothed path is taken: the step's own fix and those
    /// within a second of it. Over the truth benchmark's 26 seed sets, rows
    /// beyond 2% 281 (the whole span) -> 245, 250 at 2 s, 260 at 3 s; at
    /// 4 s and 5 s an error-free control read 0.31% and 0.30% short; the
    /// step's own fix alone, 244 but moving time beyond 3% 153 -> 164.
    static let offsetSpan = 1.0

    /// The metres the smoothed step that ends at `samples[index]`, lasting
    /// `seconds`, cut, its turn seen over the samples `turned` (those within
    /// ``span`` of it) and the fixes' offset over the samples `offset`
    /// (within ``offsetSpan``): positive where the fixes lie outside a bend,
    /// `0` where there is no sample on one side (a run's first or last).
    /// `misses` holds the sums of the samples' misses
    /// (``MotionSample/miss``) before each sample and after the last, so
    /// that a bend costs the same at 10 Hz.
    static func metres(
        ending index: Int, turnedWithin turned: ClosedRange<Int>, offsetWithin offset: ClosedRange<Int>,
        of samples: [MotionSample], misses: [LocalPlane.Point], seconds: Double
    ) -> Double {
        let first = turned.lowerBound
        let last = turned.upperBound
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
        let miss = misses[offset.upperBound + 1] - misses[offset.lowerBound]
        let outward = (miss.east * normal.east + miss.north * normal.north) / Double(offset.count)
        // The fixes outside a left turn lie to the right: a negative offset.
        let cut = -outward * turn - noiseProduct(middle.bendNoise, before: before.length, after: after.length)
        return cut * seconds / ((samples[last].time - samples[first].time) / 2)
    }

    /// What noise alone makes of the product of the offset and the turn
    /// (the cut before its share of the span) between ways of `before` and
    /// `after` metres, where the fixes' mean miss about the step and the
    /// smoothed path's second difference across the span covary by `covariance`
    /// metres² on each axis (``MotionSample/bendNoise``): the turn is that
    /// second difference over the ways' length, so `−covariance / √(ba)`.
    /// Positive: a drift's bend in the smoothed path has the fixes outside.
    static func noiseProduct(_ covariance: Double, before: Double, after: Double) -> Double {
        -covariance / (before * after).squareRoot()
    }
}

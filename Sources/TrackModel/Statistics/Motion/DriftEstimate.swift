import Glibc

/// Learns from the track how fast the receiver's drift wanders, as
/// ``ScatterEstimate`` learns its white scatter: a receiver whose error
/// wanders by metres within seconds (3 m over 20 s) while its fixes jitter
/// by less than a metre is not the receiver that jitter alone suggests.
///
/// Over seconds, drift wanders like a random walk: the cubic through a
/// fix's neighbours misses the fix by more the farther apart they are, by
/// the drift's diffusion times their spacing, while white scatter misses it
/// alike at any spacing. So each fix's miss with neighbours four fixes away,
/// less its miss with its next neighbours (the same fix: its own scatter
/// cancels), measures three spacings of diffusion. The estimate is the
/// trimmed mean of the last ``memory`` such measures, which scatter widely
/// one by one, over what trimming an exponential scatter keeps of its mean
/// (``trimmedShareOfMean``); it is never more than the near misses alone
/// could be made of (a fix's next neighbours miss it by a few centimetres
/// on an error-free track, so a bend drawn exactly is never taken for
/// drift), and it leaves out the fixes of a mover turning steadily and
/// briskly (``turnsBriskly(near:)``), whose turn the cubic through far
/// neighbours cannot follow. Beside it,
/// ``assuredDiffusion`` is what the measures show beyond reasonable doubt:
/// a receiver whose metres of error are white shows a diffusion of a few
/// tenths one minute and none the next, and must not pass for a drifting
/// one.
struct DriftEstimate: Sendable {
    /// Fixes whose measures are averaged: a few minutes at 1 Hz.
    static let memory = 161
    /// Measures it takes before the estimate is used, about five
    /// independent ones (``measuresPerIndependent``): a minute at 1 Hz. A
    /// receiver whose drift wanders by 3 m within 20 s is taken for one of
    /// a metre and a half until then, and a walker at 0.3 m/s behind it
    /// read 0.54 m/s for the three minutes the full ``memory`` took. The
    /// standard error counts the measures held.
    static let enough = 41
    /// The share of measures set aside at each end before averaging.
    static let trimmedShare = 0.1
    /// A random walk's residual about the cubic through neighbours one
    /// spacing apart, as ``ScatterEstimate/squaredResidual(of:around:)``
    /// normalises it, per axis, per unit of diffusion (m²/s) and spacing (s).
    static let residualPerDiffusion = 0.2857
    /// Seconds the seventeen fixes may span: a logger that writes every 5 s
    /// draws a bend in too few fixes for the cubic to follow it...
    static let longestSpan = 4 * ScatterEstimate.longestSpan
    /// ...unless, on the ground, they lie within this many metres of path
    /// from first to last, as ``ScatterEstimate/longestReach`` lets its five
    /// fixes: a walker's logger writing every 3, 5 or 10 s draws a stroll's
    /// gentle bends in seventeen fixes within 20-100 m, where a car's every
    /// 3 s spans 500 m or more and a hike logged every 10 m 160 m. Left
    /// unlearned, a stroll's drift passed for its path: the truth
    /// benchmark's strolls at 0.4-0.6 m/s logged every 3 and 5 s behind
    /// drifts of 3 m read 16-32% long on average over 26 seed sets, 1-3%
    /// with this.
    static let longestReach = 2 * ScatterEstimate.longestReach
    /// The share of its mean that the trimmed mean of an exponential
    /// scatter keeps (``trimmedShare`` set aside at each end): a measure
    /// is mostly a squared miss on two axes, which scatters exponentially,
    /// and trimming takes more from its long tail than from its short one
    /// (0.83 of the mean for a tenth at each end). The bare trimmed mean
    /// learned a drift's diffusion at 0.71-0.85 of the truth benchmark's.
    static let trimmedShareOfMean: Double = {
        let share = trimmedShare
        // The exponential's quantiles at `share` and `1 - share`, and the
        // mean of what lies between them: ∫ x e^(-x) dx = -(x + 1) e^(-x).
        let low = -log(1 - share)
        let high = -log(share)
        return ((low + 1) * (1 - share) - (high + 1) * share) / (1 - 2 * share)
    }()
    /// Fixes between the far neighbours.
    private static let stride = 4
    /// A second difference of the fixes ``stride`` apart counts as a turn
    /// when its square is at least this many times what the receiver's
    /// error puts in it on average: the scatter and the drift learned so
    /// far reach that about once in 800 (`e^(−k)` for a square on two
    /// axes).
    static let turnSignificance = 6.7
    /// Metres a second the mover must keep up over all four quarters of
    /// the fixes for its turn to be taken as one: a receiver's drift does
    /// not carry it that fast, and an outlier lengthens two quarters, not
    /// four (outliers left to the trimming, as before).
    static let briskSpeed = 2.0
    /// Successive measures share most of their fixes: about this many
    /// measures make one independent of the others, for the standard error
    /// of their mean.
    static let measuresPerIndependent = 8.0

    /// The last fixes of the current run: the middle one and its
    /// neighbours up to ``stride`` fixes away on each side.
    private var marks: [ScatterEstimate.Mark] = []
    /// Diffusion as each fix's near and far misses measure it.
    private var measures = SortedWindow(capacity: memory)
    /// The most diffusion each fix's near miss alone could be made of.
    private var bounds = SortedWindow(capacity: memory)

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { marks.count + measures.heldValues + bounds.heldValues }

    /// The drift's diffusion on each axis, m²/s (its variance grows by this
    /// each second), once ``enough`` fixes have measured it.
    private(set) var diffusion: Double?
    /// Whether the drift is not measured yet but may be: before the first
    /// fixes spanning ``stride`` four times, or once they have begun to
    /// measure it, until ``enough`` have. A logger whose fixes lie farther
    /// apart than ``longestSpan`` allows, in time and (``longestReach``) on
    /// the ground, measures nothing and never learns.
    var isLearning: Bool { diffusion == nil && (!hasSpanned || measures.count > 0) }
    /// Whether the last fixes have spanned ``stride`` four times.
    private var hasSpanned = false
    /// Measures taken since the estimate was last worked out: it is worked
    /// out anew every ``measuresPerIndependent`` of them, when it may have
    /// moved.
    private var measuresSince = 0
    /// The diffusion less one standard error of its estimate: what the
    /// track has shown of its drift beyond reasonable doubt, m²/s.
    private(set) var assuredDiffusion: Double?

    /// Forgets the last fixes (a new run on another plane), keeping what
    /// was learned of the receiver.
    mutating func restart() {
        marks = []
    }

    /// Takes the next fix of the run, later than the last.
    mutating func add(time: Double, point: LocalPlane.Point) {
        let stride = Self.stride
        marks.append(ScatterEstimate.Mark(time: time, values: SIMD2(point.east, point.north)))
        guard marks.count == 4 * stride + 1 else { return }
        defer { marks.removeFirst() }
        hasSpanned = true
        let span = marks[4 * stride].time - marks[0].time
        guard span <= Self.longestSpan || ScatterEstimate.pathMetres(along: marks) <= Self.longestReach else { return }
        let middle = marks[2 * stride]
        guard
            let near = ScatterEstimate.squaredResidual(
                of: middle,
                around: (marks[2 * stride - 2], marks[2 * stride - 1], marks[2 * stride + 1], marks[2 * stride + 2])),
            let far = ScatterEstimate.squaredResidual(
                of: middle, around: (marks[0], marks[stride], marks[3 * stride], marks[4 * stride]))
        else { return }
        // Per axis, per second of spacing.
        let unit = 2 * Self.residualPerDiffusion * span / Double(4 * stride)
        guard !turnsBriskly(near: nearMean.map { $0 * unit } ?? near, span: span) else { return }
        measures.add((far - near) / (Double(stride - 1) * unit))
        bounds.add(near / unit)
        measuresSince += 1
        guard measures.count >= Self.enough, diffusion == nil || measuresSince >= Int(Self.measuresPerIndependent),
            let trimmed = measures.trimmed(Self.trimmedShare), let nearBound = nearMean
        else { return }
        measuresSince = 0
        let standardError = trimmed.deviation / (Double(measures.count) / Self.measuresPerIndependent).squareRoot()
        let farMean = trimmed.mean / Self.trimmedShareOfMean
        let bound = Self.bound(near: nearBound, far: farMean)
        diffusion = max(0, min(farMean, bound))
        assuredDiffusion = max(0, min((trimmed.mean - standardError) / Self.trimmedShareOfMean, bound))
    }

    /// The near misses' mean, per unit of diffusion and spacing: the most
    /// diffusion they alone could be made of. The median of a squared
    /// residual on two axes is ln 2 of its mean.
    private var nearMean: Double? { bounds.median.map { $0 / M_LN2 } }

    /// How much more the far measure reads of a path's own curvature than
    /// the near misses do, per unit of each (``bound(near:far:)``).
    static let curvatureExcess = (pow(Double(stride), 3) - 1) / Double(stride - 1) - 1

    /// The most diffusion there can be where the near misses average
    /// `near` and the far measures `far`, both per unit of diffusion and
    /// spacing: `near`, less what the far measures show of the path's own
    /// curvature beyond it.
    ///
    /// A drift's wander from the cubic grows with the neighbours' spacing,
    /// and reads alike near and far; white scatter reads near alone. A
    /// path that bends at random, which the cubic cannot follow, misses it
    /// by the cube of the spacing: the far neighbours, ``stride`` times as
    /// far, read ``curvatureExcess`` (20) times more of it than the near
    /// ones. So a far measure beyond `near` is that curvature, and a
    /// twentieth of the excess is what it at least put in `near`, and no
    /// drift. Error-free fixes of another generator's ramble (a walker
    /// whose heading turns at random every second,
    /// `scripts/bench-independent.py`) learned 0.0027 m²/s from their
    /// bends, a drift of 0.28 m that the smoother took them for: 0.35-0.50%
    /// below their step sum, 0.20-0.33% with this bound (with white scatter
    /// then taken as no less than 5 cm: ``ScatterEstimate/floor``). A
    /// walker's logger that writes every 3-10 s draws its bends between
    /// neighbours that far apart, and they read so too: the third
    /// generator's such rows behind receivers whose fixes lie within a
    /// metre of a smooth path (a filter that lags 2 s, a phone's 0.3 m of
    /// white, a town's 1 m) read 0.05-0.5 points longer, nearer the truth,
    /// 1-5% short before on switchbacks and a commuter's walk (90 -> 88 of
    /// its 432 noisy rows beyond 2%). Of the truth benchmark's rows over
    /// its 26 seed sets, 314 moved, none across a target's line, none by
    /// more than 0.3 of a point (a stroll logged every 3 s behind a drift
    /// that wanders 3 m in 20 s under 0.7 m of white).
    static func bound(near: Double, far: Double) -> Double {
        far > near ? max(0, near - (far - near) / curvatureExcess) : near
    }

    /// Whether the fixes held, `span` seconds of them, show a mover turning
    /// steadily and briskly, the near misses averaging `near`: each quarter of them at
    /// ``briskSpeed`` or faster, and the way turning between two quarters
    /// by a second difference beyond what the error explains
    /// (``turnSignificance``). For white scatter of `σ` on each axis the
    /// near miss averages `2σ²` and the second difference's square `12σ²`;
    /// a drift of diffusion `D` adds `4Dh` over quarters of `h` seconds.
    ///
    /// The cubic through neighbours four and eight fixes away cannot follow
    /// such a turn: on a circle at 0.3 rad/s (R = 20 m at 6 m/s) it misses
    /// the middle fix by a quarter of the radius, which read as a diffusion
    /// of 9-12 m²/s behind a white receiver, a drift that pulled the
    /// smoothed path inside the circle (9 minutes of circling 5.7-6.6%
    /// short). The drift a drive learned counts in what the error explains:
    /// judged against the white scatter alone, a drive's largest drifts
    /// passed for turns and half of a quick drift was learned. A walker's
    /// quarters are slower than ``briskSpeed``, so every measure of a walk
    /// stays in.
    private func turnsBriskly(near: Double, span: Double) -> Bool {
        let stride = Self.stride
        let quarters = (0..<4).map { index in
            let (start, end) = (marks[index * stride], marks[(index + 1) * stride])
            return (way: end.values - start.values, seconds: end.time - start.time)
        }
        let brisk = quarters.allSatisfy { quarter in
            let least = Self.briskSpeed * quarter.seconds
            return (quarter.way * quarter.way).sum() >= least * least
        }
        guard brisk else { return false }
        let explained = 6 * near + 4 * (diffusion ?? 0) * (span / 4)
        return (1..<quarters.count).contains { index in
            let turn = quarters[index].way - quarters[index - 1].way
            return (turn * turn).sum() >= Self.turnSignificance * explained
        }
    }
}

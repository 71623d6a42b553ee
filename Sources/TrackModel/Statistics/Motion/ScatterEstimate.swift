import Glibc

/// Learns from the track itself how far a receiver's fixes scatter about a
/// smooth path, rather than trusting a fixed metres-per-HDOP or an `eph`
/// that may be pessimistic (a good receiver, a drawn route) or optimistic
/// (a phone in a pocket); with one axis, how far its altitude scatters
/// (a few decimetres from a barometer or a map, a metre or more from GPS).
///
/// Each fix is compared with where a cubic through its two neighbours on
/// either side puts it at its time. Smooth travel, even a tight bend seen
/// at 1 Hz, passes through that cubic to a few centimetres, so what is left
/// is the receiver's white scatter; drift, which wanders over a minute,
/// hardly shows between neighbours a second apart (``DriftEstimate`` looks
/// farther). The estimate
/// is the median of the last ``memory`` residuals, so that outliers and the
/// odd sharp corner do not set it.
///
/// Fixes that lie on a smooth path to a few centimetres are exact, however
/// far apart: no receiver's error does that (``exactScatter``). A logger
/// that writes exact positions every 10 s draws its cubics from windows
/// too long for ``longestReach``, but those it slows for (a stop, a
/// corner) are short enough, and the cubic misses their braking and
/// turning: the third generator's error-free commuter walk logged every
/// 10 s (`scripts/bench-intervals.py`) learned a scatter of 0.8-1.2 m
/// there, and its smoothed path rounded the corners and dropped the steps
/// out of its stops, 0.6-1.1% below its chords (-0.04% to +0.43% with
/// this). So every window of positions that moved, however long, counts
/// toward telling exact fixes, once ``memory`` of them have: at the first
/// nine, a lower quarter of two passed for exact by chance behind a 2 m
/// drift, once in the truth benchmark's 26 seed sets.
struct ScatterEstimate: Sendable {
    /// Residuals the median is taken over.
    static let memory = 41
    /// Residuals it takes before the estimate is used.
    static let enough = 9
    /// The least white scatter taken, metres: what rounding leaves of
    /// exact coordinates written to six decimals of a degree (a millionth
    /// of a degree of latitude is 0.11 m; rounding errs by that over √12)
    /// and of altitudes written to a tenth of a metre. Coarser ones scatter
    /// by more, which the estimate sees. At 0.05 m, another generator's
    /// error-free ramble (a walker whose heading turns at random every
    /// second, `scripts/bench-independent.py`) read 0.20-0.33% below its
    /// step sum: between fixes a second apart, the smoother took a share of
    /// its quickest bends for that scatter. At 0.03 m, from 0.10% below to
    /// 0.02% above.
    static let floor = 0.03
    /// Seconds the five fixes may span for the cubic to follow the path:
    /// a logger that writes every 5 or 10 s draws a bend in too few fixes
    /// for it, and its scatter is not learned (the receiver's claim, or
    /// the default, stands)...
    static let longestSpan = 8.0
    /// ...unless, on the ground, they lie within this many metres of path
    /// from first to last: a logger that writes every 10 m (a Garmin's
    /// hike, 9-70 s apart) draws a trail's bends in as many fixes as a
    /// walker's 1 Hz receiver does every 8 s. Positions only: an
    /// altitude's few metres say nothing of how often it was read.
    static let longestReach = 50.0
    /// Fixes whose residuals, in the lower ``exactShare`` of them, show a
    /// white scatter of this many metres or less are exact: no receiver's
    /// error keeps a quarter of its fixes within 10 cm of a smooth path
    /// (the least scattering receivers the three benchmarks draw scatter by
    /// 0.2-0.4 m), while positions drawn on a map or written by a logger
    /// from exact fixes lie on it wherever the mover goes straight on,
    /// within what six decimals of a degree leave (``floor``).
    static let exactScatter = 0.1
    /// The share of the windows that must lie within ``exactScatter``: a
    /// walker logged every 10 s turns, stops or starts in most of its
    /// windows on steep switchbacks (the median there showed 0.7 m), but
    /// goes straight on in a quarter or more. For white scatter the
    /// quantile is `−ln(1 − share)` times two axes' variance, as the
    /// median is `ln 2` times it (``exactShareOverVariance``).
    static let exactShare = 0.25
    /// The ``exactShare`` quantile of a squared residual on two axes over
    /// one axis's white variance.
    static let exactShareOverVariance = -2 * log(1 - exactShare)
    /// Windows whose path is shorter than this, metres, are left out of the
    /// test for exact fixes: a receiver holding its position while it
    /// stands (a static hold) repeats one fix, which lies exactly on any
    /// cubic and says nothing of how far its moving fixes err.
    static let exactLeastMetres = 1.0

    /// A fix's time and position (or altitude).
    struct Mark: Sendable {
        var time: Double
        /// East and north, or the altitude and 0.
        var values: SIMD2<Double>
    }

    /// The median of the squared residual over one axis's white variance:
    /// 2 ln 2 for two axes (a squared length), 0.4549 for one (the median
    /// of a chi-square of one degree of freedom).
    private let medianOverVariance: Double

    /// The last five fixes of the current run.
    private var marks: [Mark] = []
    /// Squared residuals, normalised to one axis's white variance.
    private var residuals = SortedWindow(capacity: memory)
    /// The same for every window of positions that moved, however long
    /// (``exactScatter``).
    private var movingResiduals = SortedWindow(capacity: memory)

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { marks.count + residuals.heldValues + movingResiduals.heldValues }

    /// One standard deviation of the white scatter on each axis, metres,
    /// once enough fixes were seen.
    private(set) var white: Double?

    /// Whether ``white`` rests on a full ``memory`` of residuals: the median
    /// of the first ``enough`` may be off by half.
    var isSettled: Bool { residuals.isFull }

    /// Whether the marks are positions, whose ``longestReach`` counts.
    private let isPosition: Bool

    /// An estimate for `axes` axes: 2 (east and north) or 1 (altitude).
    init(axes: Int = 2) {
        medianOverVariance = axes == 2 ? 2 * M_LN2 : 0.454_936
        isPosition = axes == 2
    }

    /// Forgets the last fixes (a new run on another plane), keeping what
    /// was learned of the receiver.
    mutating func restart() {
        marks = []
    }

    /// Whether `point` is the run's last position taken, to the last digit.
    func repeatsLast(_ point: LocalPlane.Point) -> Bool {
        marks.last?.values == SIMD2(point.east, point.north)
    }

    /// Takes the next fix of the run, later than the last.
    mutating func add(time: Double, point: LocalPlane.Point) {
        add(time: time, values: SIMD2(point.east, point.north))
    }

    /// Takes the next fix's altitude, later than the last (an estimate of
    /// one axis).
    mutating func add(time: Double, altitude: Double) {
        add(time: time, values: SIMD2(altitude, 0))
    }

    private mutating func add(time: Double, values: SIMD2<Double>) {
        marks.append(Mark(time: time, values: values))
        guard marks.count == 5 else { return }
        defer { marks.removeFirst() }
        let metres = isPosition ? Self.pathMetres(along: marks) : 0
        let isTimely = marks[4].time - marks[0].time <= Self.longestSpan || isPosition && metres <= Self.longestReach
        let hasMoved = metres >= Self.exactLeastMetres
        guard isTimely || hasMoved,
            let squared = Self.squaredResidual(of: marks[2], around: (marks[0], marks[1], marks[3], marks[4]))
        else { return }
        if isTimely { residuals.add(squared) }
        if hasMoved { movingResiduals.add(squared) }
        if movingResiduals.isFull, let low = movingResiduals.quantile(Self.exactShare) {
            let scatter = (low / Self.exactShareOverVariance).squareRoot()
            if scatter <= Self.exactScatter {
                white = max(Self.floor, scatter)
                return
            }
        }
        guard residuals.count >= Self.enough, let median = residuals.median else { return }
        white = max(Self.floor, (median / medianOverVariance).squareRoot())
    }

    /// How far `middle` lies from the cubic through the four `around` it at
    /// its time, squared and summed over the values, over one plus the sum
    /// of the cubic's squared weights: for white scatter of variance `v` on
    /// each value, `v` times their count on average. `nil` where the times
    /// leave the cubic undefined.
    static func squaredResidual(of middle: Mark, around marks: (Mark, Mark, Mark, Mark)) -> Double? {
        let (first, second, fourth, fifth) = marks
        // Lagrange weights of the cubic through the four at the middle's
        // time, written out: this runs three times a fix (position, altitude
        // and drift).
        func factor(_ mark: Mark, _ other: Mark) -> Double {
            (middle.time - other.time) / (mark.time - other.time)
        }
        let weight1 = 1 * factor(first, second) * factor(first, fourth) * factor(first, fifth)
        let weight2 = 1 * factor(second, first) * factor(second, fourth) * factor(second, fifth)
        let weight4 = 1 * factor(fourth, first) * factor(fourth, second) * factor(fourth, fifth)
        let weight5 = 1 * factor(fifth, first) * factor(fifth, second) * factor(fifth, fourth)
        let predicted =
            weight1 * first.values + weight2 * second.values + weight4 * fourth.values + weight5 * fifth.values
        let weights = weight1 * weight1 + weight2 * weight2 + weight4 * weight4 + weight5 * weight5
        guard weights.isFinite else { return nil }
        let difference = middle.values - predicted
        return (difference * difference).sum() / (1 + weights)
    }

    /// The way along `marks`, metres (on the run's plane).
    static func pathMetres(along marks: [Mark]) -> Double {
        var metres = 0.0
        for index in 1..<marks.count {
            let step = marks[index].values - marks[index - 1].values
            metres += (step * step).sum().squareRoot()
        }
        return metres
    }
}

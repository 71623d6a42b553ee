import Glibc

/// How far the two ends of a stretch of track may err against each other,
/// as the motion model takes its receiver's error (``FixNoise``): what makes
/// a stretch's speed look faster or slower than it was (``StretchLadder``).
///
/// The white scatter at each end is new at every fix. The drift is not: both
/// ends of a stretch a few seconds long drift alike, and only what the drift
/// wandered between them counts. A drift of `d` metres that forgets itself
/// over `τ` seconds has wandered by `d √(1 - e^(-T/τ))` at each end of `T`
/// seconds, so one end's error is `√(w² + d² (1 - e^(-T/τ)))`, less than
/// the whole error. Judged by the whole error instead, the 20 s run
/// accelerating to 12 m/s behind 1 m of error (0.5 m white) took stretches
/// of about 40 whole errors, 6-7 s of its ramp, and read 8 to 11.5% slow; by this,
/// 4 to 10%.
///
/// Every held sample and step carries one, and the live figures copy them
/// after every fix: kept in single precision, it adds 8 bytes to each, not
/// 16 (in double precision the statistics benchmark's model cost 2.5% more
/// instructions a fix at 10 Hz, most of it copying).
struct StretchError: Sendable {
    /// The white scatter, metres on each axis.
    private let whiteMetres: Float
    /// The drift, metres on each axis.
    private let driftMetres: Float

    /// The white scatter, metres on each axis.
    var white: Double { Double(whiteMetres) }
    /// The drift, metres on each axis.
    var drift: Double { Double(driftMetres) }

    /// Seconds over which the drift is taken to forget itself: the quickest
    /// of the receivers the truth benchmark varies (3 m over 20 s), a third
    /// of the smoother's minute, so that a stretch is not taken for surer
    /// than it is behind a receiver whose pace the model does not know (an
    /// HDOP does not tell it). With the smoother's own minute, a bus behind
    /// that receiver read 5-12% fast over five seed sets (4-10% with this),
    /// a car circling R = 20 m behind one that throws 3% of its fixes 15 m
    /// off 5-11% (4-7%).
    static let driftCorrelation = 20.0

    /// The error of `noise`'s fixes: its white scatter, and the drift the
    /// track or the receiver has told of (``FixNoise/evidencedDrift``), not
    /// the drift the model assumes where nothing has. A logger that writes
    /// a point every 10 m and claims no error is modelled with twice its
    /// scatter of drift; judged by that guess, a hike's stretches had to
    /// be two or three of its legs long, and its fastest leg's 1.3 m/s read
    /// 0.9-1.0 (26-28% slow on average over 26 seed sets behind a 3 m drift
    /// and a 1.5 m white receiver; by what the track tells, 7-10%).
    init(_ noise: FixNoise) {
        self.init(white: noise.white, drift: noise.evidencedDrift)
    }

    init(white: Double, drift: Double) {
        whiteMetres = Float(white)
        driftMetres = Float(drift)
    }

    /// The variance of one end's error along a stretch of `seconds`, m² on
    /// each axis. The ladder takes at most the square of what the noise can
    /// explain of a step (``MotionSample/sigma``, less than the error once
    /// the receiver's own velocity measured the way).
    func variance(over seconds: Double) -> Double {
        Self.variance(white: white * white, drift: drift * drift, wandered: Self.wanderedShare(over: seconds))
    }

    /// The variance of one end's whole error, m² on each axis: the white
    /// scatter and all of the drift, what the ends of a stretch long enough
    /// for the drift to forget itself err by.
    var wholeVariance: Double { Self.variance(white: white * white, drift: drift * drift, wandered: 1) }

    /// The variance of one end's error, m² on each axis, where the white
    /// scatter's variance is `white`, the drift's `drift`, and the drift has
    /// wandered by `share` of its variance (``wanderedShare(over:)``).
    static func variance(white: Double, drift: Double, wandered share: Double) -> Double {
        white + drift * share
    }

    /// The share of the drift's variance it wanders by at each end of a
    /// stretch of `seconds`, `1 - e^(-T/τ)`: from ``wanderedShares`` between
    /// its entries, to a few parts in 100,000.
    static func wanderedShare(over seconds: Double) -> Double {
        let place = max(0, seconds) / shareSpacing
        guard place < Double(wanderedShares.count - 1) else { return 1 }
        let index = Int(place)
        let fraction = place - Double(index)
        return wanderedShares[index] + fraction * (wanderedShares[index + 1] - wanderedShares[index])
    }

    /// Seconds between the entries of ``wanderedShares``.
    private static let shareSpacing = 0.25
    /// `1 - e^(-T/τ)` every ``shareSpacing`` seconds for twelve correlation
    /// times, beyond which the drift has wandered by all of it: written out
    /// once, so that a stretch takes no exponential (the live figures judge
    /// each held step's stretches anew after every fix: an exponential for
    /// each cost 2% more instructions a fix at 1 Hz).
    private static let wanderedShares = (0...Int(12 * driftCorrelation / shareSpacing)).map {
        -expm1(-Double($0) * shareSpacing / driftCorrelation)
    }
}

/// What the chord between two fixes errs by: the noise a step's fixes are
/// weighed against where the classifier asks whether they measure the way
/// themselves (``MotionClassifier/chordInNoises``).
///
/// Both ends of a step drift alike, and only what the drift wanders between
/// them moves one against the other (``StretchError``): across a step of
/// `T` seconds each end errs by `√(w² + d² (1 - e^(-T/τ)))`, where `w` is
/// the white scatter and `d` the rest of the fix's noise, taken to forget
/// itself as quickly as the quickest receiver's
/// (``StretchError/driftCorrelation``). Judged by the whole noise, a walk
/// logged every 10 s behind a receiver of 2 m, whose 13-15 m steps lay
/// within eight of its noise, was left to the smoother, which has one fix
/// every 10 s to follow and rounded its corners: it read 0.8% below its
/// chords, -2.1% on average over 26 seed sets, 28 of its 52 rows beyond
/// 2%; -1.4% and 7 rows now (with the steps around its waits weighed
/// alike, below).
///
/// Every chord the classifier weighs is weighed so: whether a step shows a
/// stop within it, and whether the steps beside one stand or move
/// (``StopAtStepEnd``). Behind a 3 m drift that claims nothing, which the
/// model takes to err by 3.4 m, the same walk's 14 m steps moved within
/// five of that, the steps into and out of each wait counted whole, and
/// its moving time read +4.1% on average (23 of 26 rows beyond 3%); +3.0%
/// now (14 rows), and the truth benchmark's moving times beyond 3% went
/// from 278 to 259.
///
/// Whether a standing step's way counts (``MotionStep/measured``) stays
/// with the whole noise: a receiver's error can shift at once.
///
/// Steps shorter than ``sparseStep`` keep the whole noise: there the
/// smoother has several fixes within the drift's time to average, which
/// the chord does not, and the drift's wander between two fixes a second
/// apart is a small share of it. Judged so at 1 Hz, cars and walkers behind
/// drifting receivers took their chords, with the scatter across each, and
/// 32 and 4 of the truth benchmark's rows of ordinary journeys and tight
/// turns beyond 2% became 259 and 238.
enum ChordNoise {
    /// A step this long or longer, seconds, is a sparse logger's: its chord
    /// is weighed against what the drift wanders over it rather than
    /// against the whole noise. Longer than a logger's every 5 s, whose
    /// strolls read up to a point longer judged so (a winding road logged
    /// every 5 s a tenth of a point shorter), and shorter than its every
    /// 10 s.
    static let sparseStep = 6.0

    /// The noise the chord from sample `from` to `to` is weighed against,
    /// metres, one standard deviation on each axis at either end (the
    /// larger of the two ends').
    static func metres(from: MotionSample, to: MotionSample) -> Double {
        let seconds = to.time - from.time
        guard seconds >= sparseStep else { return max(from.noise, to.noise) }
        let share = StretchError.wanderedShare(over: seconds)
        return max(end(from, wanderedShare: share), end(to, wanderedShare: share))
    }

    /// What `sample`'s fix errs by against a fix some seconds away, where
    /// the part of its noise beyond the white scatter wanders by
    /// `wanderedShare` of its variance, as a stretch's ends do
    /// (``StretchError/variance(white:drift:wandered:)``).
    private static func end(_ sample: MotionSample, wanderedShare: Double) -> Double {
        let white = min(sample.stretchError.white, sample.noise)
        let drifting = sample.noise * sample.noise - white * white
        return StretchError.variance(white: white * white, drift: drifting, wandered: wanderedShare).squareRoot()
    }
}

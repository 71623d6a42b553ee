/// A long step that held a stop: a logger that writes a point every 10 m
/// writes none while its walker stands, so one step spans the last metres
/// before a stop, the stop, and the first after it (10 m in 70 s, where the
/// walk around it went at 0.8 m/s).
///
/// Where such a step is slower than the slowest mover the model looks for
/// and than half the pace of the steps just before and after it, while its
/// fixes lie beyond their noise apart or it lasts several times as long as
/// those steps (``MotionClassifier``), it walked its way at their paces and
/// stood the rest. Counted whole as moving, the truth benchmark's hike
/// logged every 10 m with stops of 30-120 s read 10-21% too much moving
/// time on average over 32 seed sets (error-free +21%), and another
/// generator's by-distance hikes 5-18%; a step at 0.3 m/s behind 3 m of
/// drift, whose noisy chord reads a few metres, is not one (its chord is
/// within two and a half of its noise, and it lasts as long as its
/// neighbours).
enum StopWithinStep {
    /// Steps at least this long, seconds, may hold a stop: those longer
    /// than a pause that is part of the movement (``BriefPauses/longest``).
    static let shortest = BriefPauses.longest

    /// A step that lasts this many times as long as the longer of the steps
    /// just before and after it shows its stop in its time, whatever its
    /// chord: a logger that writes every 10 m writes steps of 10 m whether
    /// or not its walker stood within one, and behind a receiver that
    /// claims nothing those 10 m are within two and a half of the noise the
    /// model allows. Judged by the chord alone, such steps across stops of
    /// a minute or two counted whole as moving: the truth benchmark's hikes
    /// with stops, logged by distance or by their fixes behind such
    /// receivers, had 89 of their 312 moving times at 26 seed sets beyond
    /// 3% (mean error 2.5%; the 3%-outlier logger's +5.7% on average), 53
    /// with this rule (1.8%; +3.3%). A logger that writes by time writes
    /// steps of equal seconds, which this never takes for a stop.
    static let outlastingNeighbours = 3.0

    /// `step` as its mover went through it: half its way at `before`, the
    /// pace of the step just before it, the rest of its seconds standing,
    /// and the other half at `after`, the pace of the step just after it;
    /// all its way at the one pace where there is only one. Where the stop
    /// fell within the step is unknown, and so each pace is given half the
    /// way. A pace below `slowest` is taken as that: a step that slow was
    /// itself partly a stop, or its noise. The whole way at the faster of
    /// the two paces (a leg at 1.3 m/s after a stop, where a turn at
    /// 0.6 m/s led into it) left the error-free hikes with stops 1.6% and
    /// 1.1% short of their moving time, 0.85% and 0.45% at both. A part
    /// moving on either side of the standing one joins the movement there
    /// (``MovementConfirmation``): after an outlier, whose noise kept the
    /// stretch before from being confirmed, the whole way ahead of the
    /// stand was lost with it (a hike logged by its fixes behind 1%
    /// outliers read -2.5% at set 45000, -2.0% with the way in halves).
    ///
    /// A step whose way takes all its seconds at those paces is moving
    /// whole; one with no way stands whole (a moving step of no seconds
    /// would have no speed).
    static func parts(of step: MotionStep, before: Double?, after: Double?, slowest: Double) -> [MotionStep] {
        var standing = step
        standing.moving = false
        let paces = [before, after].compactMap { $0 }
        guard step.metres > 0, !paces.isEmpty else { return [standing] }
        let share = step.metres / Double(paces.count)
        func walked(at pace: Double?) -> MotionStep? {
            guard let pace else { return nil }
            var walked = step
            walked.moving = true
            walked.metres = share
            walked.seconds = share / max(pace, slowest)
            return walked
        }
        let (first, last) = (walked(at: before), walked(at: after))
        standing.metres = 0
        standing.seconds = step.seconds - (first?.seconds ?? 0) - (last?.seconds ?? 0)
        guard standing.seconds > 0 else {
            var moving = step
            moving.moving = true
            return [moving]
        }
        return [first, standing, last].compactMap { $0 }
    }
}

/// A long step that held a stop: a logger that writes a point every 10 m
/// writes none while its walker stands, so one step spans the last metres
/// before a stop, the stop, and the first after it (10 m in 70 s, where the
/// walk around it went at 0.8 m/s).
///
/// Where such a step is slower than the slowest mover the model looks for
/// and than half the pace of the steps just before and after it, while its
/// fixes lie beyond their noise apart (``MotionClassifier``), it moved its
/// way at that pace and stood the rest. Counted whole as moving, the truth
/// benchmark's hike logged every 10 m with stops of 30-120 s read 10-21%
/// too much moving time on average over 32 seed sets (error-free +21%),
/// and another generator's by-distance hikes 5-18%; a step at 0.3 m/s
/// behind 3 m of drift, whose noisy chord reads a few metres, is not one
/// (its chord is within two and a half of its noise).
enum StopWithinStep {
    /// Steps at least this long, seconds, may hold a stop: those longer
    /// than a pause that is part of the movement (``BriefPauses/longest``).
    static let shortest = BriefPauses.longest

    /// `step`, whose mover kept `pace` metres a second around it, as a
    /// moving part (its way, for the seconds that way takes at the pace)
    /// followed by a standing one (the rest of its seconds, no way); a
    /// step with no way stands whole (a moving step of no seconds would
    /// have no speed).
    static func parts(of step: MotionStep, pace: Double) -> [MotionStep] {
        let movingSeconds = min(step.seconds, step.metres / pace)
        var standing = step
        standing.moving = false
        guard movingSeconds > 0 else { return [standing] }
        var moving = step
        moving.moving = true
        moving.seconds = movingSeconds
        standing.metres = 0
        standing.seconds = step.seconds - movingSeconds
        return standing.seconds > 0 ? [moving, standing] : [moving]
    }
}

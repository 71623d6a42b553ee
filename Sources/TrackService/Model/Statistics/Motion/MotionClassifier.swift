/// Tells moving from standing in a run of smoothed samples: the explicit
/// stationary state of the motion model.
///
/// A step is moving when all of these hold:
/// * its smoothed speed is at least walking pace
///   (``StatisticsSettings/movingSpeedThreshold``);
/// * it lies within some window of ``StatisticsSettings/persistenceWindow``
///   seconds over which the receiver got somewhere: displaced by at least
///   that speed over the window, and by more than the receiver's drift can
///   explain (three standard deviations);
/// * its stretch of moving steps gets beyond the noise
///   (``MovementConfirmation``).
///
/// A pause of a few seconds within movement is part of it
/// (``BriefPauses``).
///
/// Drift wanders like a random walk, so over half a minute it stays within
/// a few metres while any real movement, even slow, gets farther; the speed
/// test places the ends of each stop to the second. A hairpin turn still
/// counts: the window that ends at its apex has come a long way.
///
/// A step is judged once the window after it is known, so it waits
/// ``StatisticsSettings/persistenceWindow`` seconds behind the smoother.
struct MotionClassifier {
    let threshold: Double
    let window: Double

    private var samples: [MotionSample] = []
    private var pauses = BriefPauses()
    private var confirmation: MovementConfirmation
    /// The first sample whose window is not yet judged.
    private var nextWindow = 0
    /// The first sample whose step is not yet judged.
    private var nextStep = 1
    /// For each judged window, by its first sample: the latest end of a
    /// window that got somewhere and starts there or before. A step is in
    /// motion's reach when the reach at its first sample is past its end.
    private var reach: [Double] = []
    /// The end of the window of `nextWindow` (the first sample at least
    /// ``window`` seconds later).
    private var windowEnd = 0

    init(settings: StatisticsSettings) {
        threshold = settings.movingSpeedThreshold
        window = settings.persistenceWindow
        confirmation = MovementConfirmation()
    }

    /// Takes the next sample; returns the steps now judged.
    mutating func add(_ sample: MotionSample) -> [MotionStep] {
        samples.append(sample)
        while nextWindow < samples.count - 1, sample.time - samples[nextWindow].time >= window {
            while samples[windowEnd].time - samples[nextWindow].time < window { windowEnd += 1 }
            judgeWindow(from: nextWindow, to: windowEnd)
            nextWindow += 1
        }
        return judgedSteps(through: nextWindow)
    }

    /// Judges what is left: the last windows end at the last sample.
    mutating func finish() -> [MotionStep] {
        let last = samples.count - 1
        while nextWindow < last {
            judgeWindow(from: nextWindow, to: last)
            nextWindow += 1
        }
        let steps = judgedSteps(through: samples.count) + confirmation.finish().flatMap { pauses.add($0) }
        return steps + pauses.finish()
    }

    private mutating func judgeWindow(from start: Int, to end: Int) {
        let first = samples[start]
        let last = samples[end]
        let needed = max(threshold * (last.time - first.time), 3 * max(first.sigma, last.sigma))
        let before = reach.last ?? -.infinity
        let gotSomewhere = first.metres(to: last) >= needed
        reach.append(gotSomewhere ? max(before, last.time) : before)
    }

    /// The steps whose every window is judged (those ending at samples
    /// before `limit`), oldest first.
    private mutating func judgedSteps(through limit: Int) -> [MotionStep] {
        var steps: [MotionStep] = []
        while nextStep < min(limit + 1, samples.count) {
            let from = samples[nextStep - 1]
            let to = samples[nextStep]
            let metres = from.metres(to: to)
            let seconds = to.time - from.time
            let moving = to.time <= reach[nextStep - 1] && metres >= threshold * seconds
            let step = MotionStep(
                metres: metres, seconds: seconds, moving: moving, altitude: to.altitude, sigma: to.sigma,
                reportedSpeed: to.reportedSpeed)
            steps += confirmation.add(step, from: from, to: to).flatMap { pauses.add($0) }
            nextStep += 1
        }
        forgetJudged()
        return steps
    }

    /// Drops samples no window or step needs, in chunks so that the cost
    /// stays flat.
    private mutating func forgetJudged() {
        let needed = min(nextStep - 1, nextWindow, windowEnd)
        guard needed > 256, needed * 2 > samples.count else { return }
        samples.removeFirst(needed)
        reach.removeFirst(needed)
        nextStep -= needed
        nextWindow -= needed
        windowEnd -= needed
    }
}

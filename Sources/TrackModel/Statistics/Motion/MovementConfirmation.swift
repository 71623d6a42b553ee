/// Holds back each stretch of moving steps until it has got farther from
/// where it began than the noise can explain (``errorsToConfirm`` standard
/// deviations); a stretch that stops before that was the receiver's drift
/// passing for movement during a stop, and counts as standing.
struct MovementConfirmation {
    static let errorsToConfirm = 2.0

    private var held: [MotionStep] = []

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { held.count }
    /// Where the current stretch of moving steps began.
    private var origin: MotionSample?
    private var confirmed = false

    /// Takes the next judged step, from `start` to `end`; appends the steps
    /// now settled to `settled`, oldest first.
    mutating func add(
        _ step: MotionStep, from start: MotionSample, to end: MotionSample, into settled: inout [MotionStep]
    ) {
        guard step.moving else {
            finish(into: &settled)
            settled.append(step)
            held.removeAll(keepingCapacity: true)
            origin = nil
            confirmed = false
            return
        }
        if confirmed {
            settled.append(step)
            return
        }
        let origin = origin ?? start
        self.origin = origin
        held.append(step)
        guard origin.metres(to: end) >= Self.errorsToConfirm * step.sigma else { return }
        confirmed = true
        settled += held
        held.removeAll(keepingCapacity: true)
    }

    /// Appends the steps still held to `settled`, as standing: the stretch
    /// never got far enough.
    func finish(into settled: inout [MotionStep]) {
        for step in held {
            var standing = step
            standing.moving = false
            settled.append(standing)
        }
    }
}

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

    /// Takes the next judged step, from `start` to `end`; returns the steps
    /// now settled, oldest first.
    mutating func add(_ step: MotionStep, from start: MotionSample, to end: MotionSample) -> [MotionStep] {
        guard step.moving else {
            let settled = finish() + [step]
            held = []
            origin = nil
            confirmed = false
            return settled
        }
        if confirmed { return [step] }
        let origin = origin ?? start
        self.origin = origin
        held.append(step)
        guard origin.metres(to: end) >= Self.errorsToConfirm * step.sigma else { return [] }
        confirmed = true
        defer { held = [] }
        return held
    }

    /// The steps still held, as standing: the stretch never got far enough.
    func finish() -> [MotionStep] {
        held.map { step in
            var standing = step
            standing.moving = false
            return standing
        }
    }
}

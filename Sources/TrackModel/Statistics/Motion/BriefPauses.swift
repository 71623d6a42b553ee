/// Takes a pause of a few seconds between moving steps for part of the
/// movement: at the apex of a hairpin bend the smoothed path slows below
/// walking pace for a moment, which is no stop. A pause longer than
/// ``longest`` seconds stays a pause.
struct BriefPauses {
    /// Seconds a pause may last and still be part of the movement around it.
    static let longest = 5.0

    private var held: [MotionStep] = []

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { held.count }
    private var heldSeconds = 0.0
    /// Whether the last step let out was moving.
    private var afterMovement = false

    /// Takes the next settled step; appends the steps now final to `final`,
    /// oldest first.
    mutating func add(_ step: MotionStep, into final: inout [MotionStep]) {
        if step.moving {
            for pause in held {
                var moving = pause
                moving.moving = true
                final.append(moving)
            }
            held.removeAll(keepingCapacity: true)
            heldSeconds = 0
            afterMovement = true
            final.append(step)
            return
        }
        guard afterMovement else {
            final.append(step)
            return
        }
        held.append(step)
        heldSeconds += step.seconds
        guard heldSeconds > Self.longest else { return }
        final += held
        held.removeAll(keepingCapacity: true)
        heldSeconds = 0
        afterMovement = false
    }

    /// The steps still held, as pauses: no movement followed them.
    func finish() -> [MotionStep] { held }
}

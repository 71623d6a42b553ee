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

    /// Takes the next settled step; returns the steps now final, oldest
    /// first.
    mutating func add(_ step: MotionStep) -> [MotionStep] {
        if step.moving {
            let bridged = held.map { pause in
                var moving = pause
                moving.moving = true
                return moving
            }
            held = []
            heldSeconds = 0
            afterMovement = true
            return bridged + [step]
        }
        guard afterMovement else { return [step] }
        held.append(step)
        heldSeconds += step.seconds
        guard heldSeconds > Self.longest else { return [] }
        defer {
            held = []
            heldSeconds = 0
            afterMovement = false
        }
        return held
    }

    /// The steps still held, as pauses: no movement followed them.
    func finish() -> [MotionStep] { held }
}

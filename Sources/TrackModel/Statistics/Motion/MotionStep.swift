/// The way from one smoothed sample to the next, judged moving or standing.
struct MotionStep: Sendable {
    /// Metres between the two smoothed positions.
    var metres: Double
    /// Seconds between the two fixes.
    var seconds: Double
    /// Whether the receiver was moving: only moving steps count as moving
    /// time, and as distance unless ``measured``.
    var moving: Bool
    /// Whether the fixes measure the step beyond doubt (they lie
    /// ``MotionClassifier/chordInNoises`` of their whole noise apart): its
    /// way counts as distance even where the receiver is judged standing.
    /// A logger that writes a point every 10 m writes none while its walker
    /// stands, and its step across the stop is 10 m walked in a minute or
    /// two: too slow for a mover, far beyond any drift. The whole noise,
    /// not what the two fixes err by against each other (``ChordNoise``):
    /// when the satellites in a receiver's solution change, its error
    /// shifts by metres at once, which no drift's wander tells. Weighed so,
    /// an hour parked behind a receiver whose error shifts by 4 m, logged
    /// every 10 s, read 31-62 m at three of its seeds.
    var measured: Bool
    /// Whether the model foresaw either of the step's fixes no better than
    /// one time in 20: a stretch that holds the step is judged by the whole
    /// error.
    var unforeseen: Bool
    /// The smoothed altitude at the step's end.
    var altitude: Double?
    /// What the noise can explain of the step, metres (see
    /// ``MotionSample/sigma``).
    var sigma: Double
    /// How far the ends of a stretch ending with the step err against each
    /// other (``StretchLadder``).
    var stretchError: StretchError
    /// The receiver's own speed at the step's end, when the model took it.
    var reportedSpeed: Double?
}

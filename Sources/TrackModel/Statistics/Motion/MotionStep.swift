/// The way from one smoothed sample to the next, judged moving or standing.
struct MotionStep: Sendable {
    /// Metres between the two smoothed positions.
    var metres: Double
    /// Seconds between the two fixes.
    var seconds: Double
    /// Whether the receiver was moving: only moving steps count.
    var moving: Bool
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

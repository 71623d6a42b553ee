/// A long step that ends at a stop or starts from one: a logger that writes
/// every 5 or 10 s writes the step in which a cyclist brakes for the lights
/// and then stands, and the one in which it stands and then pulls away.
///
/// Such a step lies between a step that stands (its fixes within their
/// noise of each other) and one that moves (its fixes
/// ``movingChordInNoises`` of their noise apart), all three written by
/// time (``isWrittenByTime(_:between:and:)``), and is slower than half
/// that moving step's pace. A mover that brakes evenly from pace
/// `p` to a standstill covers `d` metres in `2d / p` seconds, and one that
/// pulls away evenly likewise; the rest of the step it stood. Counted whole
/// as moving, each stop added most of a step on either side of it: a
/// cyclist stopping at eight lights logged every 10 s read +2.2% to +9.9%
/// of moving time over the truth benchmark's 26 seed sets, 180 of its 208
/// rows beyond 3% (error-free +3.5%); -0.4% to +5.2% with this, 15 rows
/// (error-free +0.1%, at most +1.5% with a Doppler speed). Another
/// generator's cyclist in town logged every 10 s read +2.5% to +12.6%
/// (error-free +4.8% to +9.2%); -4.1% to +3.6% (-0.8% to +1.0%).
/// A steady mover's step is never split: it covers its seconds at its
/// neighbour's pace, so `2d / p` is twice its seconds. Where a mover
/// reached the stop at full pace and stopped at once, `2d / p` counts up to
/// twice its moving seconds, never more than the step.
enum StopAtStepEnd {
    /// A neighbour moves where its fixes lie this many of their noise's
    /// standard deviations apart: noise alone draws a chord that long once
    /// in 500 steps (`exp(-5² / 4)`). At eight, where the model takes a
    /// chord as the way (``MotionClassifier/chordInNoises``), the steps of
    /// a cyclist logged every 5 s behind a receiver erring by 3-4 m, some
    /// 27 m, moved too little, and its moving time read +6% to +11%; at
    /// five, +3.3% to +5.6%. Over 26 seed sets of the truth benchmark,
    /// moving times beyond 3% 224 -> 220, distance the same.
    static let movingChordInNoises = 5.0
    /// The steps just before and after a step last within this share of
    /// its seconds where a logger writes by time. One that writes by
    /// distance writes none while its walker stands, and its step across a
    /// stop is ``StopWithinStep``'s; allowed here, five-noise chords to and
    /// from an outlier split a hike's steps (one of its distances 0.1 of a
    /// point further off, beyond 2%).
    static let evenSeconds = 0.1

    /// Whether a step of `seconds` between steps of `before` and `after`
    /// seconds is one of a logger's that writes by time.
    static func isWrittenByTime(_ seconds: Double, between before: Double, and after: Double) -> Bool {
        abs(before - seconds) <= evenSeconds * seconds && abs(after - seconds) <= evenSeconds * seconds
    }

    /// `step`, which ends at a stop (`arriving`) or starts from one, as its
    /// mover went through it: its whole way braking from, or pulling away
    /// to, `pace` (the moving neighbour's, m/s), standing the rest of its
    /// seconds; `nil` where that way takes all its seconds or it has none.
    static func parts(of step: MotionStep, pace: Double, arriving: Bool) -> [MotionStep]? {
        guard step.metres > 0, pace > 0 else { return nil }
        let movingSeconds = 2 * step.metres / pace
        guard movingSeconds < step.seconds else { return nil }
        var moving = step
        moving.moving = true
        moving.seconds = movingSeconds
        var standing = step
        standing.moving = false
        standing.metres = 0
        standing.seconds = step.seconds - movingSeconds
        return arriving ? [moving, standing] : [standing, moving]
    }
}

/// The first and last samples within ``seconds`` of the step being judged
/// (``BendCut``'s turn and offset): steps are judged in order, so both only
/// move on, and finding them costs the same however many samples a second
/// the receiver reports.
struct SampleReach: Sendable {
    /// Seconds either side of the step's end.
    let seconds: Double
    /// The first sample within ``seconds`` before the step's end.
    private var first = 0
    /// The last sample within ``seconds`` after it.
    private var last = 0

    init(seconds: Double) {
        self.seconds = seconds
    }

    /// The samples within ``seconds`` of `samples[index]`, from the first to
    /// the last.
    var range: ClosedRange<Int> { first...last }

    /// Moves on to the samples within ``seconds`` of `samples[index]`, which
    /// ends the step judged after the one before. Inlined: the classifier
    /// moves two reaches for every step it judges, at every live update
    /// (called, it cost 2.5% of the live figures' instructions at 10 Hz).
    @inline(__always)
    mutating func move(to index: Int, in samples: [MotionSample]) {
        let time = samples[index].time
        while samples[first].time < time - seconds { first += 1 }
        last = max(last, index)
        while last + 1 < samples.count, samples[last + 1].time <= time + seconds { last += 1 }
    }

    /// Takes the first `count` samples as dropped.
    mutating func drop(_ count: Int) {
        first = max(0, first - count)
        last = max(0, last - count)
    }
}

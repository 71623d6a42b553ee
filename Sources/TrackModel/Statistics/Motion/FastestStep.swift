/// The fastest smoothed step within a window that slides forward over a
/// run's samples (both of its ends only move on), at a cost per sample that
/// does not grow with the window: the steps that may still be the fastest
/// are kept in order, each slower than the one before, so that a step is
/// dropped once a faster one comes after it or it leaves the window.
struct FastestStep: Sendable {
    /// The steps that may still be the fastest, by the sample each ends at:
    /// from `first` on, indices rising and speeds falling.
    private var steps: [(end: Int, speed: Double)] = []
    private var first = 0
    /// The sample the next step taken ends at.
    private var nextEnd = 1

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { steps.count }

    /// The fastest of the steps that end after sample `start` and at or
    /// before sample `end`, metres a second; 0 when there are none. Asked
    /// with `start` and `end` that never go back.
    mutating func speed(in samples: [MotionSample], after start: Int, through end: Int) -> Double {
        while nextEnd <= end {
            let from = samples[nextEnd - 1]
            let to = samples[nextEnd]
            let speed = from.metres(to: to) / max(to.time - from.time, .leastNonzeroMagnitude)
            while steps.count > first, steps[steps.count - 1].speed <= speed { steps.removeLast() }
            steps.append((nextEnd, speed))
            nextEnd += 1
        }
        while first < steps.count, steps[first].end <= start { first += 1 }
        if first >= 64, first * 2 >= steps.count {
            steps.removeFirst(first)
            first = 0
        }
        return first < steps.count ? steps[first].speed : 0
    }

    /// Forgets the first `count` samples, as the run's buffer drops them:
    /// steps ending there lie before any window still to come.
    mutating func drop(_ count: Int) {
        nextEnd = max(1, nextEnd - count)
        for index in steps.indices { steps[index].end -= count }
    }
}

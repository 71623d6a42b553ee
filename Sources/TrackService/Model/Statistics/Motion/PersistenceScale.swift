/// One time scale over which the ``MotionClassifier`` asks whether the
/// receiver got somewhere: windows of ``length`` seconds, each starting at a
/// sample, that must be displaced by at least ``speed`` times their length
/// and by more than the noise explains.
///
/// A short window places brisk movement and its stops to the second; a long
/// one sees a slow walker, whose half minute may stay within the drift but
/// whose two minutes do not, while a standing receiver's drift, which
/// wanders back, gets no farther in two minutes than in one.
struct PersistenceScale: Sendable {
    let length: Double
    let speed: Double
    /// The first sample whose window is not yet judged.
    private(set) var nextWindow = 0
    /// The end of the window of `nextWindow` (the first sample at least
    /// ``length`` seconds later).
    private var windowEnd = 0
    /// For each judged window, by its first sample: the latest end of a
    /// window that got somewhere and starts there or before.
    private(set) var reach: [Double] = []

    init(length: Double, speed: Double) {
        self.length = length
        self.speed = speed
    }

    /// Judges the windows that `samples` now cover.
    mutating func judge(_ samples: [MotionSample]) {
        guard let newest = samples.last?.time else { return }
        while nextWindow < samples.count - 1, newest - samples[nextWindow].time >= length {
            while samples[windowEnd].time - samples[nextWindow].time < length { windowEnd += 1 }
            judgeWindow(samples, from: nextWindow, to: windowEnd)
            nextWindow += 1
        }
    }

    /// Judges what is left: the last windows end at the last sample.
    mutating func finish(_ samples: [MotionSample]) {
        let last = samples.count - 1
        while nextWindow < last {
            judgeWindow(samples, from: nextWindow, to: last)
            nextWindow += 1
        }
    }

    /// The samples this scale still needs, from the first.
    var needed: Int { min(nextWindow, windowEnd) }

    /// Forgets the first `count` samples.
    mutating func drop(_ count: Int) {
        reach.removeFirst(count)
        nextWindow -= count
        windowEnd -= count
    }

    private mutating func judgeWindow(_ samples: [MotionSample], from start: Int, to end: Int) {
        let first = samples[start]
        let last = samples[end]
        let needed = max(speed * (last.time - first.time), 3 * max(first.sigma, last.sigma))
        let before = reach.last ?? -.infinity
        let gotSomewhere = first.metres(to: last) >= needed
        reach.append(gotSomewhere ? max(before, last.time) : before)
    }
}

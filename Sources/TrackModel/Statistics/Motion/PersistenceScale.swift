/// One time scale over which the ``MotionClassifier`` asks whether the
/// receiver got somewhere: windows of ``length`` seconds, each starting at a
/// sample, that must be displaced by at least ``speed`` times their length
/// and by more than the noise explains, and each of whose halves must have
/// got a quarter of that way: a window that stood still for its first half
/// and drove off in its second did not see its first half move, and must
/// not vouch for the drift there.
///
/// The speed asked is what the receiver's drift could fake at most
/// (``MotionClassifier/driftSpeedPerNoise`` of its noise in metres a
/// second), up to ``speed``: a receiver of a metre or more is asked the
/// whole of it, while exact fixes, which no drift carries, need only get
/// beyond their noise. A walker meandering at 0.4-1.1 m/s, whose half
/// minute got 10 m rather than 15, read 3.4% short with error-free fixes
/// (5% of its moving time lost), 0.6% now.
///
/// A short window places brisk movement and its stops to the second; a long
/// one sees a slow walker, whose half minute may stay within the drift but
/// whose two minutes do not, while a standing receiver's drift, which
/// wanders back, gets no farther in two minutes than in one. A scale may
/// also ask its windows to be even (``evenness``): a window whose halves got
/// very different ways is a stop and a start, not one slow mover; and to
/// hold no step faster than a slow mover's (``topSpeed``).
///
/// A window cut short by the run's end is asked the way of at least half
/// the scale's length (or of the whole run, when that is shorter): the
/// smoothed path has no later fixes to steady its end, and a long scale's
/// slow pace over the last seconds asked no more than the drift gets there
/// (an hour parked behind a 2-4 m receiver moved in its last minute in 20
/// of 1,200 runs at 400 seed sets, for up to 56 s; in 8 with half the
/// length asked, all but two by a brisk window).
struct PersistenceScale: Sendable {
    let length: Double
    let speed: Double
    /// The share of the way one half of a window got that the other half
    /// must have got too (0: any, beyond the quarter of the window's
    /// needed way each half always needs).
    let evenness: Double
    /// The fastest smoothed step, metres a second, a window may hold and
    /// still get somewhere; `nil`: any.
    let topSpeed: Double?
    /// The fastest step within the window being judged, where
    /// ``topSpeed`` asks.
    private var fastest = FastestStep()
    /// The first sample whose window is not yet judged.
    private(set) var nextWindow = 0
    /// The end of the window of `nextWindow` (the first sample at least
    /// ``length`` seconds later).
    private var windowEnd = 0
    /// The sample about half-way through the last window judged: the next
    /// window's is at or after it.
    private var windowMiddle = 0
    /// Each judged window that got somewhere, by its first sample: where it
    /// ends and its pace (metres per second from its first sample to its
    /// last); `nil` for one that did not.
    private var windows: [Reach?] = []
    /// The windows ``fastestPace(coveringStepTo:from:)`` may still answer
    /// with, from `firstCandidate`: paces falling, ends rising.
    private var candidates: [Reach] = []

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { windows.count + candidates.count + fastest.heldValues }
    private var firstCandidate = 0
    /// The first window not yet among the candidates.
    private var nextCandidate = 0
    /// The run's last sample and its first's time, once the run has ended
    /// with its windows left to be judged as they are asked for
    /// (``finishOnDemand(_:runStart:)``).
    private var runEnd: (last: Int, start: Double)?

    /// Where a window that got somewhere ends, and at what pace.
    struct Reach: Sendable {
        var end: Double
        var pace: Double
    }

    init(length: Double, speed: Double, evenness: Double = 0, topSpeed: Double? = nil) {
        self.length = length
        self.speed = speed
        self.evenness = evenness
        self.topSpeed = topSpeed
    }

    /// Judges the windows that `samples` now cover, of a run whose first
    /// sample came at `runStart`.
    mutating func judge(_ samples: [MotionSample], runStart: Double) {
        guard let newest = samples.last?.time else { return }
        while nextWindow < samples.count - 1, newest - samples[nextWindow].time >= length {
            while samples[windowEnd].time - samples[nextWindow].time < length { windowEnd += 1 }
            judgeWindow(samples, from: nextWindow, to: windowEnd, runStart: runStart)
            nextWindow += 1
        }
    }

    /// Judges what is left: the last windows end at the last sample.
    mutating func finish(_ samples: [MotionSample], runStart: Double) {
        let last = samples.count - 1
        while nextWindow < last {
            judgeWindow(samples, from: nextWindow, to: last, runStart: runStart)
            nextWindow += 1
        }
    }

    /// Ends the run at the last of `samples`, as ``finish(_:runStart:)``
    /// does, but leaves each window still to judge until
    /// ``fastestPace(coveringStepTo:from:in:)`` asks for it. The same
    /// windows are judged in the same order, so they come out the same;
    /// those never asked for cost nothing. A longer scale is asked only
    /// where no brisk window got somewhere, and the live figures end a copy
    /// of the run every second: judged whole, the longer scales' windows to
    /// its end were most of what that cost the classifier.
    mutating func finishOnDemand(_ samples: [MotionSample], runStart: Double) {
        runEnd = (max(nextWindow, samples.count - 1), runStart)
    }

    /// The first sample no window starts at yet, or, once the run has
    /// ended, ever will: windows start only before it.
    var windowsEnd: Int { runEnd?.last ?? nextWindow }

    /// Makes room for the windows of `count` more samples (see
    /// ``MotionSmoother/reserveCapacity(forMore:)``).
    mutating func reserveCapacity(forMore count: Int) { windows.reserveCapacity(windows.count + count) }

    /// The samples this scale still needs, from the first.
    var needed: Int { min(nextWindow, windowEnd, windowMiddle) }

    /// The fastest pace of the windows that got somewhere and cover the
    /// step ending at `time` (those starting at `index` or before and
    /// ending at `time` or after), if any. Asked of each step in order (both
    /// `index` and `time` only grow), at a cost that does not grow with the
    /// window: a window's end never comes before an earlier window's, so the
    /// candidates are kept fastest first, each dropped once it is outrun by
    /// a later one or ends before the step.
    mutating func fastestPace(coveringStepTo time: Double, from index: Int, in samples: [MotionSample]) -> Double? {
        if let runEnd {
            while nextWindow <= index, nextWindow < runEnd.last {
                judgeWindow(samples, from: nextWindow, to: runEnd.last, runStart: runEnd.start)
                nextWindow += 1
            }
        }
        admit(through: index)
        while firstCandidate < candidates.count, candidates[firstCandidate].end < time { firstCandidate += 1 }
        return firstCandidate < candidates.count ? candidates[firstCandidate].pace : nil
    }

    /// Forgets the first `count` samples; the windows that start there stay
    /// among the candidates, as they may still cover steps after them.
    mutating func drop(_ count: Int) {
        admit(through: count - 1)
        windows.removeFirst(count)
        nextCandidate -= count
        candidates.removeFirst(firstCandidate)
        firstCandidate = 0
        nextWindow -= count
        windowEnd -= count
        windowMiddle -= count
        runEnd?.last -= count
        fastest.drop(count)
    }

    /// Makes the windows starting at `index` or before candidates, each
    /// outrunning (and so outlasting) the slower ones before it.
    private mutating func admit(through index: Int) {
        while nextCandidate <= index {
            if let window = windows[nextCandidate] {
                while candidates.count > firstCandidate, candidates[candidates.count - 1].pace <= window.pace {
                    candidates.removeLast()
                }
                candidates.append(window)
            }
            nextCandidate += 1
        }
    }

    private mutating func judgeWindow(_ samples: [MotionSample], from start: Int, to end: Int, runStart: Double) {
        let first = samples[start]
        let last = samples[end]
        let seconds = last.time - first.time
        // A window cut short by the run's end asks the way of half a whole one.
        let asked = max(seconds, min(length / 2, last.time - runStart))
        let creep = MotionClassifier.driftSpeedPerNoise * max(first.noise, last.noise)
        let needed = max(min(speed, creep) * asked, 3 * max(first.sigma, last.sigma))
        let metres = first.metres(to: last)
        let gotSomewhere =
            metres >= needed && bothHalvesMoved(samples, from: start, to: end, by: needed / 4)
            && heldNoFasterStep(samples, from: start, to: end)
        windows.append(gotSomewhere ? Reach(end: last.time, pace: metres / seconds) : nil)
    }

    /// Whether the window from `start` to `end` holds no smoothed step
    /// faster than ``topSpeed``, when asked.
    private mutating func heldNoFasterStep(_ samples: [MotionSample], from start: Int, to end: Int) -> Bool {
        guard let topSpeed else { return true }
        return fastest.speed(in: samples, after: start, through: end) <= topSpeed
    }

    /// Whether the window from `start` to `end` got `metres` from its first
    /// sample to the one about half-way, and as far from there to its last,
    /// each half at least ``evenness`` of the other's way; true for a
    /// window with no sample between its ends (a logger that writes
    /// rarely).
    private mutating func bothHalvesMoved(_ samples: [MotionSample], from start: Int, to end: Int, by metres: Double)
        -> Bool
    {
        guard end - start >= 2 else { return true }
        let half = (samples[end].time - samples[start].time) / 2
        windowMiddle = min(max(windowMiddle, start + 1), end - 1)
        while windowMiddle < end - 1, samples[windowMiddle].time - samples[start].time < half { windowMiddle += 1 }
        let middle = samples[windowMiddle]
        let first = samples[start].metres(to: middle)
        let second = middle.metres(to: samples[end])
        return first >= max(metres, evenness * second) && second >= max(metres, evenness * first)
    }
}

/// How likely a manoeuvre was within a margin of each fix the
/// ``ManoeuvreSchedule`` decides: the likeliest the detector saw at the
/// fixes within ``margin`` seconds of it, on either side.
///
/// Fixes are decided in order of time, so the fixes seen pass through once:
/// each joins the candidates when the margin of a fix decided first reaches
/// it, and leaves when the margin has passed it or a likelier fix after it
/// joins. Live figures decide every pending fix each time they are worked
/// out, on a copy that goes on from where the schedule stands: a look over
/// the whole margin for each fix cost 4% of the model's instructions at
/// 10 Hz.
struct LikeliestManoeuvre: Sendable {
    /// Seconds either side of a fix within which a manoeuvre seen counts.
    let margin: Double
    /// The fixes seen, oldest first: from ``next`` on, those no margin has
    /// reached yet (the ones before leave in chunks).
    private var seen: [(time: Double, manoeuvre: Double)] = []
    private var next = 0
    /// The fixes reached that may yet be the likeliest within a margin,
    /// each less likely than the one before it: from ``first`` on (the
    /// ones before leave in chunks).
    private var candidates: [(time: Double, manoeuvre: Double)] = []
    private var first = 0

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { seen.count + candidates.count }

    init(margin: Double) {
        self.margin = margin
    }

    /// Takes the next fix seen, later than the last, with how likely a
    /// manoeuvre was there.
    mutating func add(time: Double, manoeuvre: Double) {
        seen.append((time, manoeuvre))
    }

    /// The likeliest manoeuvre among the fixes seen within the margin of a
    /// fix at `time`, no earlier than the last asked about; 0 where there
    /// is none.
    mutating func likeliest(around time: Double) -> Double {
        while next < seen.count, seen[next].time <= time + margin {
            while candidates.count > first, candidates[candidates.count - 1].manoeuvre <= seen[next].manoeuvre {
                candidates.removeLast()
            }
            candidates.append(seen[next])
            next += 1
        }
        while first < candidates.count, candidates[first].time < time - margin { first += 1 }
        Self.forget(&seen, before: &next)
        Self.forget(&candidates, before: &first)
        return first < candidates.count ? max(0, candidates[first].manoeuvre) : 0
    }

    /// Drops the entries of `array` before `end` once they are many and at
    /// least half of it, moving `end` with them: each entry moves at most
    /// once more.
    private static func forget(_ array: inout [(time: Double, manoeuvre: Double)], before end: inout Int) {
        guard end >= 64, end * 2 >= array.count else { return }
        array.removeFirst(end)
        end = 0
    }
}

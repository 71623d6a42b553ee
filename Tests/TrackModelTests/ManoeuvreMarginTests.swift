import Testing
import TruthJourneys

@testable import TrackModel

@Suite("The likeliest manoeuvre within the margin of each fix")
struct ManoeuvreMarginTests {
    @Test("what a look at every fix within the margin finds, asked as the schedule asks, and on a copy going on")
    func matchesEveryFix() {
        var random = SeededRandom(seed: 27)
        for margin in [0.5, 3, 10] {
            var time = 0.0
            let seen: [(time: Double, manoeuvre: Double)] = (0..<600).map { _ in
                time += Double.random(in: 0.05...2, using: &random)
                // Tenths, often 1: ties, as a detector settled at 0 or 1 gives.
                let tenths = Double.random(in: 0...1, using: &random) < 0.3 ? 10 : Int.random(in: 0...9, using: &random)
                return (time, Double(tenths) / 10)
            }
            func expected(around time: Double, seenUpTo end: Int) -> Double {
                seen[..<end].filter { abs($0.time - time) <= margin }.map(\.manoeuvre).max() ?? 0
            }
            // Each fix is asked about once the fixes up to its margin are seen.
            var likeliest = LikeliestManoeuvre(margin: margin)
            var added = 0
            for asked in 0..<400 {
                while added < seen.count, seen[added].time <= seen[asked].time + margin {
                    likeliest.add(time: seen[added].time, manoeuvre: seen[added].manoeuvre)
                    added += 1
                }
                #expect(
                    likeliest.likeliest(around: seen[asked].time) == expected(around: seen[asked].time, seenUpTo: added)
                )
            }
            // Live figures ask about the rest on a copy, with the fixes so far.
            var copy = likeliest
            for asked in 400..<seen.count {
                #expect(copy.likeliest(around: seen[asked].time) == expected(around: seen[asked].time, seenUpTo: added))
            }
        }
    }

    @Test("a fix exactly the margin away counts, one just beyond it does not, and none gives 0")
    func edges() {
        var likeliest = LikeliestManoeuvre(margin: 5)
        for (time, manoeuvre) in [(0.0, 0.2), (10, 0.9), (20, 0.4)] { likeliest.add(time: time, manoeuvre: manoeuvre) }
        #expect([5, 5.5, 15, 15.01, 26].map { likeliest.likeliest(around: $0) } == [0.9, 0.9, 0.9, 0.4, 0])
    }
}

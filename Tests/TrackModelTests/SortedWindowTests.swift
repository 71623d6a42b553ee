import Testing
import TruthJourneys

@testable import TrackModel

@Suite("A window of values kept sorted")
struct SortedWindowTests {
    @Test("its median and trimmed mean are those of the last values, however many came")
    func lastValues() throws {
        var random = SeededRandom(seed: 7)
        var window = SortedWindow(capacity: 21)
        var values: [Double] = []
        for _ in 0..<200 {
            let value = Double.random(in: -10...10, using: &random)
            window.add(value)
            values.append(value)
            let last = values.suffix(21).sorted()
            #expect(window.median == last[last.count / 2])
            let cut = Int(Double(last.count) * 0.2)
            let kept = last[cut..<(last.count - cut)]
            let mean = try #require(window.trimmedMean(trimming: 0.2))
            #expect(abs(mean - kept.reduce(0, +) / Double(kept.count)) < 1e-12)
        }
        #expect(window.isFull)
        #expect(window.heldValues == 42)
    }

    @Test("empty, it has no median and no mean")
    func empty() {
        let window = SortedWindow(capacity: 5)
        #expect(window.median == nil)
        #expect(window.trimmedMean(trimming: 0.1) == nil)
        #expect(!window.isFull)
    }
}

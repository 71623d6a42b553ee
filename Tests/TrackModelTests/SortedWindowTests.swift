import Testing
import TruthJourneys

@testable import TrackModel

@Suite("A window of values kept sorted")
struct SortedWindowTests {
    @Test("its median, quantiles and trimmed mean and deviation are those of the last values, however many came")
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
            #expect(window.quantile(0.25) == last[last.count / 4])
            #expect(window.quantile(1) == last[last.count - 1])
            guard values.count > 1 else { continue }
            let cut = Int(Double(last.count) * 0.2)
            let kept = last[cut..<(last.count - cut)]
            let trimmed = try #require(window.trimmed(0.2))
            let mean = kept.reduce(0, +) / Double(kept.count)
            let variance = kept.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(kept.count - 1)
            #expect(abs(trimmed.mean - mean) < 1e-12)
            #expect(abs(trimmed.deviation - variance.squareRoot()) < 1e-12)
        }
        #expect(window.isFull)
        #expect(window.heldValues == 42)
    }

    @Test("empty, it has no median; with one value, no deviation")
    func empty() {
        var window = SortedWindow(capacity: 5)
        #expect(window.median == nil)
        #expect(window.quantile(0.25) == nil)
        #expect(window.trimmed(0.1) == nil)
        window.add(3)
        #expect(window.median == 3)
        #expect(window.trimmed(0.1) == nil)
        #expect(!window.isFull)
    }
}

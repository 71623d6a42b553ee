import Glibc
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("How far noise lifts the fastest of overlapping means")
struct FastestMeanLiftTests {
    @Test("the expected maximum of one, two and three standard normals: 0, 1/√π and 3/(2√π)")
    func expectedMaxima() {
        let closedForms = [0, 1 / Double.pi.squareRoot(), 3 / (2 * Double.pi.squareRoot())]
        for (index, closedForm) in closedForms.enumerated() {
            let maximum = FastestMeanLift.expectedMaximum(of: index + 1)
            #expect(abs(maximum - closedForm) < 1e-4, "\(index + 1): \(maximum)")
        }
    }

    @Test("the fastest with no rival is its one window's mean, not lifted; two windows' worth lift it by one error")
    func fewRivals() {
        #expect(FastestMeanLift.errors(rivals: 1, window: 50) == 0)
        #expect(FastestMeanLift.errors(rivals: 0, window: 50) == 0)
        #expect(FastestMeanLift.errors(rivals: 2, window: 50) == 1)
    }

    @Test(
        "the fastest overlapping mean of a row of white noise: at or above the lift's figure, within 15%",
        arguments: [(64, 20), (5, 10), (15, 8)] as [(Int, Int)])
    func againstSimulation(rivals: Int, window: Int) {
        // 200 rows of `rivals` windows' worth of standard normals; each
        // row's fastest mean of `window` in a row, in errors of one mean.
        var random = SeededRandom(seed: UInt64(rivals * 1000 + window))
        var total = 0.0
        let rows = 200
        for _ in 0..<rows {
            let values = (0..<(rivals * window)).map { _ in random.gaussian() }
            var sum = values[0..<window].reduce(0, +)
            var fastest = sum
            for index in window..<values.count {
                sum += values[index] - values[index - window]
                fastest = max(fastest, sum)
            }
            total += fastest / Double(window).squareRoot()
        }
        let simulated = total / Double(rows)
        let lift = FastestMeanLift.errors(rivals: rivals, window: window)
        #expect(lift >= simulated && lift <= simulated * 1.15, "lift \(lift), simulated \(simulated)")
    }
}

import Testing

@testable import TrackModel

@Suite("Convergence after a gap")
struct ConvergenceAfterGapTests {
    /// The white noise taken for fixes at `times`, each claiming 1 m.
    func whiteNoise(at times: [Double]) -> [Double] {
        var convergence = ConvergenceAfterGap()
        let intervals = [nil] + zip(times, times.dropFirst()).map { $1 - $0 }
        return intervals.map { max(1, convergence.leastWhite(after: $0)) }
    }

    @Test("a receiver reporting every second: five fixes after 30 s without sky taken as 50 m down to 10 m")
    func afterLostSky() {
        let times = Array(0...9).map(Double.init) + (39...46).map(Double.init)
        #expect(whiteNoise(at: times) == Array(repeating: 1, count: 10) + [50, 40, 30, 20, 10, 1, 1, 1])
    }

    @Test("a shorter gap, a logger that writes every 10 s, and the first fix of all are taken as they claim")
    func notAfterLostSky() {
        #expect(whiteNoise(at: [0, 1, 2, 31.5, 32]) == [1, 1, 1, 1, 1])
        #expect(whiteNoise(at: [0, 10, 20, 90, 100]) == [1, 1, 1, 1, 1])
        #expect(whiteNoise(at: [0]) == [1])
    }

    @Test("a lost sky is a long silence after fixes every second or two, not after a logger's sparse points")
    func isGap() {
        #expect(ConvergenceAfterGap.isGap(30, after: 1))
        #expect(ConvergenceAfterGap.isGap(60, after: 2))
        #expect(!ConvergenceAfterGap.isGap(29, after: 1))
        #expect(!ConvergenceAfterGap.isGap(60, after: 10))
        #expect(!ConvergenceAfterGap.isGap(60, after: .infinity))
    }
}

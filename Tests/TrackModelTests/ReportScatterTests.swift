import Testing

@testable import TrackModel

@Suite("The scatter of a receiver's speed reports")
struct ReportScatterTests {
    /// `count` reports of `pace` (by the report's place in the row) with
    /// white noise of `sigma` drawn from `seed`.
    func reports(_ count: Int, sigma: Double, seed: UInt64, pace: (Int) -> Double) -> ReportScatter {
        var scatter = ReportScatter()
        for report in noisyReports(count, sigma: sigma, seed: seed, pace: pace) { scatter.add(report) }
        return scatter
    }

    @Test("a speed that is steady, or rises or falls steadily, scatters by nothing")
    func steady() throws {
        #expect(try #require(reports(20, sigma: 0, seed: 1) { _ in 12 }.sigma) == 0)
        #expect(try #require(reports(20, sigma: 0, seed: 1) { 5 + 0.37 * Double($0) }.sigma) < 1e-12)
    }

    @Test("white noise of 0.1 m/s and of 0.5 m/s is told within a quarter", arguments: [0.1, 0.5])
    func white(sigma: Double) throws {
        // Over 300 draws of 1000 differences, the 15th percentile told the
        // scatter within 1% on average, and erred by 8% as one standard
        // deviation.
        for seed in [1, 2, 3] as [UInt64] {
            let told = try #require(reports(1002, sigma: sigma, seed: seed) { _ in 0.6 }.sigma)
            #expect(abs(told / sigma - 1) < 0.25, "\(told) m/s")
        }
    }

    @Test("a pace that changes between reports (a car braking for bends, reported every 5 s) is not taken for scatter")
    func changingPace() throws {
        // 14 m/s on the straights, 9.1 m/s round the bends, three reports
        // of each: two in three second differences span a change of pace,
        // and their median says about 2.9 m/s.
        let told = try #require(reports(600, sigma: 0.1, seed: 4) { ($0 / 3) % 2 == 0 ? 14 : 9.1 }.sigma)
        #expect(told < 0.4, "\(told) m/s")
    }

    @Test("nothing is told before eight differences, and no difference spans a break in the row")
    func rows() {
        var scatter = ReportScatter()
        for _ in 0..<100 {
            scatter.add(1)
            scatter.add(5)
            scatter.endRow()
        }
        #expect(scatter.sigma == nil)
        for speed in [1.0, 2, 3, 4, 5, 6, 7, 8, 9] { scatter.add(speed) }
        #expect(scatter.sigma == nil)
        scatter.add(10)
        #expect(scatter.sigma == 0)
    }
}

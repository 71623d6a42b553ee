import Testing
import TruthJourneys

@testable import TrackModel

@Suite("The latest reports of a row")
struct ReportRowTests {
    @Test("the sum, highest and lowest of the last n are those of the last n reports, however many came")
    func lastReports() {
        var random = SeededRandom(seed: 9)
        var row = ReportRow(capacity: 40)
        var reports: [Double] = []
        for index in 0..<500 {
            // Runs that rise and fall, so that the kept highs and lows grow
            // long and are cut by the window's start.
            let report =
                Double((index / 30) % 2 == 0 ? index % 30 : 30 - index % 30)
                + Double.random(in: 0..<0.5, using: &random)
            row.append(report)
            reports.append(report)
            for n in [1, 2, 5, 17, 40] where n <= reports.count {
                let last = reports.suffix(n)
                let (sum, high, low) = row.last(n)
                #expect(abs(sum - last.reduce(0, +)) < 1e-9)
                #expect(high == last.max())
                #expect(low == last.min())
            }
        }
        #expect(row.count == 500)
    }

    @Test("emptied, it starts again from nothing, and holds no more than its capacity")
    func removeAll() {
        var row = ReportRow(capacity: 10)
        for report in 0..<100 { row.append(Double(report)) }
        #expect(row.heldValues <= 10 + 1 + 10)
        row.removeAll()
        #expect(row.count == 0 && row.heldValues == 0)
        for report in [3.0, 1, 2] { row.append(report) }
        let (sum, high, low) = row.last(3)
        #expect(sum == 6 && high == 3 && low == 1)
    }
}

import FoundationEssentials
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("What the track shows of its receiver")
struct ReceiverEstimateTests {
    /// A fix `east` and `north` metres from (48.15, 11.59), at `time`.
    func fix(_ time: Double, east: Double, north: Double) -> Fix {
        Fix(
            time: Date(timeIntervalSince1970: time), latitude: 48.15 + north / 111_200,
            longitude: 11.59 + east / 74_300)
    }

    @Test("a logger by distance that writes its receiver's outliers and the fix back: the scatter of the fixes taken")
    func scatterOfTheFixesTaken() throws {
        // A walker heading north at 1 m/s, a point every 10 s (a logger
        // writing every 10 m), each off by up to ±1.7 m on each axis (one
        // standard deviation: 1 m); before every third, a second earlier,
        // an outlier 15 m aside, which such a logger writes with the fix
        // back. Learned from every fix, the outliers set the scatter.
        var random = SeededRandom(seed: 11)
        let spread = 3.0.squareRoot()
        var fixes: [Fix] = []
        for index in 0..<90 {
            let second = 1_780_000_000 + Double(index) * 10
            if index % 3 == 2 {
                fixes.append(fix(second - 1, east: index % 2 == 0 ? 15 : -15, north: Double(index) * 10 - 1))
            }
            fixes.append(
                fix(
                    second, east: Double.random(in: -spread...spread, using: &random),
                    north: Double(index) * 10 + Double.random(in: -spread...spread, using: &random)))
        }
        let plane = LocalPlane(latitude: 48.15, longitude: 11.59)
        var everyFix = ScatterEstimate()
        var run = MotionRun(
            first: fixes[0], time: fixes[0].time!.timeIntervalSince1970, settings: StatisticsSettings(),
            receiver: ReceiverEstimate())
        for fix in fixes {
            everyFix.add(
                time: fix.time!.timeIntervalSince1970,
                point: plane.point(latitude: fix.latitude, longitude: fix.longitude))
            if fix != fixes[0] { _ = run.add(fix, time: fix.time!.timeIntervalSince1970) }
        }
        let outliers = try #require(everyFix.white)
        let taken = try #require(run.receiver.scatter.white)
        #expect(outliers > 4, "\(outliers) m from every fix")
        #expect(abs(taken - 1) < 0.4, "\(taken) m from the fixes taken")
    }

    @Test("a fix held while the receiver reports standing teaches no scatter; exact fixes with no speed do")
    func heldFix() {
        // Firefly-II's log in gpsd's corpus: its fix holds while it reports
        // 0 m/s, then jumps 1.5 m. Learned from the repeats as exact (the
        // 3 cm floor), the jump read as 2.5 m moved.
        func scatter(standing: Bool) -> Double? {
            var receiver = ReceiverEstimate()
            for second in 0..<20 {
                receiver.taken(time: Double(second), point: LocalPlane.Point(east: 0, north: 0), standing: standing)
            }
            return receiver.scatter.white
        }
        #expect(scatter(standing: true) == nil)
        #expect(scatter(standing: false) == ScatterEstimate.floor)
    }
}

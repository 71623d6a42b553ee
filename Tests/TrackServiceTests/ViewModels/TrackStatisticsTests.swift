import Foundation
import Testing

@testable import TrackService

@Suite("TrackStatistics")
struct TrackStatisticsTests {
    func point(_ second: Int, north: Double, altitude: Double?, segment: Int = 0) -> TrackPoint {
        var fix = Fixtures.fix(second: second, northMetres: north)
        fix.altitudeMSL = altitude
        return TrackPoint(segment: segment, fix: fix)
    }

    @Test("altitude noise of a few metres is not climbing; a real climb is counted once")
    func elevationHysteresis() {
        // Wandering ±3 m around 500 m, then a climb to 540 m and a descent to 510 m.
        let noise = [500.0, 503, 498, 502, 497, 501, 499, 503]
        let climb = [510.0, 520, 530, 540, 538, 541, 530, 520, 510]
        let altitudes = noise + climb
        let points = altitudes.enumerated().map { point($0.offset, north: Double($0.offset) * 5, altitude: $0.element) }
        let statistics = TrackStatistics.of(points)
        // 500 → 540 counted (the last metre to 541 is within the hysteresis),
        // 540 → 510 counted; the ±3 m wander before it not at all.
        #expect(abs(statistics.elevationGain - 40) < 0.001)
        #expect(abs(statistics.elevationLoss - 30) < 0.001)
    }

    @Test("moving time counts steps faster than walking pace; average moving speed follows")
    func movingTime() {
        let still = (0..<60).map { point($0, north: 0, altitude: nil) }
        let moving = (60..<120).map { point($0, north: Double($0 - 59) * 3, altitude: nil) }
        let statistics = TrackStatistics.of(still + moving)
        #expect(statistics.movingTime == 60)
        #expect(abs((statistics.averageMovingSpeed ?? 0) - 3) < 0.01)
        #expect(statistics.duration == 119)
    }

    @Test("no distance is counted across segments")
    func segments() {
        let points = [
            point(0, north: 0, altitude: nil), point(1, north: 10, altitude: nil),
            point(100, north: 5000, altitude: nil, segment: 1), point(101, north: 5010, altitude: nil, segment: 1),
        ]
        let statistics = TrackStatistics.of(points)
        #expect(statistics.segments == 2)
        #expect(abs(statistics.distance - 20) < 0.01)
    }
}

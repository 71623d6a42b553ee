import Foundation
import TestSupport
import Testing

@testable import TrackModel

@Suite("TrackStatistics")
struct TrackStatisticsTests {
    func point(_ second: Int, north: Double, altitude: Double?, segment: Int = 0) -> TrackPoint {
        var fix = Fixtures.fix(second: second, northMetres: north)
        fix.altitudeMSL = altitude
        return TrackPoint(segment: segment, fix: fix)
    }

    @Test("altitude noise of a few metres is not climbing; a real climb is counted once")
    func elevationHysteresis() {
        let wander: [Double] = [0, 3, -2, 2, -3, 1, -1, 3, -3, 2]
        func plateau(_ level: Double, _ count: Int) -> [Double] {
            (0..<count).map { level + wander[$0 % wander.count] }
        }
        let noiseOnly = plateau(500, 200)
        let still = TrackStatistics.of(noiseOnly.enumerated().map { point($0.offset, north: 0, altitude: $0.element) })
        #expect(still.elevationGain == 0 && still.elevationLoss == 0)

        // 500 m, up 40 m in 2 m steps, level, down 30 m, level.
        let profile =
            plateau(500, 20) + (1...20).map { 500 + Double($0) * 2 } + plateau(540, 20)
            + (1...15).map { 540 - Double($0) * 2 } + plateau(510, 20)
        let ride = TrackStatistics.of(
            profile.enumerated().map { point($0.offset, north: Double($0.offset) * 5, altitude: $0.element) })
        // Hysteresis may leave out up to 5 m at each turn of the profile.
        #expect(ride.elevationGain > 30 && ride.elevationGain <= 43, "\(ride.elevationGain)")
        #expect(ride.elevationLoss > 20 && ride.elevationLoss <= 33, "\(ride.elevationLoss)")
    }

    @Test("with the receiver's speed, moving time is the time it reports movement")
    func movingTimeFromReceiverSpeed() {
        let still = (0..<60).map { second -> TrackPoint in
            var point = point(second, north: 0, altitude: nil)
            point.fix.speed = 0.05
            return point
        }
        let moving = (60..<120).map { second -> TrackPoint in
            var point = point(second, north: Double(second - 59) * 3, altitude: nil)
            point.fix.speed = 3
            return point
        }
        let statistics = TrackStatistics.of(still + moving)
        #expect(statistics.movingTime == 60)
        #expect(abs(statistics.distance - 180) < 0.1)
        #expect(abs((statistics.averageMovingSpeed ?? 0) - 3) < 0.01)
        #expect(statistics.duration == 119)
    }

    @Test("points without times count for distance but not for speed: the speeds agree with each other")
    func timelessPointsGiveNoSpeed() {
        // A drawn route of 3 km without times, then 1 km walked in 12 minutes.
        let route = (0..<31).map { index -> TrackPoint in
            var point = point(0, north: Double(index) * 100, altitude: nil)
            point.fix.time = nil
            return point
        }
        let walk = (0..<721).map {
            TrackPoint(segment: 1, fix: Fixtures.fix(second: $0, northMetres: 5000 + Double($0) * 1.39))
        }
        let statistics = TrackStatistics.of(route + walk)
        #expect(abs(statistics.distance - 4000) < 15, "\(statistics.distance)")
        #expect(abs(statistics.timedDistance - 1000) < 15, "\(statistics.timedDistance)")
        let average = statistics.averageSpeed ?? 0
        let moving = statistics.averageMovingSpeed ?? 0
        let maximum = statistics.maxSpeed ?? 0
        #expect(abs(average - 1.39) < 0.05, "average \(average) m/s")
        #expect(maximum >= moving && moving >= average, "max \(maximum), moving \(moving), average \(average)")

        let timeless = TrackStatistics.of(route)
        #expect(!timeless.hasTimes && timeless.averageSpeed == nil && timeless.movingTime == 0)
        #expect(timeless.distance > 2990)
    }

    @Test("without a speed, movement is counted in steps of the noise radius")
    func movingTimeFromSteps() {
        let still = (0..<60).map { point($0, north: 0, altitude: nil) }
        let moving = (60..<120).map { point($0, north: Double($0 - 59) * 3, altitude: nil) }
        let statistics = TrackStatistics.of(still + moving)
        // Counted every fourth fix (12 m > 10 m): the last few metres wait for the next step.
        #expect(statistics.distance > 165 && statistics.distance <= 180.001, "\(statistics.distance)")
        #expect(statistics.movingTime > 54 && statistics.movingTime <= 60, "\(statistics.movingTime)")
    }

    /// A deterministic stand-in for receiver noise.
    struct Noise: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        /// Normally distributed, mean 0, standard deviation `sigma`.
        mutating func gaussian(_ sigma: Double) -> Double {
            let u1 = Double.random(in: Double.ulpOfOne..<1, using: &self)
            let u2 = Double.random(in: 0..<1, using: &self)
            return sigma * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
        }
    }

    /// An hour of fixes at 1 Hz scattered around one point (2 m standard
    /// deviation on each axis, error estimate 5 m).
    func standingStill(speed: Double?) -> [TrackPoint] {
        var noise = Noise(state: 42)
        return (0..<3600).map { second in
            var fix = Fixtures.fix(second: second, northMetres: noise.gaussian(2))
            fix.longitude += noise.gaussian(2) / 74_300
            fix.horizontalError = 5
            fix.speed = speed
            return TrackPoint(segment: 0, fix: fix)
        }
    }

    @Test("an hour standing still adds under 1% of the raw sum of steps", arguments: [nil, 0.2] as [Double?])
    func standingStillAddsNothing(speed: Double?) {
        let points = standingStill(speed: speed)
        let raw = zip(points, points.dropFirst()).map { GeodesicDistance.metres(from: $0.fix, to: $1.fix) }
            .reduce(0, +)
        let statistics = TrackStatistics.of(points)
        #expect(raw > 5000)
        #expect(statistics.distance < raw / 100, "\(statistics.distance) m of \(raw) m")
        #expect(statistics.movingTime < 36, "\(statistics.movingTime) s moving")
    }

    @Test("a single fix kilometres away is not counted; a real relocation is followed without the jump")
    func implausibleJumps() {
        var points = (0..<20).map { point($0, north: Double($0) * 20, altitude: nil) }
        points[10] = point(10, north: 5000, altitude: nil)
        let withOutlier = TrackStatistics.of(points)
        #expect(abs(withOutlier.distance - 380) < 0.5, "\(withOutlier.distance)")

        // The receiver was wrong until second 5, then right from there on.
        let wrong = (0..<5).map { point($0, north: -8000, altitude: nil) }
        let right = (5..<20).map { point($0, north: Double($0) * 20, altitude: nil) }
        let relocated = TrackStatistics.of(wrong + right)
        #expect(relocated.distance < 300, "\(relocated.distance)")
        #expect(relocated.distance > 200, "\(relocated.distance)")
    }

    @Test("no distance is counted across segments")
    func segments() {
        let points = [
            point(0, north: 0, altitude: nil), point(1, north: 30, altitude: nil),
            point(100, north: 5000, altitude: nil, segment: 1), point(101, north: 5030, altitude: nil, segment: 1),
        ]
        let statistics = TrackStatistics.of(points)
        #expect(statistics.segments == 2)
        #expect(abs(statistics.distance - 60) < 0.01)
    }
}

import Testing
import TrackModel
import TruthJourneys

/// A few of the truth benchmark's journeys, pinned to its targets: a change
/// that makes distance, moving time or speed worse against a known path
/// fails here, not only in `make bench`.
@Suite("Against a known truth")
struct TruthJourneyTests {
    /// A journey of the benchmark, by name, seen through the noise at `level`
    /// with the benchmark's seed.
    func measure(
        _ name: String, level: Int, speeds: Journey.ReportedSpeed = .none
    ) throws -> (journey: Journey, points: [TrackPoint], statistics: TrackStatistics) {
        let index = try #require(Journey.all.firstIndex { $0.name == name })
        let journey = Journey.all[index]
        let points = journey.points(
            through: NoiseLevel.all[level], seed: UInt64(index * 16 + level + 1), speeds: speeds)
        return (journey, points, TrackStatistics.of(points))
    }

    func error(_ measured: Double, _ truth: Double) -> Double { abs(measured - truth) / truth }

    @Test(
        "distance within 2% of the true length, at the larger noise",
        arguments: ["30 min walk, 1 Hz", "hike up switchbacks, 1 Hz", "bike with stops at lights, 1 Hz"])
    func distance(of name: String) throws {
        let (journey, _, statistics) = try measure(name, level: 1)
        #expect(error(statistics.distance, journey.path.length) <= 0.02, "\(statistics.distance) m")
    }

    @Test("a walk: moving time within 3%, maximum speed within 10%")
    func walk() throws {
        let (journey, _, statistics) = try measure("30 min walk, 1 Hz", level: 1)
        #expect(error(statistics.movingTime, journey.path.movingTime) <= 0.03, "\(statistics.movingTime) s")
        #expect(error(statistics.maxSpeed ?? 0, journey.path.maximumSpeed) <= 0.1, "\(statistics.maxSpeed ?? 0)")
    }

    @Test("a hike up switchbacks: moving time within 3%, the hairpins' apexes included")
    func switchbacks() throws {
        let (journey, _, statistics) = try measure("hike up switchbacks, 1 Hz", level: 1)
        #expect(error(statistics.movingTime, journey.path.movingTime) <= 0.03, "\(statistics.movingTime) s")
    }

    @Test("a bike stopping at lights: moving time within 3%, and with a Doppler speed at the larger noise too")
    func bike() throws {
        let plain = try measure("bike with stops at lights, 1 Hz", level: 0)
        #expect(error(plain.statistics.movingTime, plain.journey.path.movingTime) <= 0.03)
        let doppler = try measure("bike with stops at lights, 1 Hz", level: 1, speeds: .doppler)
        #expect(error(doppler.statistics.movingTime, doppler.journey.path.movingTime) <= 0.03)
        #expect(error(doppler.statistics.distance, doppler.journey.path.length) <= 0.02)
    }

    @Test("a receiver whose speed is stuck at 0 does not stop the walk")
    func stuckSpeed() throws {
        let (journey, _, statistics) = try measure("30 min walk, 1 Hz", level: 1, speeds: .stuckAtZero)
        #expect(error(statistics.distance, journey.path.length) <= 0.02, "\(statistics.distance) m")
        #expect(error(statistics.movingTime, journey.path.movingTime) <= 0.03, "\(statistics.movingTime) s")
    }

    @Test("an hour parked: under 0.5% of the raw sum, under 1% of the hour moving")
    func parked() throws {
        let (_, points, statistics) = try measure("an hour parked, 1 Hz", level: 1)
        let raw = zip(points, points.dropFirst()).reduce(0) {
            $0 + GeodesicDistance.metres(from: $1.0.fix, to: $1.1.fix)
        }
        #expect(statistics.distance <= raw * 0.005, "\(statistics.distance) m of \(raw) m")
        #expect(statistics.movingTime <= 36, "\(statistics.movingTime) s")
    }

    @Test("steps much longer than the noise: within 0.5% of the true length")
    func sparseLogger() throws {
        let (journey, _, statistics) = try measure("logger every 10 s, car", level: 1)
        #expect(error(statistics.distance, journey.path.length) <= 0.005, "\(statistics.distance) m")
    }
}

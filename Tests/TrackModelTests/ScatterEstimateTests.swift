import Testing
import TruthJourneys

@testable import TrackModel

@Suite("Scatter learned from the track")
struct ScatterEstimateTests {
    /// The white scatter learned from fixes `metres` apart along a straight
    /// line, `seconds` apart, each off by up to ±1.7 m on each axis (one
    /// standard deviation: 1 m).
    func learned(every metres: Double, seconds: Double) -> Double? {
        var random = SeededRandom(seed: 3)
        var estimate = ScatterEstimate()
        let spread = 3.0.squareRoot()
        for index in 0..<100 {
            estimate.add(
                time: Double(index) * seconds,
                point: LocalPlane.Point(
                    east: Double(index) * metres + Double.random(in: -spread...spread, using: &random),
                    north: Double.random(in: -spread...spread, using: &random)))
        }
        return estimate.white
    }

    @Test("a receiver at 1 Hz: its scatter is learned")
    func everySecond() throws {
        let white = try #require(learned(every: 1.4, seconds: 1))
        #expect(abs(white - 1) < 0.3, "\(white) m")
    }

    @Test("a logger by distance, every 10 m and 15 s apart: learned as well")
    func byDistance() throws {
        let white = try #require(learned(every: 10, seconds: 15))
        #expect(abs(white - 1) < 0.3, "\(white) m")
    }

    @Test("a car's logger every 10 s, 140 m apart: too far for the cubic to follow its bends; not learned")
    func sparseCar() {
        #expect(learned(every: 140, seconds: 10) == nil)
    }
}

import Glibc
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

    /// The white scatter learned from a walker's positions, logged every
    /// 10 s, each off by up to `spread` metres on each axis: legs of eight
    /// steps of `step` metres, each ending in a right-angled corner and a
    /// stop of `standing` fixes (the 5 fixes around a stop or a corner lie
    /// within 50 m, and the cubic misses how the walker braked and turned
    /// there). Where the walker stands, the receiver repeats its last fix
    /// (`holding`) or scatters about where the walker stands.
    func learnedFromWalk(step: Double = 14, spread: Double = 0, holding: Bool = false, standing: Int = 2) -> Double? {
        var random = SeededRandom(seed: 5)
        var estimate = ScatterEstimate()
        var (east, north, heading) = (0.0, 0.0, 0.0)
        var time = 0.0
        var last = LocalPlane.Point(east: 0, north: 0)
        func write(holding: Bool = false) {
            if !holding {
                last = LocalPlane.Point(
                    east: east + Double.random(in: -spread...spread, using: &random),
                    north: north + Double.random(in: -spread...spread, using: &random))
            }
            estimate.add(time: time, point: last)
            time += 10
        }
        for _ in 0..<20 {
            for _ in 0..<8 {
                east += step * cos(heading)
                north += step * sin(heading)
                write()
            }
            // Braking into the corner, turning, and standing.
            east += 5 * cos(heading)
            north += 5 * sin(heading)
            heading += .pi / 2
            write()
            for _ in 0..<standing { write(holding: holding) }
        }
        return estimate.white
    }

    @Test("exact positions every 10 s: the windows around stops and corners scatter, but a quarter lie on the cubic")
    func exactSparseWalk() throws {
        let white = try #require(learnedFromWalk())
        #expect(white == ScatterEstimate.floor, "\(white) m")
    }

    @Test(
        "a walk at 0.5 m/s behind a receiver scattering by 0.3 m, holding its fixes through stops of 100 s: not exact")
    func heldFixesAreNotExact() throws {
        // A third of the windows hold one fix: under the median, above the
        // lower quarter.
        let white = try #require(
            learnedFromWalk(step: 5, spread: 0.3 * 3.0.squareRoot(), holding: true, standing: 10))
        #expect(white > 2 * ScatterEstimate.exactScatter, "\(white) m")
    }
}

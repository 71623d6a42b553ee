import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("Drift learned from the track")
struct DriftEstimateTests {
    /// The diffusion learned from `seconds` of fixes every `interval`
    /// seconds along `path`, off by a receiver's `drift` (forgotten over
    /// `correlation` seconds) and white `jitter`.
    func learned(
        drift: Double, correlation: Double = 20, jitter: Double, interval: Double = 1, seconds: Double = 600,
        path: (Double) -> LocalPlane.Point = { LocalPlane.Point(east: 0.6 * $0, north: 0) }
    ) -> Double? {
        var noise = ReceiverNoise(drift: drift, correlation: correlation, jitter: jitter, seed: 11)
        var estimate = DriftEstimate()
        for time in stride(from: 0, through: seconds, by: interval) {
            let error = noise.error(at: time)
            let point = path(time)
            estimate.add(
                time: time, point: LocalPlane.Point(east: point.east + error.east, north: point.north + error.north))
        }
        return estimate.diffusion
    }

    @Test("a receiver whose 3 m drift wanders over 20 s under 0.7 m of jitter: learned within a third of its 0.9 m²/s")
    func quickDrift() throws {
        let diffusion = try #require(learned(drift: 3, jitter: 0.7))
        #expect(abs(diffusion - 0.9) < 0.3, "\(diffusion) m²/s")
    }

    @Test("a receiver whose error is white: next to no diffusion")
    func whiteError() throws {
        let diffusion = try #require(learned(drift: 0, jitter: 1))
        #expect(diffusion < 0.1, "\(diffusion) m²/s")
    }

    @Test("error-free fixes round a tight bend, 3 m across at a walker's pace: no diffusion, the bend is the path")
    func exactBend() throws {
        let diffusion = try #require(
            learned(drift: 0, jitter: 0) { time in
                LocalPlane.Point(east: 3 * cos(time * 0.2), north: 3 * sin(time * 0.2))
            })
        #expect(diffusion < 1e-4, "\(diffusion) m²/s")
    }

    @Test("a logger every 10 s: too sparse for the cubic to follow its path; not learned")
    func sparseLogger() {
        #expect(learned(drift: 3, jitter: 0.7, interval: 10, seconds: 3000) == nil)
    }

    @Test("too few fixes yet: not learned")
    func tooFew() {
        #expect(learned(drift: 3, jitter: 0.7, seconds: 100) == nil)
    }
}

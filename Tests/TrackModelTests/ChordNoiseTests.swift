import Foundation
import Testing

@testable import TrackModel

@Suite("What the chord between two fixes errs by")
struct ChordNoiseTests {
    /// A fix at `time` whose whole noise is `noise` metres, `white` of it
    /// new at every fix.
    func sample(at time: Double, noise: Double = 2, white: Double = 0.5) -> MotionSample {
        let point = LocalPlane.Point(east: 0, north: 0)
        return MotionSample(
            time: time, position: point, measured: point, scale: LocalPlane.Scale(east: 1, north: 1), altitude: nil,
            unforeseen: false, sigma: noise, stretchError: StretchError(white: white, drift: 0), noise: noise,
            reportedVelocity: nil, wander: 0)
    }

    @Test("fixes 10 s apart: the white scatter and what the drift wanders in 10 s, not the whole drift")
    func sparseStep() {
        let metres = ChordNoise.metres(from: sample(at: 0), to: sample(at: 10))
        // √(0.5² + (2² - 0.5²)(1 - e^(-10/20))) = 1.313.
        #expect(abs(metres - 1.313) < 0.002, "\(metres) m")
    }

    @Test("fixes a second apart: the whole noise, which the smoother averages over the fixes around them")
    func frequentStep() {
        #expect(ChordNoise.metres(from: sample(at: 0), to: sample(at: 1)) == 2)
        #expect(ChordNoise.metres(from: sample(at: 0), to: sample(at: 5)) == 2)
    }

    @Test("fixes minutes apart: the drift has wandered by all of itself")
    func distantStep() {
        let metres = ChordNoise.metres(from: sample(at: 0), to: sample(at: 600))
        #expect(abs(metres - 2) < 1e-4, "\(metres) m")
    }

    @Test("the noisier end decides")
    func noisierEnd() {
        let metres = ChordNoise.metres(from: sample(at: 0), to: sample(at: 10, noise: 4, white: 1))
        // √(1 + 15 (1 - e^(-1/2))) = 2.627.
        #expect(abs(metres - 2.627) < 0.002, "\(metres) m")
    }
}

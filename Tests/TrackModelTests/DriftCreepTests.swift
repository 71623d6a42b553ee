import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("How fast a drift makes a parked receiver's smoothed path creep")
struct DriftCreepTests {
    /// The share of the one-second steps of an hour parked at 1 Hz behind
    /// a receiver whose `drift` wanders over `correlation` seconds (under
    /// 0.3 m of jitter), smoothed as at a stop (the whole acceleration
    /// allowed) and with the drift the track would show, that are faster
    /// than ``DriftCreep`` says the creep goes.
    func shareFaster(drift: Double, correlation: Double, seed: UInt64) -> Double {
        let settings = StatisticsSettings()
        let axes = DriftingAxes(settings: settings)
        var smoother = MotionSmoother(
            plane: LocalPlane(latitude: 48, longitude: 11), lag: settings.smoothingLag,
            batch: settings.smoothingLag / 2, axes: axes, verticalAcceleration: settings.verticalAcceleration,
            initialSpeed: settings.maximumPlausibleSpeed)
        var receiver = ReceiverNoise(drift: drift, correlation: correlation, jitter: 0.3, seed: seed)
        // The drift over the model's correlation time that wanders as fast
        // as the receiver's: what the track shows (`FixNoise.shownDrift`).
        let modelled = DriftDiffusion.drift(
            diffusion: DriftDiffusion.diffusion(drift: drift, correlation: correlation), correlation: axes.correlation)
        let creep = DriftCreep.speed(drift: modelled, acceleration: axes.acceleration, correlation: axes.correlation)
        var samples: [MotionSample] = []
        for time in stride(from: 0.0, to: 3600, by: 1) {
            let error = receiver.error(at: time)
            samples += smoother.add(
                MotionSmoother.Measurement(
                    time: time, position: LocalPlane.Point(east: error.east, north: error.north),
                    noise: FixNoise(white: 0.3, drift: modelled), altitude: nil, altitudeSigma: 10, velocity: nil,
                    accelerationScale: 1))
        }
        samples += smoother.remaining()
        let faster = zip(samples, samples.dropFirst()).filter { $0.metres(to: $1) > creep }.count
        return Double(faster) / Double(samples.count - 1)
    }

    @Test(
        "behind a drift of 3 m over 20 s, 2 m over 120 s, 4 m over 60 s: faster about one second in a hundred (0.3-0.8%)",
        arguments: [(3.0, 20.0), (2, 120), (4, 60)] as [(Double, Double)])
    func onceInAHundred(drift: Double, correlation: Double) {
        let share = shareFaster(drift: drift, correlation: correlation, seed: 7)
        #expect(share > 0.001 && share < 0.05, "\(share)")
    }
}

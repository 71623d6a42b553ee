import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("The fixed-lag smoother's passes")
struct MotionSmootherTests {
    /// A walk north at 0.5 m/s, a fix every 3 s for 75 minutes, off by a
    /// receiver whose 3 m drift wanders over 20 s under 0.7 m of jitter,
    /// with its Doppler velocity (0.1 m/s of white error on each axis)
    /// where `velocity`: each sample the smoother makes final, with the
    /// number of the pass that did.
    func walk(velocity: Bool) -> [(sample: MotionSample, pass: Int)] {
        let settings = StatisticsSettings()
        var smoother = MotionSmoother(
            plane: LocalPlane(latitude: 48, longitude: 11), lag: settings.smoothingLag,
            batch: settings.smoothingLag / 2, axes: DriftingAxes(settings: settings),
            verticalAcceleration: settings.verticalAcceleration, initialSpeed: settings.maximumPlausibleSpeed)
        var receiver = ReceiverNoise(drift: 3, correlation: 20, jitter: 0.7, seed: 3)
        var doppler = SeededRandom(seed: 4)
        // The drift the track shows and a walker's steady acceleration.
        let noise = FixNoise(white: 1.1, drift: 5.4)
        let scale = 0.011 / settings.horizontalAcceleration
        var samples: [(MotionSample, Int)] = []
        var pass = 0
        for time in stride(from: 0.0, to: 4500, by: 3) {
            let error = receiver.error(at: time)
            let measurement = MotionSmoother.Measurement(
                time: time, position: LocalPlane.Point(east: error.east, north: 0.5 * time + error.north), noise: noise,
                altitude: nil, altitudeSigma: 10,
                velocity: velocity
                    ? LocalPlane.Point(east: 0.1 * doppler.gaussian(), north: 0.5 + 0.1 * doppler.gaussian()) : nil,
                accelerationScale: scale)
            let final = smoother.add(measurement)
            if !final.isEmpty { pass += 1 }
            samples += final.map { ($0, pass) }
        }
        samples += smoother.remaining().map { ($0, pass + 1) }
        return samples
    }

    /// The variance of the steps' error across the way (east: the walk
    /// goes north), over the steps within a pass and over those across a
    /// seam between two.
    func stepErrors(_ samples: [(sample: MotionSample, pass: Int)]) -> (within: Double, seams: Double) {
        var within: [Double] = []
        var seams: [Double] = []
        for index in 1..<samples.count {
            let step = samples[index].sample.position.east - samples[index - 1].sample.position.east
            if samples[index].pass == samples[index - 1].pass { within.append(step) } else { seams.append(step) }
        }
        func variance(_ values: [Double]) -> Double {
            let mean = values.reduce(0, +) / Double(values.count)
            return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
        }
        return (variance(within), variance(seams))
    }

    @Test("every fix comes out once, in order, across the passes and what remains")
    func everyFixOnce() {
        let samples = walk(velocity: true)
        #expect(samples.count == 1500)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.sample.time + 3 == $1.sample.time })
    }

    @Test(
        "with the receiver's velocity taken, the steps across the seams between passes err as those within them (0.38 m² against 0.02 while each pass moved its whole batch)"
    )
    func noSeamWithVelocity() {
        let (within, seams) = stepErrors(walk(velocity: true))
        #expect(within < 0.04, "\(within) m²")
        #expect(seams < 2 * within, "\(seams) m² against \(within) m²")
    }

    @Test("without it, alike")
    func noSeamWithoutVelocity() {
        let (within, seams) = stepErrors(walk(velocity: false))
        #expect(seams < 1.5 * within, "\(seams) m² against \(within) m²")
    }
}

import Foundation
import Testing

@testable import TrackModel

@Suite("Windows that got somewhere")
struct PersistenceScaleTests {
    /// One smoothed sample a second, at `north` metres on a plane of true
    /// scale, whose noise can explain `sigma` metres.
    func samples(_ norths: [Double], sigma: Double = 2) -> [MotionSample] {
        norths.enumerated().map { second, north in
            let point = LocalPlane.Point(east: 0, north: north)
            return MotionSample(
                time: Double(second), position: point, measured: point, scale: LocalPlane.Scale(east: 1, north: 1),
                altitude: nil, unforeseen: false, sigma: sigma,
                stretchError: StretchError(white: sigma, drift: 0), noise: sigma,
                reportedVelocity: nil, wander: 0)
        }
    }

    /// The fastest pace of the two-minute windows (at 0.25 m/s) covering
    /// the step that ends at `second`, on a scale of the given evenness.
    func pace(at second: Int, of samples: [MotionSample], evenness: Double) -> Double? {
        var scale = PersistenceScale(length: 120, speed: 0.25, evenness: evenness)
        scale.judge(samples)
        scale.finish(samples)
        return scale.fastestPace(coveringStepTo: samples[second].time, from: second - 1)
    }

    @Test(
        "a receiver's drift wandering 8 m for 150 s, then a drive: the drive vouches for the drift only without evenness"
    )
    func standingThenDriving() {
        // Drift that wanders 8 m out and back over 100 s: some halves of
        // the windows that end in the drive got more than the quarter of
        // 30 m each half needs, and none got anywhere near the drive's way.
        let drift = (0..<150).map { 8 * sin(2 * Double.pi * Double($0) / 100) }
        let track = samples(drift + (0..<150).map { 10 * Double($0) })
        for second in [40, 60, 80, 100] {
            #expect(pace(at: second, of: track, evenness: 0) != nil, "second \(second)")
            #expect(pace(at: second, of: track, evenness: 0.25) == nil, "second \(second)")
        }
        // The drive itself is still vouched for, by windows within it.
        #expect(pace(at: 200, of: track, evenness: 0.25) != nil)
    }

    @Test("a walker at 0.3 m/s who slows to 0.15 m/s for a minute: even enough")
    func unevenWalker() throws {
        let norths = (0..<300).map { second -> Double in
            let slow = min(max(Double(second) - 120, 0), 60)
            return 0.3 * Double(second) - 0.15 * slow
        }
        let track = samples(norths)
        let fastest = try #require(pace(at: 150, of: track, evenness: 0.25))
        #expect(fastest > 0.2 && fastest < 0.3, "\(fastest) m/s")
    }

    @Test("half a minute 10 m on: somewhere for exact fixes, which no drift carries, not behind a 2 m receiver")
    func exactFixesNeedNoWalkingPace() {
        let norths = (0..<61).map { 10.0 / 30 * Double($0) }
        func pace(sigma: Double) -> Double? {
            var scale = PersistenceScale(length: 30, speed: 0.5)
            let track = samples(norths, sigma: sigma)
            scale.judge(track)
            scale.finish(track)
            return scale.fastestPace(coveringStepTo: track[20].time, from: 19)
        }
        #expect(pace(sigma: 0.05) != nil)
        #expect(pace(sigma: 2) == nil)
    }
}

import Foundation
import Testing

@testable import TrackModel

@Suite("A receiver's own velocity, checked against where its positions go")
struct ReportedVelocityCheckTests {
    /// The noise of a receiver whose fixes scatter 0.8 m white about a
    /// smooth path and which the classifier bounds to 1.6 m of drift, while
    /// the track shows its drift wandering as fast as one of `modelled`
    /// metres would: 1.8 m in all to the classifier.
    func noise(modelled: Double) -> FixNoise {
        var noise = FixNoise(white: 0.8, drift: 1.6)
        noise.modelledDrift = modelled
        return noise
    }

    /// Whether each fix's report is admitted, for ten minutes at 1 Hz of a
    /// mover going east at `speed` m/s whose receiver's error swings north
    /// and south by `swing` metres every minute, reporting `reported` m/s
    /// east.
    func admitted(speed: Double, reported: Double, swing: Double, noise: FixNoise) -> [Bool] {
        var check = ReportedVelocityCheck(window: StatisticsSettings().smoothingLag)
        return (0...600).map { second in
            let time = Double(second)
            let error = swing * sin(2 * .pi * time / 60)
            let measurement = MotionSmoother.Measurement(
                time: time, position: LocalPlane.Point(east: speed * time, north: error), noise: noise,
                altitude: nil, altitudeSigma: 10, velocity: LocalPlane.Point(east: reported, north: 0))
            return check.admits(measurement)
        }
    }

    @Test(
        "a true velocity at a walk behind a drift the smoother models beyond the classifier's bound: kept once compared"
    )
    func movingWithinModelledDrift() {
        // Over the half minute compared, the swing of 5 m moves the
        // positions by up to 10 m against the velocity: beyond three
        // standard deviations of two fixes of the classifier's 1.8 m
        // (7.6 m), within those of the smoother's 4.6 m (19.4 m).
        let kept = admitted(speed: 0.8, reported: 0.8, swing: 5, noise: noise(modelled: 4.5))
        #expect(kept.dropFirst(30).allSatisfy { $0 }, "\(kept.dropFirst(30).filter { !$0 }.count) refused")
        // Where the smoother models no more drift than the classifier, the
        // swing is beyond the noise a third of the time, and refused.
        let bounded = admitted(speed: 0.8, reported: 0.8, swing: 5, noise: noise(modelled: 1.6))
        #expect(bounded.dropFirst(30).filter { !$0 }.count > 100)
    }

    @Test("a velocity that strays beyond the modelled drift too is refused")
    func movingBeyondModelledDrift() {
        // Reported at 1.5 m/s where the mover goes 0.8: 21 m over the half
        // minute, beyond the 19.4 m the modelled drift explains.
        let kept = admitted(speed: 0.8, reported: 1.5, swing: 0, noise: noise(modelled: 4.5))
        #expect(kept.dropFirst(30).allSatisfy { !$0 })
    }

    @Test(
        "a report of standing is judged by the classifier's noise: a walker at 0.3 m/s behind a speed stuck at 0 walks")
    func standingByBoundedNoise() {
        // In the 30 s the bounded noise asks for, the walker goes 9 m,
        // beyond its 7.6 m; in the 39 s the modelled noise would ask for,
        // 11.6 m, within its 19.4 m: the report would stop the walker.
        // (In the run's first 25 s the walk is within the noise, and the
        // report is taken: a speed stuck at 0 from the start.)
        let kept = admitted(speed: 0.3, reported: 0, swing: 0, noise: noise(modelled: 4.5))
        #expect(kept.dropFirst(30).allSatisfy { !$0 }, "\(kept.dropFirst(30).filter { $0 }.count) admitted")
    }
}

import Testing

@testable import TrackModel

@Suite("The highest speed of the moving steps")
struct SustainedSpeedTests {
    /// A moving step of one second at `speed`, whose noise can explain
    /// `sigma` metres.
    func step(_ speed: Double, sigma: Double) -> MotionStep {
        MotionStep(metres: speed, seconds: 1, moving: true, altitude: nil, sigma: sigma, reportedSpeed: nil)
    }

    /// The maximum after the steps at `speeds`, once the steps a run's
    /// first fixes may still be converging over have passed.
    func maximumSpeed(of speeds: [Double], sigma: Double) -> Double? {
        var sustained = SustainedSpeed()
        for _ in 0..<ConvergenceAfterGap.steps { sustained.add(step(speeds[0], sigma: sigma)) }
        for speed in speeds { sustained.add(step(speed, sigma: sigma)) }
        sustained.interrupt()
        return sustained.maximum
    }

    @Test("a mover speeding up by 1 m/s each second to 15 m/s: its last stretch at its own speeds, not a second late")
    func speedingUp() throws {
        // A stretch of 20 m: the last two steps. Each but the last is the
        // median of it and its neighbours, its own speed on a steady rise;
        // the last, with no step after it, the median of it and the two
        // before: 14 m/s.
        let maximum = try #require(maximumSpeed(of: (5...15).map(Double.init), sigma: 0.5))
        #expect(abs(maximum - 14) < 1e-9, "\(maximum) m/s")
    }

    @Test("a wild step among steady ones (a jump to a reflection), now and then: sets nothing")
    func wildStep() throws {
        var speeds = Array(repeating: 10.0, count: 30)
        speeds[10] = 50
        speeds[20] = 40
        speeds[29] = 45
        let maximum = try #require(maximumSpeed(of: speeds, sigma: 0.1))
        #expect(maximum == 10)
    }
}

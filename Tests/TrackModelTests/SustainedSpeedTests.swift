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
        // A stretch of 26 m (40 errors, 20 m, lengthened for the 5.5 such
        // stretches the 110 m hold): the last two steps. Each but the last
        // is the median of it and its neighbours, its own speed on a steady
        // rise; the last, with no step after it, the median of it, the one
        // before and where their trend leads: 15 m/s, not 14.
        let maximum = try #require(maximumSpeed(of: (5...15).map(Double.init), sigma: 0.5))
        #expect(abs(maximum - 14.5) < 1e-9, "\(maximum) m/s")
    }

    @Test(
        "a minute at 1.6 m/s in a walk at 1.4 m/s behind a 2 m receiver: shown early in a walk, late in a long one only in part"
    )
    func burstInALongWalk() throws {
        // The noise can fake such a minute somewhere in 10 km: there the
        // stretch is 88 errors long (176 m), at the start 55 (109 m).
        func walk(steadyBefore seconds: Int) -> [Double] {
            Array(repeating: 1.4, count: seconds) + Array(repeating: 1.6, count: 60) + Array(repeating: 1.4, count: 300)
        }
        let early = try #require(maximumSpeed(of: walk(steadyBefore: 300), sigma: 2))
        let late = try #require(maximumSpeed(of: walk(steadyBefore: 7200), sigma: 2))
        #expect(early > 1.55, "\(early) m/s")
        #expect(late < 1.52 && late > 1.45, "\(late) m/s")
    }

    @Test("a stretch grows from 40 errors with the stretches the track holds, to at most 120")
    func stretchLength() {
        #expect(SustainedSpeed.stretchLength(sigma: 2, moved: 0) == 80)
        let tenKilometres = SustainedSpeed.stretchLength(sigma: 2, moved: 10_000)
        #expect(abs(tenKilometres - 175.8) < 0.1, "\(tenKilometres) m")
        #expect(SustainedSpeed.stretchLength(sigma: 2, moved: 1e15) == 240)
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

import Testing

@testable import TrackModel

@Suite("The highest speed of the moving steps")
struct SustainedSpeedTests {
    /// The maximum after the steps at `speeds`, once the steps a run's
    /// first fixes may still be converging over have passed.
    func maximumSpeed(of speeds: [Double], sigma: Double) -> Double? {
        var sustained = SustainedSpeed()
        for _ in 0..<ConvergenceAfterGap.steps { sustained.add(.oneSecond(at: speeds[0], sigma: sigma)) }
        for speed in speeds { sustained.add(.oneSecond(at: speed, sigma: sigma)) }
        sustained.interrupt()
        return sustained.maximum
    }

    @Test("a mover speeding up by 1 m/s each second to 15 m/s: its last stretch at its own speeds, not a second late")
    func speedingUp() throws {
        // The 110 m call for stretches of 58.7 errors (29.3 m: of 48.9, the
        // 4.5 such stretches would leave the fastest 5.02% fast): the last
        // three steps. Each but the last is the median of it and its
        // neighbours, its own speed on a steady rise; the last, with no step
        // after it, the median of it, the one before and where their trend
        // leads: 15 m/s, not 14, so the stretch is 14 m/s, not 13.67.
        let maximum = try #require(maximumSpeed(of: (5...15).map(Double.init), sigma: 0.5))
        #expect(abs(maximum - 14) < 1e-9, "\(maximum) m/s")
    }

    @Test(
        "a minute at 1.6 m/s in a walk at 1.4 m/s behind a 2 m receiver: shown in a walk of 16 minutes, in one of 2 hours only in part"
    )
    func burstInALongWalk() throws {
        // The noise can fake such a minute somewhere in 10 km: there the
        // stretch is 84.5 errors long (169 m: 1.51 m/s), in a walk of 16
        // minutes 58.7 (117 m: 1.56 m/s).
        func walk(steadyBefore seconds: Int) -> [Double] {
            Array(repeating: 1.4, count: seconds) + Array(repeating: 1.6, count: 60) + Array(repeating: 1.4, count: 300)
        }
        let early = try #require(maximumSpeed(of: walk(steadyBefore: 300), sigma: 2))
        let late = try #require(maximumSpeed(of: walk(steadyBefore: 7200), sigma: 2))
        #expect(early > 1.55, "\(early) m/s")
        #expect(late < 1.52 && late > 1.45, "\(late) m/s")
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

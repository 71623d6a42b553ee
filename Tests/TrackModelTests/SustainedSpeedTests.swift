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

    /// A moving step of `seconds` at `speed`, with the receiver's own
    /// `reported` speed where the model took it.
    func step(_ seconds: Double, at speed: Double, reported: Double? = nil) -> MotionStep {
        var step = MotionStep.oneSecond(at: speed, sigma: 0.1)
        step.metres = speed * seconds
        step.seconds = seconds
        step.reportedSpeed = reported
        return step
    }

    @Test("a logger's silence while its walker stands is no lost sky: the steps after the stop set the maximum")
    func loggersStop() throws {
        // A logger writing every 10 m: a walk at 1 m/s, a stop of a minute
        // within one step, then a walk at 1.3 m/s.
        var sustained = SustainedSpeed()
        for _ in 0..<20 { sustained.add(step(10, at: 1)) }
        var stop = step(60, at: 0)
        stop.moving = false
        sustained.add(stop)
        for _ in 0..<12 { sustained.add(step(7.7, at: 1.3)) }
        sustained.interrupt()
        // 1 m/s while the 15 steps after the stop were taken as converging.
        let maximum = try #require(sustained.maximum)
        #expect(abs(maximum - 1.3) < 0.01, "\(maximum) m/s")
    }

    @Test(
        "the receiver's speed is the maximum where the model took it for most of the moving time; else the stretches', where faster",
        arguments: [false, true])
    func reportsForMostOfTheTime(reportedThroughout: Bool) throws {
        // A walk at 0.9 m/s whose reports agree, then one at 1.3 m/s whose
        // reports the positions bear out (`reportedThroughout`) or not.
        var sustained = SustainedSpeed()
        for _ in 0..<(5 + ConvergenceAfterGap.steps) { sustained.add(step(10, at: 0.9, reported: 0.9)) }
        for _ in 0..<30 { sustained.add(step(10, at: 1.3, reported: reportedThroughout ? 1.25 : nil)) }
        sustained.interrupt()
        let maximum = try #require(sustained.maximum)
        // 0.9 m/s while five reports in a row set the maximum alone.
        #expect(abs(maximum - (reportedThroughout ? 1.25 : 1.3)) < 0.01, "\(maximum) m/s")
    }

    @Test(
        "reports the positions bore out a third of the time set nothing: the stretches are the maximum",
        arguments: [(6, 0.1, 0.0), (40, 0.02, 0.03)] as [(Int, Double, Double)])
    func minorityOfReports(row: Int, scatter: Double, bias: Double) throws {
        // A walk at 0.3 m/s measured exactly, whose receiver's speed the
        // model took in rows of `row` reports between twice as many steps
        // without. Rows of six noisy ones: 0.362 m/s while the faster of
        // theirs and the stretches' counted, a mean of six erring by a
        // sixth of the pace. Rows of forty that agree closely but read
        // 0.03 m/s high, as a selection of reports may: 0.347 m/s while
        // trusted reports still counted where faster.
        let reports = noisyReports(30 * row, sigma: scatter, seed: 3) { _ in 0.3 + bias }
        var sustained = SustainedSpeed()
        for _ in 0..<ConvergenceAfterGap.steps { sustained.add(step(1, at: 0.3)) }
        for (index, report) in reports.enumerated() {
            sustained.add(step(1, at: 0.3, reported: index % (3 * row) < row ? report : nil))
        }
        sustained.interrupt()
        let maximum = try #require(sustained.maximum)
        #expect(abs(maximum - 0.3) < 0.003, "\(maximum) m/s")
    }
}

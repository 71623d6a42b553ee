import Testing
import TruthJourneys

@testable import TrackModel

@Suite("A turn the fixes on either side show beyond their noise")
struct TurnBeyondNoiseTests {
    /// A fix a second at `point`, its receiver scattering by `white` and
    /// drifting by `drift`.
    func fix(_ second: Int, _ point: LocalPlane.Point, white: Double, drift: Double) -> MotionSmoother.Measurement {
        MotionSmoother.Measurement(
            time: Double(second), position: point, noise: FixNoise(white: white, drift: drift), altitude: nil,
            altitudeSigma: 10, velocity: nil)
    }

    /// The seconds at which `fixes` show a turn.
    func turns(_ fixes: [MotionSmoother.Measurement]) -> [Int] {
        fixes.indices.filter { TurnBeyondNoise.turned(at: $0, in: fixes, correlation: 60, measurement: { $0 }) }
    }

    /// A walker at `speed` m/s heading east for `seconds` seconds, then
    /// north, its fixes off by `scatter` (the same at every run).
    func corner(_ seconds: Int, speed: Double, scatter: Double, white: Double, drift: Double)
        -> [MotionSmoother.Measurement]
    {
        var random = SeededRandom(seed: 25)
        return (0..<(2 * seconds)).map { second in
            let east = speed * Double(min(second, seconds))
            let north = speed * Double(max(0, second - seconds))
            let off = LocalPlane.Point(east: random.gaussian() * scatter, north: random.gaussian() * scatter)
            return fix(second, LocalPlane.Point(east: east, north: north) + off, white: white, drift: drift)
        }
    }

    @Test("a dog's right angle at 0.6 m/s behind half a metre of scatter: seen at the corner, not on the legs")
    func dogsCorner() {
        let turns = turns(corner(30, speed: 0.6, scatter: 0.5, white: 0.5, drift: 0.5))
        #expect(turns.contains(30))
        #expect(turns.allSatisfy { abs($0 - 30) <= 5 }, "\(turns)")
    }

    @Test("the same corner behind a receiver the model takes to drift by 3 m: its ways are within the noise")
    func cornerWithinTheNoise() {
        #expect(turns(corner(30, speed: 0.6, scatter: 0.5, white: 0.5, drift: 3)).isEmpty)
    }

    @Test("a straight walk whose fixes scatter as their noise says turns at fewer than one fix in a hundred")
    func straightWalk() {
        var random = SeededRandom(seed: 7)
        let fixes = (0..<600).map { second in
            let off = LocalPlane.Point(east: random.gaussian() * 0.8, north: random.gaussian() * 0.8)
            return fix(second, LocalPlane.Point(east: 0.6 * Double(second), north: 0) + off, white: 0.8, drift: 0.5)
        }
        // Noise turns a way beyond three of its deviations once in some
        // 370 fixes; beyond two (without ``turnInNoises``), once in 20.
        let turns = turns(fixes)
        #expect(turns.count < 6, "\(turns)")
    }

    /// The dog's corner behind a receiver the model takes to drift by 3 m,
    /// each fix with the receiver's own velocity `reported` gives at it
    /// (its true velocity, east then north, at the walker's `speed`).
    func reportedCorner(speed: Double, reported: (LocalPlane.Point) -> LocalPlane.Point?)
        -> [MotionSmoother.Measurement]
    {
        corner(30, speed: speed, scatter: 0.5, white: 0.5, drift: 3).map { fix in
            var fix = fix
            let heading =
                fix.time < 30 ? LocalPlane.Point(east: speed, north: 0) : LocalPlane.Point(east: 0, north: speed)
            fix.velocity = reported(heading)
            return fix
        }
    }

    @Test("the corner the drift hides, with a Doppler velocity at each fix: seen at the corner, not on the legs")
    func reportedCourse() {
        var random = SeededRandom(seed: 11)
        let turns = turns(
            reportedCorner(speed: 0.6) {
                $0 + LocalPlane.Point(east: random.gaussian() * 0.1, north: random.gaussian() * 0.1)
            })
        #expect(turns.contains(30))
        #expect(turns.allSatisfy { abs($0 - 30) <= 5 }, "\(turns)")
    }

    @Test(
        "reports that do not turn turn nothing: a speed stuck at 0, a course stuck, a crawl within the reports' noise"
    )
    func reportsThatDoNotTurn() {
        #expect(turns(reportedCorner(speed: 0.6) { _ in LocalPlane.Point(east: 0, north: 0) }).isEmpty)
        #expect(turns(reportedCorner(speed: 0.6) { _ in LocalPlane.Point(east: 0.6, north: 0) }).isEmpty)
        #expect(turns(reportedCorner(speed: 0.15) { $0 }).isEmpty)
    }

    @Test("a straight walk whose reports scatter as the model takes them to (0.2 m/s): fewer than one in a hundred")
    func straightReports() {
        var random = SeededRandom(seed: 13)
        let fixes = (0..<600).map { second in
            var fix = fix(second, LocalPlane.Point(east: 0.6 * Double(second), north: 0), white: 0.5, drift: 3)
            fix.velocity = LocalPlane.Point(east: 0.6 + random.gaussian() * 0.2, north: random.gaussian() * 0.2)
            return fix
        }
        let turns = turns(fixes)
        #expect(turns.count < 6, "\(turns)")
    }

    @Test("no turn where the fixes do not reach 6 s either side: a run's first and last seconds")
    func edges() {
        let fixes = corner(4, speed: 1, scatter: 0, white: 0.1, drift: 0.1)
        #expect(turns(fixes).isEmpty)
    }
}

import Glibc
import Testing

@testable import TrackModel

@Suite("A receiver's error shifting at once")
struct ErrorShiftTests {
    /// A fix at `second` and `point` from a receiver of `white` scatter.
    func fix(_ second: Double, _ point: LocalPlane.Point, white: Double = 0.7) -> MotionSmoother.Measurement {
        MotionSmoother.Measurement(
            time: second, position: point, noise: FixNoise(white: white, drift: 2), altitude: nil, altitudeSigma: 10,
            velocity: nil)
    }

    /// The shift an ``ErrorShift`` sees in the fixes at seconds 4-6 of
    /// `path`, having taken those at seconds 0-3.
    func shift(along path: (Double) -> LocalPlane.Point, white: Double = 0.7) -> LocalPlane.Point? {
        var shift = ErrorShift(acceleration: StatisticsSettings().maximumPlausibleAcceleration)
        for second in 0...3 { shift.took(fix(Double(second), path(Double(second)), white: white)) }
        return shift.shift(in: (4...6).map { fix(Double($0), path(Double($0)), white: white) })
    }

    @Test("a standing receiver whose fixes move 12 m at once and stay there: a shift of 12 m")
    func standing() throws {
        let found = try #require(shift { second in LocalPlane.Point(east: second >= 4 ? 12 : 0, north: 0) })
        #expect(abs(found.east - 12) < 1e-9 && abs(found.north) < 1e-9)
    }

    @Test("a car at 15 m/s whose fixes move 12 m aside at once and go on: a shift of 12 m")
    func driving() throws {
        let found = try #require(
            shift { second in LocalPlane.Point(east: 15 * second, north: second >= 4 ? 12 : 0) })
        #expect(abs(found.north - 12) < 1e-9 && abs(found.east) < 1e-9)
    }

    @Test("a car pulling away at 1 g, braking at 1 g, turning at 1 g at 20 m/s: no shift")
    func manoeuvres() {
        let g = StatisticsSettings().maximumPlausibleAcceleration
        // Standing until second 3, then away.
        #expect(
            shift { second in LocalPlane.Point(east: g * max(0, second - 3) * max(0, second - 3) / 2, north: 0) } == nil
        )
        // 20 m/s until second 3, then braking.
        #expect(
            shift { second in
                let braking = max(0, second - 3)
                return LocalPlane.Point(east: 20 * second - g * braking * braking / 2, north: 0)
            } == nil)
        // 20 m/s on a circle of 40 m: 10 m/s².
        #expect(
            shift { second in
                LocalPlane.Point(east: 40 * sin(second / 2), north: 40 * (1 - cos(second / 2)))
            } == nil)
    }

    @Test("fixes that do not lie together, or that move off at a new speed, are no shift")
    func notTogether() {
        // Three fixes 12 m off, each its own way.
        #expect(
            shift { second in
                second < 4 ? LocalPlane.Point(east: 0, north: 0) : LocalPlane.Point(east: 12, north: 8 * (second - 5))
            } == nil)
        // A standing receiver that then goes off at 8 m/s, from 12 m away.
        #expect(shift { second in LocalPlane.Point(east: second < 4 ? 0 : 12 + 8 * (second - 4), north: 0) } == nil)
    }

    @Test("a shift within the scatter and the reach of a second's acceleration is no shift")
    func small() {
        // 1 g over a second reaches 4.9 m; three deviations of 0.7 m of
        // scatter, carried, some metres more.
        #expect(shift { second in LocalPlane.Point(east: second >= 4 ? 7 : 0, north: 0) } == nil)
        // Behind 2.5 m of white scatter even 12 m is within it.
        #expect(shift(along: { second in LocalPlane.Point(east: second >= 4 ? 12 : 0, north: 0) }, white: 2.5) == nil)
    }

    @Test(
        "a standing receiver whose fixes move 19 m across a missed fix and stay there: a shift, though 1 g over 2 s reaches 20 m"
    )
    func acrossMissedFix() {
        var shift = ErrorShift(acceleration: StatisticsSettings().maximumPlausibleAcceleration)
        for second in 0...3 { shift.took(fix(Double(second), LocalPlane.Point(east: 0, north: 0))) }
        // No fix at second 4.
        let held = (5...7).map { fix(Double($0), LocalPlane.Point(east: 19, north: 0)) }
        let found = shift.shift(in: held)
        #expect(abs((found?.east ?? 0) - 19) < 1e-9, "\(String(describing: found))")
        // Only a mover that ended far faster than it began gets that far.
        #expect(shift.reach(in: 2, changingVelocityBy: 20) == 20)
        #expect(shift.reach(in: 2, changingVelocityBy: 0) == 10)
    }

    @Test("the offset sums the shifts, and later fixes are taken less it")
    func offset() {
        var shift = ErrorShift(acceleration: StatisticsSettings().maximumPlausibleAcceleration)
        for second in 0...3 { shift.took(fix(Double(second), LocalPlane.Point(east: 0, north: 0))) }
        let held = (4...6).map { fix(Double($0), LocalPlane.Point(east: 0, north: 12)) }
        let found = shift.shift(in: held)
        #expect(found != nil)
        let later = shift.unshifted(fix(7, LocalPlane.Point(east: 0, north: 12)))
        #expect(abs(later.position.north) < 1e-9)
        #expect(abs(shift.offset.north - 12) < 1e-9)
    }
}

import Testing

@testable import TrackModel

@Suite("StopWithinStep")
struct StopWithinStepTests {
    /// A step of `metres` over `seconds`, judged standing.
    func step(metres: Double, seconds: Double) -> MotionStep {
        var step = MotionStep.oneSecond(at: metres, sigma: 1)
        step.seconds = seconds
        step.moving = false
        return step
    }

    @Test("a step across a stop moves its way at the pace around it, then stands the rest")
    func movesThenStands() throws {
        let parts = StopWithinStep.parts(of: step(metres: 10, seconds: 70), pace: 0.8)
        try #require(parts.count == 2)
        #expect(parts[0].moving && parts[0].metres == 10 && parts[0].seconds == 12.5)
        #expect(!parts[1].moving && parts[1].metres == 0 && parts[1].seconds == 57.5)
        #expect(parts.reduce(0) { $0 + $1.seconds } == 70)
    }

    @Test("a step with no way stands whole: no moving step of no seconds")
    func noWayStands() {
        let parts = StopWithinStep.parts(of: step(metres: 0, seconds: 30), pace: 0.8)
        #expect(parts.count == 1 && !parts[0].moving && parts[0].seconds == 30)
    }

    @Test("a step whose way takes all its seconds at the pace is moving whole")
    func slowerPaceMovesWhole() {
        let parts = StopWithinStep.parts(of: step(metres: 10, seconds: 20), pace: 0.4)
        #expect(parts.count == 1 && parts[0].moving && parts[0].seconds == 20 && parts[0].metres == 10)
    }
}

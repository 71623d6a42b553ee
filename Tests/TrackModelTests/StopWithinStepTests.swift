import Testing

@testable import TrackModel

@Suite("StopWithinStep")
struct StopWithinStepTests {
    /// A step of `metres` over `seconds`, judged standing.
    func step(metres: Double, seconds: Double) -> MotionStep {
        .lasting(seconds, metres: metres, moving: false)
    }

    @Test(
        "a step across a stop walks half its way at the pace before it, stands, and walks the rest at the pace after it"
    )
    func walksStandsWalks() throws {
        let parts = StopWithinStep.parts(of: step(metres: 10, seconds: 70), before: 0.5, after: 1.25, slowest: 0.25)
        try #require(parts.count == 3)
        #expect(parts[0].moving && parts[0].metres == 5 && parts[0].seconds == 10)
        #expect(!parts[1].moving && parts[1].metres == 0 && parts[1].seconds == 56)
        #expect(parts[2].moving && parts[2].metres == 5 && parts[2].seconds == 4)
    }

    @Test("with a step on one side only, the whole way is walked at its pace, on that side")
    func oneSideOnly() throws {
        let first = StopWithinStep.parts(of: step(metres: 10, seconds: 70), before: 0.8, after: nil, slowest: 0.25)
        try #require(first.count == 2)
        #expect(first[0].moving && first[0].metres == 10 && first[0].seconds == 12.5)
        #expect(!first[1].moving && first[1].metres == 0 && first[1].seconds == 57.5)
        let last = StopWithinStep.parts(of: step(metres: 10, seconds: 70), before: nil, after: 0.8, slowest: 0.25)
        try #require(last.count == 2)
        #expect(!last[0].moving && last[0].seconds == 57.5)
        #expect(last[1].moving && last[1].metres == 10 && last[1].seconds == 12.5)
    }

    @Test("a pace around the step slower than the slowest is taken as the slowest")
    func slowPaceAround() throws {
        // A step at 0.1 m/s beside the stop was itself partly a stop.
        let parts = StopWithinStep.parts(of: step(metres: 10, seconds: 70), before: 0.1, after: 1, slowest: 0.5)
        try #require(parts.count == 3)
        #expect(parts[0].seconds == 10 && parts[1].seconds == 55 && parts[2].seconds == 5)
    }

    @Test("a step with no way stands whole: no moving step of no seconds")
    func noWayStands() {
        let parts = StopWithinStep.parts(of: step(metres: 0, seconds: 30), before: 0.8, after: 0.8, slowest: 0.25)
        #expect(parts.count == 1 && !parts[0].moving && parts[0].seconds == 30)
    }

    @Test("a step whose way takes all its seconds at the paces around it is moving whole")
    func slowerPaceMovesWhole() {
        let parts = StopWithinStep.parts(of: step(metres: 10, seconds: 20), before: 0.4, after: 0.5, slowest: 0.25)
        #expect(parts.count == 1 && parts[0].moving && parts[0].seconds == 20 && parts[0].metres == 10)
    }
}

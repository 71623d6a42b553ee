import Testing

@testable import TrackModel

@Suite("StopAtStepEnd")
struct StopAtStepEndTests {
    /// A step of `metres` over `seconds`, moving.
    func step(metres: Double, seconds: Double) -> MotionStep {
        .lasting(seconds, metres: metres, moving: true)
    }

    @Test("a step into a stop brakes its whole way from the pace before it, then stands")
    func brakesThenStands() throws {
        // 12.5 m braking evenly from 5 m/s takes 5 s of the 10.
        let parts = try #require(StopAtStepEnd.parts(of: step(metres: 12.5, seconds: 10), pace: 5, arriving: true))
        try #require(parts.count == 2)
        #expect(parts[0].moving && parts[0].metres == 12.5 && parts[0].seconds == 5)
        #expect(!parts[1].moving && parts[1].metres == 0 && parts[1].seconds == 5)
    }

    @Test("a step out of a stop stands, then pulls away to the pace after it")
    func standsThenPullsAway() throws {
        let parts = try #require(StopAtStepEnd.parts(of: step(metres: 6, seconds: 10), pace: 4, arriving: false))
        try #require(parts.count == 2)
        #expect(!parts[0].moving && parts[0].metres == 0 && parts[0].seconds == 7)
        #expect(parts[1].moving && parts[1].metres == 6 && parts[1].seconds == 3)
    }

    @Test("a step at more than half its neighbour's pace is not split: it took all its seconds")
    func steadyStepStaysWhole() {
        // A cyclist slowing from 6 to 4 m/s for a corner is no stop.
        #expect(StopAtStepEnd.parts(of: step(metres: 40, seconds: 10), pace: 6, arriving: true) == nil)
        #expect(StopAtStepEnd.parts(of: step(metres: 30, seconds: 10), pace: 6, arriving: false) == nil)
    }

    @Test("a step with no way is left to the rest of the model")
    func noWay() {
        #expect(StopAtStepEnd.parts(of: step(metres: 0, seconds: 10), pace: 5, arriving: true) == nil)
    }

    @Test("a logger writes by time where the steps either side last as long, within a tenth")
    func writtenByTime() {
        #expect(StopAtStepEnd.isWrittenByTime(10, between: 10, and: 10))
        #expect(StopAtStepEnd.isWrittenByTime(10, between: 9.5, and: 11))
        // A logger by distance: 10 m steps of 8 s, then 70 s across a stop.
        #expect(!StopAtStepEnd.isWrittenByTime(70, between: 8, and: 9))
        #expect(!StopAtStepEnd.isWrittenByTime(10, between: 10, and: 12))
    }
}

import Testing

@testable import TrackModel

@Suite("Brief pauses within movement")
struct BriefPausesTests {
    /// Seconds of a walk at 0.8 m/s, each a step.
    func walk(_ seconds: Int) -> [MotionStep] {
        (0..<seconds).map { _ in .oneSecond(at: 0.8, sigma: 1) }
    }

    /// Seconds of a pause, each a standing step.
    func pause(_ seconds: Int) -> [MotionStep] {
        (0..<seconds).map { _ in
            var step = MotionStep.oneSecond(at: 0.1, sigma: 1)
            step.moving = false
            return step
        }
    }

    /// The seconds `steps` count as moving once all are taken, checking
    /// that every step comes out once, in order.
    func movingSeconds(_ steps: [MotionStep]) -> Double {
        var pauses = BriefPauses()
        var settled: [MotionStep] = []
        for step in steps { pauses.add(step, into: &settled) }
        settled += pauses.finish()
        #expect(settled.map(\.metres) == steps.map(\.metres))
        return settled.filter(\.moving).reduce(0) { $0 + $1.seconds }
    }

    @Test("a pause of up to 5 s between moving steps is movement (a hairpin's apex); a longer one stays a pause")
    func bridged() {
        #expect(movingSeconds(walk(20) + pause(1) + walk(20)) == 41)
        #expect(movingSeconds(walk(20) + pause(5) + walk(20)) == 45)
        #expect(movingSeconds(walk(20) + pause(6) + walk(20)) == 40)
        #expect(movingSeconds(walk(20) + pause(30) + walk(20)) == 40)
    }

    @Test("a pause before any movement, or after the last, stays a pause")
    func notBetweenMovement() {
        #expect(movingSeconds(pause(3) + walk(10)) == 10)
        #expect(movingSeconds(walk(10) + pause(3)) == 10)
    }

    @Test("pauses one after another are judged each by its own length")
    func several() {
        #expect(movingSeconds(walk(10) + pause(4) + walk(2) + pause(8) + walk(3) + pause(2) + walk(5)) == 26)
    }
}

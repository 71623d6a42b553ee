import Testing

@testable import TrackModel

@Suite("How much white scatter counts as drift for the steady share")
struct ManoeuvreScheduleTests {
    @Test("whole at a slow walker's pace, between fixes a tenth of a second to 5 s apart")
    func slowMover() {
        #expect(ManoeuvreSchedule.whiteAsDrift(speed: 0, interval: 1) == 1)
        #expect(ManoeuvreSchedule.whiteAsDrift(speed: 0.3, interval: 5) == 1)
        #expect(ManoeuvreSchedule.whiteAsDrift(speed: 0.3, interval: 1) == 1)
        #expect(ManoeuvreSchedule.whiteAsDrift(speed: ManoeuvreSchedule.whiteAsDriftSpeed, interval: 0.1) == 1)
    }

    @Test("by the square of the speed's ratio above the walker's pace: a share of the scatter's leak")
    func briskerMover() {
        let pace = ManoeuvreSchedule.whiteAsDriftSpeed
        #expect(abs(ManoeuvreSchedule.whiteAsDrift(speed: 2 * pace, interval: 1) - 0.25) < 1e-12)
        #expect(abs(ManoeuvreSchedule.whiteAsDrift(speed: 10 * pace, interval: 1) - 0.01) < 1e-12)
    }

    @Test("none at a logger's steps of 6 s or more, nor for a run's first fix")
    func sparseSteps() {
        #expect(ManoeuvreSchedule.whiteAsDrift(speed: 0.3, interval: DriftWander.whiteBendLongestStep) == 0)
        #expect(ManoeuvreSchedule.whiteAsDrift(speed: 0.3, interval: 10) == 0)
        #expect(ManoeuvreSchedule.whiteAsDrift(speed: 0.3, interval: nil) == 0)
    }
}

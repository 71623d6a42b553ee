import FoundationEssentials
import Testing

@testable import TrackModel

@Suite("A fix's noise, figured again as it enters the smoother")
struct FixErrorClaimTests {
    /// Exact fixes of a walk east at 1 m/s from (48.15, 11.59), one a
    /// second for `seconds`, each claiming an HDOP of 1.2 (3.6 m).
    func exactWalk(seconds: Int) -> [Fix] {
        (0..<seconds).map { second in
            Fix(
                time: Date(timeIntervalSince1970: 1_780_000_000 + Double(second)), latitude: 48.15,
                longitude: 11.59 + Double(second) / 74_300, hdop: 1.2)
        }
    }

    @Test("before the track shows any scatter, the claim's guess; the least white scatter stands over what it shows")
    func guessAndLeast() {
        let receiver = ReceiverEstimate()
        let claim = FixErrorClaim(claimed: 3.6, estimated: false, fallback: 3.6, leastWhite: 0)
        let guess = claim.noise(shown: receiver, correlation: 60)
        #expect(!guess.isWhiteShown)
        #expect(abs(guess.total - 3.6) < 1e-9)
        let converging = FixErrorClaim(claimed: 3.6, estimated: false, fallback: 3.6, leastWhite: 50)
        #expect(converging.noise(shown: receiver, correlation: 60).white == 50)
    }

    @Test("a run's first steps carry the scatter the track shows, the fixes held from the smoother until it does")
    func firstStepsTakeShownScatter() {
        // Each fix enters the smoother 10 s after it arrives, and the track
        // shows its scatter at its eleventh or twelfth. Figured as the
        // fixes arrived, the first ten steps carried the HDOP's 3.6 m;
        // figured as they entered the smoother, the first did.
        let fixes = exactWalk(seconds: 120)
        var run = MotionRun(
            first: fixes[0], time: fixes[0].time!.timeIntervalSince1970, settings: StatisticsSettings(),
            receiver: ReceiverEstimate())
        var steps: [MotionStep] = []
        for fix in fixes.dropFirst() { steps += run.add(fix, time: fix.time!.timeIntervalSince1970) }
        steps += run.finished()
        #expect(steps.count == 119)
        let early = steps.prefix(10).map(\.sigma)
        #expect(early.allSatisfy { $0 < 0.5 }, "\(early)")
        #expect(steps.allSatisfy { abs($0.metres - 1) < 0.01 }, "\(steps.map(\.metres).prefix(12))")
    }

    @Test("the wait: fixes held until the scatter shows, or until it has lasted its longest; none after")
    func wait() {
        func fix(_ time: Double) -> MotionSmoother.Measurement {
            MotionSmoother.Measurement(
                time: time, position: LocalPlane.Point(east: time, north: 0), noise: FixNoise(white: 1, drift: 2),
                altitude: nil, altitudeSigma: 10, velocity: nil)
        }
        var handed: [Double] = []
        var shown = ScatterWait(from: 0, longest: 30)
        for time in 0..<4 { shown.hand(fix(Double(time)), scatterShown: time == 2) { handed.append($0.time) } }
        #expect(handed == [0, 1, 2, 3])
        #expect(shown.held.isEmpty)

        handed = []
        var neverShown = ScatterWait(from: 0, longest: 30)
        for time in stride(from: 0.0, through: 40, by: 10) {
            neverShown.hand(fix(time), scatterShown: false) { handed.append($0.time) }
            if time == 20 { #expect(handed.isEmpty && neverShown.held.count == 3) }
        }
        #expect(handed == [0, 10, 20, 30, 40])
    }
}

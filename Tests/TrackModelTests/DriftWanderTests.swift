import Foundation
import Testing

@testable import TrackModel

@Suite("What a receiver's known drift wanders a smoothed step by")
struct DriftWanderTests {
    /// A receiver of 1 m white scatter, shown by the track, whose eph
    /// claims a 2.8 m drift.
    var noise: FixNoise {
        var noise = FixNoise(white: 1, drift: 2.8)
        noise.isWhiteShown = true
        noise.claimedDrift = 2.8
        return noise
    }

    /// The integral of ``DriftWander`` taken finely (`count` frequencies):
    /// the known drift's spectrum (and the white scatter's, `withWhite`)
    /// times `weight` of what the smoother keeps (`H`) at each frequency,
    /// by default the step's wander (`H²` times the difference over the
    /// step). The known drift forgets itself over `knownCorrelation`
    /// seconds (the model's drift over `correlation`).
    func fine(
        known: Double, seconds: Double, acceleration: Double, noise: FixNoise, correlation: Double,
        knownCorrelation: Double? = nil, withWhite: Bool = false, count: Int = 20_000,
        weight: ((_ kept: Double, _ frequency: Double) -> Double)? = nil
    ) -> Double {
        let lowest = 1e-5
        let span = log(.pi / seconds / lowest)
        let white = withWhite ? noise.white * noise.white * seconds : 0
        var sum = 0.0
        for index in 0..<count {
            let frequency = lowest * exp((Double(index) + 0.5) * span / Double(count))
            let squared = frequency * frequency
            let path = acceleration / (squared * squared)
            let drift = { (sigma: Double, tau: Double) in 2 * sigma * sigma * tau / (1 + squared * tau * tau) }
            let kept = path / (path + noise.white * noise.white * seconds + drift(noise.modelledDrift, correlation))
            let weighed = weight?(kept, frequency) ?? kept * kept * 2 * (1 - cos(frequency * seconds))
            sum += weighed * (drift(known, knownCorrelation ?? correlation) + white) * frequency * span / Double(count)
        }
        return sum / .pi
    }

    @Test(
        "within 1% of the fine integral, for walkers and cars, at 1 and 10 Hz and every 10 s",
        arguments: [(0.0075, 1.0), (0.15, 1.0), (6, 1.0), (0.15, 0.1), (80, 0.1), (0.15, 10)])
    func accurate(acceleration: Double, seconds: Double) {
        var wander = DriftWander(correlation: 60)
        let variance = wander.variances(seconds: seconds, acceleration: acceleration, noise: noise).step
        let expected = fine(
            known: noise.knownDrift, seconds: seconds, acceleration: acceleration, noise: noise, correlation: 60)
        #expect(abs(variance / expected - 1) < 0.01, "\(variance) against \(expected)")
    }

    @Test("no known drift, no wander; a steadier path lets less of it through")
    func knownAndSteady() {
        var wander = DriftWander(correlation: 60)
        #expect(wander.variances(seconds: 1, acceleration: 0.15, noise: FixNoise(white: 1, drift: 2.8)).step == 0)
        let agile = wander.variances(seconds: 1, acceleration: 0.15, noise: noise).step
        let steady = wander.variances(seconds: 1, acceleration: 0.0075, noise: noise).step
        #expect(steady < agile / 2)
        // A walker at 0.3 m/s behind a 3 m drift kept steady: about 5% of
        // each step's length (s² / 2d²).
        #expect(steady / (2 * 0.3 * 0.3) > 0.02 && steady / (2 * 0.3 * 0.3) < 0.08, "\(steady)")
    }

    @Test(
        "a drift the track shows wandering slowly (2.8 m over 120 s, not 60) is taken off as such: within 1% of the fine integral",
        arguments: [(0.0075, 1.0), (0.15, 1.0), (0.15, 10)])
    func slowDrift(acceleration: Double, seconds: Double) {
        var wander = DriftWander(correlation: 60)
        var slow = noise
        slow.diffusion = 2 * 2.8 * 2.8 / 120
        let variance = wander.variances(seconds: seconds, acceleration: acceleration, noise: slow).step
        let expected = fine(
            known: 2.8, seconds: seconds, acceleration: acceleration, noise: slow, correlation: 60,
            knownCorrelation: 120)
        #expect(abs(variance / expected - 1) < 0.01, "\(variance) against \(expected)")
        // Half the wander of the drift over a minute, at a steady walker's
        // steps: it wanders half as fast.
        let quick = wander.variances(seconds: seconds, acceleration: acceleration, noise: noise).step
        #expect(variance < 0.7 * quick, "\(variance) against \(quick)")
    }

    /// What the known drift and the white scatter of `noise` put in a
    /// bend's cut, taken finely: the fixes' mean miss over the fixes within
    /// a second of the step's end (1 − H) against the smoothed path's
    /// second difference across the fixes farthest within 7 s either side
    /// (H): 7 s at 1 and 10 Hz, 6 s every 3 s, 5 s every 5 s.
    func fineBend(seconds: Double, acceleration: Double, noise: FixNoise, turned: Double = BendCut.span) -> Double {
        let fixes = (2 * BendCut.offsetSpan / seconds).rounded(.down) + 1
        return fine(
            known: noise.knownDrift, seconds: seconds, acceleration: acceleration, noise: noise, correlation: 60,
            withWhite: true, count: 200_000
        ) { kept, frequency in
            var mean = 0.0
            for fix in 0..<Int(fixes) { mean += cos(frequency * seconds * (Double(fix) - (fixes - 1) / 2)) }
            mean /= fixes
            return kept * (1 - kept) * mean * 2 * (cos(frequency * turned) - 1)
        }
    }

    @Test(
        "what the known drift and the white scatter put in a bend's cut: within 3% of the fine integral, the fixes outside the bends they give the path; turned over the fixes within 7 s",
        arguments: [(0.0075, 1.0, 7.0), (0.15, 1.0, 7), (0.15, 0.1, 7), (0.15, 3, 6), (0.15, 5, 5)])
    func bendNoise(acceleration: Double, seconds: Double, turned: Double) {
        var wander = DriftWander(correlation: 60)
        let covariance = wander.variances(seconds: seconds, acceleration: acceleration, noise: noise).bend
        let expected = fineBend(seconds: seconds, acceleration: acceleration, noise: noise, turned: turned)
        #expect(covariance < 0 && abs(covariance / expected - 1) < 0.03, "\(covariance) against \(expected)")
    }

    @Test(
        "white scatter alone in a bend's cut: as finely integrated (within 3% at 1 Hz, 10% at 10 Hz), where fixes come every 5 s or oftener; none between fixes 6 s or more apart; in the step's wander only between fixes 2-5 s apart, once the track has shown no drift beyond it",
        arguments: [
            (0.0075, 1.0, 7.0), (0.15, 1.0, 7), (0.15, 0.1, 7), (0.15, 3, 6), (0.15, 5, 5), (0.15, 6, 6), (0.15, 10, 0),
        ])
    func whiteBend(acceleration: Double, seconds: Double, turned: Double) {
        var wander = DriftWander(correlation: 60)
        var white = FixNoise(white: 2.5, drift: 5)
        white.isWhiteShown = true
        white.diffusion = 0
        let variances = wander.variances(seconds: seconds, acceleration: acceleration, noise: white)
        let covariance = variances.bend
        if seconds < DriftWander.whiteBendLongestStep {
            let expected = fineBend(seconds: seconds, acceleration: acceleration, noise: white, turned: turned)
            // The grid's frequencies were laid out for drift, whose
            // spectrum falls off; white scatter's does not, and at 10 Hz
            // the grid takes its product within 8%.
            let within = seconds < 1 ? 0.1 : 0.03
            #expect(covariance != 0 && abs(covariance / expected - 1) < within, "\(covariance) against \(expected)")
        } else {
            #expect(covariance == 0)
        }
        // In the step's wander only between fixes a few seconds apart: at
        // 1 Hz a dog walk's turns, already cut, would read shorter still.
        if seconds >= DriftWander.whiteWanderShortestStep, seconds < DriftWander.whiteBendLongestStep {
            let expected = fine(
                known: 0, seconds: seconds, acceleration: acceleration, noise: white, correlation: 60, withWhite: true,
                count: 200_000)
            #expect(abs(variances.step / expected - 1) < 0.03, "\(variances.step) against \(expected)")
        } else {
            #expect(variances.step == 0)
        }
        // Nor where the track has not learned its drift yet, or has shown
        // one beyond the scatter: fixes seconds apart scatter by some of
        // that drift, whose own wander is taken off.
        var learning = white
        learning.diffusion = nil
        #expect(wander.variances(seconds: seconds, acceleration: acceleration, noise: learning).step == 0)
        var drifting = white
        drifting.assuredDrift = 3
        let drift = wander.variances(seconds: seconds, acceleration: acceleration, noise: drifting).step
        let alone = fine(known: 3, seconds: seconds, acceleration: acceleration, noise: drifting, correlation: 60)
        #expect(abs(drift / alone - 1) < 0.01, "\(drift) against \(alone)")
    }

    @Test("white scatter the track has not shown (a share of the receiver's claim, or the fallback) counts nowhere")
    func guessedWhite() {
        var wander = DriftWander(correlation: 60)
        let guessed = FixNoise(
            claimed: 5, estimated: false, scatter: nil, fallback: 5, diffusion: nil, assuredDiffusion: nil,
            correlation: 60)
        let shown = FixNoise(
            claimed: 5, estimated: false, scatter: 2, fallback: 5, diffusion: nil, assuredDiffusion: nil,
            correlation: 60)
        #expect(guessed.white == 2 && !guessed.isWhiteShown && shown.isWhiteShown)
        #expect(wander.variances(seconds: 1, acceleration: 0.15, noise: guessed).bend == 0)
        #expect(wander.variances(seconds: 1, acceleration: 0.15, noise: shown).bend < 0)
    }

    @Test(
        "the known drift's correlation: 2σ²/D, within half and twice the model's, the model's until a wander is shown")
    func correlation() {
        let wander = DriftWander(correlation: 60)
        #expect(abs(wander.knownCorrelation(known: 2, diffusion: 8.0 / 90) - 90) < 1e-9)
        #expect(wander.knownCorrelation(known: 2, diffusion: 8.0 / 600) == 120)
        #expect(wander.knownCorrelation(known: 3, diffusion: 0.9 / 1) == 30)
        #expect(wander.knownCorrelation(known: 2, diffusion: nil) == 60)
        #expect(wander.knownCorrelation(known: 2, diffusion: 0) == 60)
    }
}

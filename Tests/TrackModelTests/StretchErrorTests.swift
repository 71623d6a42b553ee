import Glibc
import Testing

@testable import TrackModel

@Suite("How far a stretch's ends err against each other")
struct StretchErrorTests {
    @Test("the white scatter over an instant; the drift's wander added as the seconds pass, up to the whole error")
    func overSeconds() {
        let error = StretchError(white: 0.5, drift: 1.5)
        #expect(error.variance(over: 0) == 0.25)
        // Over the drift's 20 s it has wandered by 1 - 1/e of its variance.
        #expect(abs(error.variance(over: 20) - (0.25 + 2.25 * (1 - exp(-1)))) < 1e-12)
        #expect(error.variance(over: 4) < error.variance(over: 5))
        #expect(error.variance(over: 3600) == 0.25 + 2.25)
    }

    @Test("the drift's wandered share between the entries written out, to a few parts in 100,000")
    func wanderedShare() {
        for tenth in 0...2000 {
            let seconds = Double(tenth) / 10 + 0.0123
            let exact = -expm1(-seconds / StretchError.driftCorrelation)
            #expect(abs(StretchError.wanderedShare(over: seconds) - exact) < 3e-5, "\(seconds) s")
        }
        #expect(StretchError.wanderedShare(over: -1) == 0)
    }

    @Test("taken from a fix's noise: its white scatter and the drift told of, not the drift the model assumes")
    func fromNoise() {
        var noise = FixNoise(white: 0.4, drift: 1.2)
        noise.modelledDrift = 2
        // Kept in single precision: to seven digits.
        #expect(abs(StretchError(noise).white - 0.4) < 1e-7)
        #expect(StretchError(noise).drift == 0)
        noise.assuredDrift = 1.5
        #expect(StretchError(noise).drift == 1.5)
        noise.claimedDrift = 3
        #expect(StretchError(noise).drift == 2)
    }
}

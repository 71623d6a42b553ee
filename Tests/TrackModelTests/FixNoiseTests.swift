import Testing

@testable import TrackModel

@Suite("A fix's error as the motion model takes it")
struct FixNoiseTests {
    func noise(
        claimed: Double?, estimated: Bool, scatter: Double?, assuredDiffusion: Double? = nil, diffusion: Double? = nil
    ) -> FixNoise {
        FixNoise(
            claimed: claimed, estimated: estimated, scatter: scatter, fallback: 5,
            diffusion: diffusion ?? assuredDiffusion, assuredDiffusion: assuredDiffusion, correlation: 60)
    }

    @Test("an eph of 3 m over fixes that scatter by 1 m: the rest, √8 m, is drift the receiver is known to have")
    func claimed() throws {
        let fix = noise(claimed: 3, estimated: true, scatter: 1)
        let claimed = try #require(fix.claimedDrift)
        #expect(abs(claimed - 8.0.squareRoot()) < 1e-12)
        #expect(fix.knownDrift == claimed)
        #expect(fix.assuredDrift == nil)
    }

    @Test("an HDOP claims no drift, nor an eph no larger than the scatter, nor any claim before the scatter is known")
    func unclaimed() {
        #expect(noise(claimed: 4.5, estimated: false, scatter: 0.7).claimedDrift == nil)
        #expect(noise(claimed: 4.5, estimated: false, scatter: 0.7).knownDrift == 0)
        #expect(noise(claimed: 2, estimated: true, scatter: 2.5).claimedDrift == 0)
        #expect(noise(claimed: 3, estimated: true, scatter: nil).claimedDrift == nil)
    }

    @Test("drift shown beyond doubt counts where it is more than the claim's")
    func shown() {
        // 0.3 m²/s forgotten over 60 s: √9 = 3 m, up to the 4 m claimed.
        let fix = noise(claimed: 4, estimated: true, scatter: 3.9, assuredDiffusion: 0.3)
        #expect(abs(fix.knownDrift - 3) < 1e-12)
    }

    @Test("the drift shown may reach twice what an HDOP claims, and no more than what an eph claims")
    func shownBeyondHDOP() throws {
        // 0.9 m²/s forgotten over 60 s: √27 ≈ 5.2 m, a 3 m drift that
        // wanders within 20 s, behind a receiver claiming 3 m.
        let hdop = noise(claimed: 3, estimated: false, scatter: 0.7, assuredDiffusion: 0.9)
        #expect(abs(hdop.modelledDrift - 27.0.squareRoot()) < 1e-12)
        #expect(abs(try #require(hdop.assuredDrift) - 27.0.squareRoot()) < 1e-12)
        let eph = noise(claimed: 3, estimated: true, scatter: 0.7, assuredDiffusion: 0.9)
        #expect(eph.modelledDrift == 3)
        #expect(eph.assuredDrift == 3)
        // 2 m²/s: √60 ≈ 7.7 m, bounded at twice the HDOP's 3 m.
        let far = noise(claimed: 3, estimated: false, scatter: 0.7, assuredDiffusion: 2)
        #expect(far.modelledDrift == 6)
        #expect(far.knownDrift == 6)
    }

    @Test("the drift told of: none where nothing can tell it, though the model assumes some; the guess while learning")
    func evidenced() {
        let untold = noise(claimed: nil, estimated: false, scatter: 1.5)
        #expect(untold.modelledDrift == 3)
        #expect(untold.evidencedDrift == 0)
        // 0.0375 m²/s forgotten over 60 s: √1.125 m, less than the model's.
        let wandering = noise(claimed: nil, estimated: false, scatter: 1.5, diffusion: 0.0375)
        #expect(abs(wandering.evidencedDrift - 1.125.squareRoot()) < 1e-12)
        #expect(wandering.modelledDrift == 3)
        // An eph claiming more than three times the scatter: no more than
        // the model's.
        let claimed = noise(claimed: 10, estimated: true, scatter: 1)
        #expect(claimed.evidencedDrift == claimed.modelledDrift)
        #expect(claimed.modelledDrift == 3)
        // While the track is learning its drift, the model's guess stands.
        let learning = FixNoise(
            claimed: nil, estimated: false, scatter: 1.5, fallback: 5, diffusion: nil, assuredDiffusion: nil,
            learningDrift: true, correlation: 60)
        #expect(learning.evidencedDrift == 3)
    }
}

import Testing

@testable import TrackModel

@Suite("The fastest stretch at each length a track may trust")
struct StretchLadderTests {
    /// A ladder fed steps of one second at `speeds`, behind a receiver whose
    /// noise can explain `sigma` metres (all of it white unless `error`
    /// says otherwise); the maximum after each step. The steps at the
    /// indices `unforeseen` are.
    func maxima(
        of speeds: [Double], sigma: Double, error: StretchError? = nil, unforeseen: Set<Int> = []
    ) -> [Double?] {
        var ladder = StretchLadder()
        return speeds.enumerated().map { index, speed in
            let step = MotionStep.oneSecond(
                at: speed, sigma: sigma, error: error, unforeseen: unforeseen.contains(index))
            ladder.add(step, metres: speed, endingStretch: false)
            return ladder.maximum
        }
    }

    @Test("rungs from √2 / 5% = 28.3 errors up to 120, each 1.2 times the one below")
    func rungs() throws {
        let rungs = StretchLadder.rungs
        #expect(abs(rungs[0] - 28.284) < 0.001)
        #expect(rungs.last == 120)
        for (shorter, longer) in zip(rungs, rungs.dropFirst().dropLast()) {
            #expect(abs(longer / shorter - 1.2) < 1e-12)
        }
        #expect(try #require(rungs.dropLast().last) * 1.2 >= 120)
    }

    @Test("the rung called for grows with the track, from the shortest to the longest")
    func rungCalledFor() {
        let rungs = StretchLadder.rungs
        #expect(StretchLadder.rung(sigma: 2, moved: 0) == 0)
        // One stretch of 28.3 errors: its speed errs by 5% alone.
        #expect(StretchLadder.rung(sigma: 2, moved: 56) == 0)
        // 10 km behind 2 m: 59 stretches of 84.5 errors (169 m), whose
        // fastest errs by √(2 ln 59) √2 / 84.5 = 4.8%; of 70.4, by 5.9%.
        #expect(rungs[StretchLadder.rung(sigma: 2, moved: 10_000)] == rungs[6])
        #expect(abs(rungs[6] - 84.46) < 0.01)
        #expect(StretchLadder.rung(sigma: 2, moved: 1e15) == rungs.count - 1)
        // The same track behind a better receiver holds more stretches.
        #expect(StretchLadder.rung(sigma: 1, moved: 10_000) > StretchLadder.rung(sigma: 2, moved: 10_000))
    }

    @Test("a peak the track trusted early gives way once it holds so many stretches that noise could make one")
    func earlyPeakGivesWay() throws {
        // 30 s at 2 m/s, then an hour at 1 m/s, behind 1 m of noise: after
        // 90 m the track calls for stretches of 40.7 m, within the 60 m of
        // the peak; after an hour, for 84.5 m, which take 25 m at 1 m/s in.
        let speeds = Array(repeating: 2.0, count: 30) + Array(repeating: 1, count: 3600)
        let maxima = maxima(of: speeds, sigma: 1)
        let early = try #require(maxima[59])
        let late = try #require(maxima.last ?? nil)
        #expect(abs(early - 2) < 1e-9, "\(early) m/s")
        #expect(abs(late - 85 / 55) < 1e-9, "\(late) m/s")
    }

    @Test("a short journey keeps its short stretches: 6 s at 12 m/s after 20 s at 6 behind 1 m")
    func shortJourneyKeepsItsPeak() throws {
        // 192 m call for stretches of 48.9 m, within the 72 m at 12 m/s;
        // the longest rung, 120 m, would read 8.6 m/s.
        let speeds = Array(repeating: 6.0, count: 20) + Array(repeating: 12, count: 6)
        let maximum = try #require(maxima(of: speeds, sigma: 1).last ?? nil)
        #expect(abs(maximum - 12) < 1e-9, "\(maximum) m/s")
    }

    @Test("a shorter rung called for again, as the noise grows, takes up the steps held: a faster step counts at once")
    func rungCalledForAgain() throws {
        // 200 s at 1 m/s behind 0.1 m call for 84.5 errors (8.4 m). A
        // step of 2 m behind 0.13 m calls for 70.4 (9.2 m): its span takes
        // up the 8.4 m held and the step, and sheds one: 10 m in 9 s.
        var ladder = StretchLadder()
        for _ in 1...200 { ladder.add(.oneSecond(at: 1, sigma: 0.1), metres: 1, endingStretch: false) }
        #expect(StretchLadder.rung(sigma: 0.1, moved: 200) == 6)
        #expect(StretchLadder.rung(sigma: 0.13, moved: 202) == 5)
        #expect(ladder.maximum == 1)
        ladder.add(.oneSecond(at: 2, sigma: 0.13), metres: 2, endingStretch: false)
        let maximum = try #require(ladder.maximum)
        #expect(abs(maximum - 10.0 / 9) < 1e-9, "\(maximum) m/s")
    }

    @Test("a stretch's last step counts without being kept, and the next stretch starts empty")
    func endingAStretch() throws {
        var ladder = StretchLadder()
        for _ in 1...2 { ladder.add(.oneSecond(at: 10, sigma: 1), metres: 10, endingStretch: false) }
        #expect(ladder.maximum == nil)
        #expect(ladder.heldValues == 2)
        var ended = ladder
        ended.add(.oneSecond(at: 10, sigma: 1), metres: 10, endingStretch: true)
        #expect(ended.maximum == 10)
        #expect(ended.heldValues == ladder.heldValues)
        ended.endStretch()
        #expect(ended.heldValues == 0)
        ended.add(.oneSecond(at: 10, sigma: 1), metres: 10, endingStretch: false)
        #expect(ended.maximum == 10)
        #expect(ended.heldValues == 1)
    }

    @Test("a stretch of seconds is judged by what its ends err against each other: the scatter and the drift's wander")
    func stretchOfSeconds() throws {
        // 6 s at 12 m/s after 20 s at 6, behind 0.5 m of white scatter and
        // 1.5 m of drift (1.58 m in all). 192 m call for 48.9 errors: 77 m
        // of the whole error, more than the 72 m at 12 m/s. Over 4 s the
        // drift wanders by 1.5 √(1 - e^(-4/20)) = 0.64 m, and the ends err
        // by 0.81 m: 39.7 m, within them.
        let speeds = Array(repeating: 6.0, count: 20) + Array(repeating: 12, count: 6)
        let error = StretchError(white: 0.5, drift: 1.5)
        let whole = (0.5 * 0.5 + 1.5 * 1.5).squareRoot()
        #expect(StretchLadder.rungs[StretchLadder.rung(sigma: whole, moved: 192)] * whole > 72)
        let judged = try #require(maxima(of: speeds, sigma: whole, error: error).last ?? nil)
        #expect(abs(judged - 12) < 1e-9, "\(judged) m/s")
        let byWhole = try #require(maxima(of: speeds, sigma: whole).last ?? nil)
        #expect(byWhole < 11.5, "\(byWhole) m/s")
    }

    @Test("a stretch that holds a step the model did not foresee is judged by the whole error")
    func unforeseenStep() throws {
        // As above, with the burst's third step unforeseen: every stretch of
        // 39.7 m within the burst holds it, and must cover 77 m. Its speed
        // is its other steps': those 77 m leave out the unforeseen 12 m.
        let speeds = Array(repeating: 6.0, count: 20) + Array(repeating: 12, count: 6)
        let error = StretchError(white: 0.5, drift: 1.5)
        let whole = (0.5 * 0.5 + 1.5 * 1.5).squareRoot()
        let maximum = try #require(maxima(of: speeds, sigma: whole, error: error, unforeseen: [22]).last ?? nil)
        let byWhole = try #require(maxima(of: speeds, sigma: whole).last ?? nil)
        #expect(maximum < byWhole, "\(maximum) m/s, \(byWhole) m/s by the whole error")
        #expect(maximum > byWhole - 0.5, "\(maximum) m/s, \(byWhole) m/s by the whole error")
    }

    @Test(
        "the whole error an unforeseen step calls for is the drift the track shows, where the step's noise is bounded below it"
    )
    func unforeseenBehindShownDrift() throws {
        // The burst again, its third step unforeseen, behind a receiver
        // whose drift the track shows at 3.5 m (white 0.6 m) while the
        // classifier's bounded noise explains 1.2 m of a step. 192 m call
        // for 48.9 errors: 59 m of that bound, within the burst's 72 m at
        // 12 m/s, where the stretches that leave out the unforeseen step
        // are too short; 174 m of the whole error shown, which take in
        // about 100 m at 6 m/s (7.5 m/s; 12 by the bound). Without the
        // unforeseen step the stretches of seconds are judged as before.
        let speeds = Array(repeating: 6.0, count: 20) + Array(repeating: 12, count: 6)
        let error = StretchError(white: 0.6, drift: 3.5)
        #expect(StretchLadder.rungs[StretchLadder.rung(sigma: 1.2, moved: 192)] * 1.2 < 72)
        let maximum = try #require(maxima(of: speeds, sigma: 1.2, error: error, unforeseen: [22]).last ?? nil)
        #expect(maximum < 8, "\(maximum) m/s")
        let foreseen = try #require(maxima(of: speeds, sigma: 1.2, error: error).last ?? nil)
        #expect(abs(foreseen - 12) < 1e-9, "\(foreseen) m/s")
    }

    @Test("an unforeseen step's detour is no speed: a steady 12 m/s with a step of 40 m to a reflection stays 12 m/s")
    func detour() throws {
        // Two minutes at 12 m/s behind 1.7 m; the smoothed path's detour to
        // a fix 15 m off makes one step 40 m long. 1,440 m call for 70.4
        // errors, 120 m: counted, eight steps holding it cover 124 m in
        // 8 s, 15.5 m/s.
        var speeds = Array(repeating: 12.0, count: 120)
        speeds[60] = 40
        let counted = try #require(maxima(of: speeds, sigma: 1.7).last ?? nil)
        #expect(counted > 15, "\(counted) m/s")
        let maximum = try #require(maxima(of: speeds, sigma: 1.7, unforeseen: [60]).last ?? nil)
        #expect(abs(maximum - 12) < 1e-9, "\(maximum) m/s")
    }

    @Test("a stretch made mostly of unforeseen steps counts for none")
    func mostlyUnforeseen() {
        // Every step unforeseen: no stretch has a speed of its own steps.
        let speeds = Array(repeating: 12.0, count: 60)
        #expect(maxima(of: speeds, sigma: 1.7, unforeseen: Set(0..<60)).last ?? nil == nil)
    }
}

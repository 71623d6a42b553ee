import Foundation
import Testing

@testable import TrackModel

@Suite("The way a smoothed path cut on a bend")
struct BendCutTests {
    /// Samples a second apart on a circle of `radius` metres, turning left
    /// by `step` radians a second, smoothed onto it while the fixes lie
    /// `outside` metres farther out.
    func arc(
        radius: Double, step: Double, outside: Double, count: Int = 41, bendNoise: Double = 0
    ) -> [MotionSample] {
        (0..<count).map { second in
            let angle = Double(second) * step
            func point(_ distance: Double) -> LocalPlane.Point {
                LocalPlane.Point(east: distance * sin(angle), north: radius - distance * cos(angle))
            }
            return sample(
                at: Double(second), position: point(radius), measured: point(radius + outside), bendNoise: bendNoise)
        }
    }

    /// A sample a second's fix of 1 m noise makes at `time`, smoothed to
    /// `position`.
    func sample(
        at time: Double, position: LocalPlane.Point, measured: LocalPlane.Point, bendNoise: Double
    ) -> MotionSample {
        MotionSample(
            time: time, position: position, measured: measured, scale: LocalPlane.Scale(east: 1, north: 1),
            altitude: nil, unforeseen: false, sigma: 1, stretchError: StretchError(white: 1, drift: 0), noise: 1,
            reportedVelocity: nil, wander: 0, bendNoise: bendNoise)
    }

    /// The running sums of the samples' misses, as the classifier keeps them.
    func misses(_ samples: [MotionSample]) -> [LocalPlane.Point] {
        samples.reduce(into: [LocalPlane.Point(east: 0, north: 0)]) { sums, sample in
            let last = sums[sums.count - 1]
            sums.append(LocalPlane.Point(east: last.east + sample.miss.east, north: last.north + sample.miss.north))
        }
    }

    /// What ``BendCut`` makes of the step ending at `index`, its turn seen
    /// over the samples within its span and the offset over those within
    /// its offset's span, as the classifier finds them.
    func cut(ending index: Int, of samples: [MotionSample]) -> Double {
        func within(_ seconds: Double) -> ClosedRange<Int> {
            let time = samples[index].time
            let first = samples.firstIndex { $0.time >= time - seconds } ?? index
            let last = samples.lastIndex { $0.time <= time + seconds } ?? index
            return first...last
        }
        return BendCut.metres(
            ending: index, turnedWithin: within(BendCut.span), offsetWithin: within(BendCut.offsetSpan),
            of: samples, misses: misses(samples), seconds: 1)
    }

    @Test("a path smoothed 2 m inside fixes on an arc gets back the offset times the angle turned")
    func arcInside() {
        let samples = arc(radius: 20, step: 0.05, outside: 2)
        let cut = cut(ending: 20, of: samples)
        // The fixes' arc is longer by 2 m x 0.05 rad a second.
        #expect(abs(cut - 0.1) < 0.005, "\(cut) m")
    }

    @Test("a corner gets back the offset of the fixes at it, not spread over the straight ways either side")
    func corner() {
        // East for 20 s, then north: a left turn of 90 degrees at the 20th
        // second, where the fix and those a second either side lie 1 m
        // outside it (south-east), the rest on the path.
        let outward = LocalPlane.Point(east: 1 / 2.0.squareRoot(), north: -1 / 2.0.squareRoot())
        let samples = (0...40).map { second in
            let position =
                second <= 20
                ? LocalPlane.Point(east: Double(second), north: 0)
                : LocalPlane.Point(east: 20, north: Double(second - 20))
            let measured = abs(second - 20) <= 1 ? position + outward : position
            return sample(at: Double(second), position: position, measured: measured, bendNoise: 0)
        }
        // The ways 7 s either side turn by π/2, with the fixes 1 m outside:
        // π/2 m·rad, a seventh of it for the step's second.
        let cornerCut = cut(ending: 20, of: samples)
        #expect(abs(cornerCut - .pi / 14) < 1e-9, "\(cornerCut) m")
    }

    @Test("fixes inside the bend (the path went wide) take the way back off")
    func arcOutside() {
        let samples = arc(radius: 20, step: 0.05, outside: -1)
        let cut = cut(ending: 20, of: samples)
        #expect(abs(cut + 0.05) < 0.003, "\(cut) m")
    }

    @Test("a straight path cuts nothing, nor the run's first and last samples, which see no turn")
    func straightAndEnds() {
        let samples = arc(radius: 1e9, step: 0, outside: 3)
        #expect(abs(cut(ending: 20, of: samples)) < 1e-6)
        let bend = arc(radius: 20, step: 0.05, outside: 2)
        #expect(cut(ending: 0, of: bend) == 0)
        #expect(cut(ending: 40, of: bend) == 0)
        // Near an end the samples on hand show the same bend.
        #expect(abs(cut(ending: 3, of: bend) - 0.1) < 0.005)
    }

    @Test("what noise alone makes of the offset times the turn is taken off: a bend gets back the rest")
    func noiseProductTakenOff() {
        // The ways over 7 s either side are 6.97 m chords turning by
        // 0.35 rad, with the fixes 2 m outside: 0.7 m·rad, a tenth of a
        // metre a second over the 7 s. Noise that alone would make half of
        // that (a covariance of −0.35 x 6.97 m²) leaves half the cut.
        let chord = 2 * 20 * sin(0.35 / 2)
        let half = arc(radius: 20, step: 0.05, outside: 2, bendNoise: -0.35 * chord)
        let halfCut = cut(ending: 20, of: half)
        #expect(abs(halfCut - 0.05) < 0.003, "\(halfCut) m")
        // Noise that explains all of it: nothing.
        let all = arc(radius: 20, step: 0.05, outside: 2, bendNoise: -0.7 * chord)
        #expect(abs(cut(ending: 20, of: all)) < 0.003)
    }

    @Test("on a straight path the noise's product is taken off what the step gets back: less than nothing")
    func straightLessNoise() {
        // 7 m either side at a metre a second: −0.7 m² of covariance makes
        // 0.1 m·rad, 1/70 m a second.
        let samples = (0..<41).map { second in
            sample(
                at: Double(second), position: LocalPlane.Point(east: Double(second), north: 0),
                measured: LocalPlane.Point(east: Double(second), north: 3), bendNoise: -0.7)
        }
        let straightCut = cut(ending: 20, of: samples)
        #expect(abs(straightCut + 0.1 / 7) < 1e-9, "\(straightCut) m")
        #expect(abs(BendCut.noiseProduct(-0.7, before: 7, after: 7) - 0.1) < 1e-12)
    }
}

import Foundation
import Testing

@testable import TrackModel

@Suite("The way a smoothed path cut on a bend")
struct BendCutTests {
    /// Samples a second apart on a circle of `radius` metres, turning left
    /// by `step` radians a second, smoothed onto it while the fixes lie
    /// `outside` metres farther out.
    func arc(
        radius: Double, step: Double, outside: Double, count: Int = 41, wander: BendCut.Wander = .none
    ) -> [MotionSample] {
        (0..<count).map { second in
            let angle = Double(second) * step
            func point(_ distance: Double) -> LocalPlane.Point {
                LocalPlane.Point(east: distance * sin(angle), north: radius - distance * cos(angle))
            }
            return MotionSample(
                time: Double(second), position: point(radius), measured: point(radius + outside),
                scale: LocalPlane.Scale(east: 1, north: 1), altitude: nil, unforeseen: false, sigma: 1,
                stretchError: StretchError(white: 1, drift: 0), noise: 1, reportedVelocity: nil,
                wander: 0, bendWander: wander)
        }
    }

    /// The running sums of the samples' misses, as the classifier keeps them.
    func misses(_ samples: [MotionSample]) -> [LocalPlane.Point] {
        samples.reduce(into: [LocalPlane.Point(east: 0, north: 0)]) { sums, sample in
            let last = sums[sums.count - 1]
            sums.append(LocalPlane.Point(east: last.east + sample.miss.east, north: last.north + sample.miss.north))
        }
    }

    /// What ``BendCut`` makes of the step ending at `index`, seen over the
    /// samples within its span, as the classifier finds them.
    func cut(ending index: Int, of samples: [MotionSample]) -> Double {
        let time = samples[index].time
        let first = samples.firstIndex { $0.time >= time - BendCut.span } ?? index
        let last = samples.lastIndex { $0.time <= time + BendCut.span } ?? index
        return BendCut.metres(
            ending: index, from: first, to: last, of: samples, misses: misses(samples), seconds: 1)
    }

    @Test("a path smoothed 2 m inside fixes on an arc gets back the offset times the angle turned")
    func arcInside() {
        let samples = arc(radius: 20, step: 0.05, outside: 2)
        let cut = cut(ending: 20, of: samples)
        // The fixes' arc is longer by 2 m x 0.05 rad a second.
        #expect(abs(cut - 0.1) < 0.005, "\(cut) m")
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

    @Test("a bend counts beyond the turn the known drift gives the smoothed path; within it, nothing")
    func turnBeyondDrift() {
        // The ways over 7 s either side are 6.97 m chords, whose directions
        // differ by 0.35 rad. Ways that err independently by 2 m² turn by
        // 0.082 rad² (2 x 2 / 6.97²): the cut is 0.1 m x √(0.1225 − 0.082)
        // / 0.35.
        let independent = arc(radius: 20, step: 0.05, outside: 2, wander: BendCut.Wander(span: 2, twice: 4))
        let beyond = cut(ending: 20, of: independent)
        #expect(abs(beyond - 0.1 * (0.1225 - 0.0823).squareRoot() / 0.35) < 0.003, "\(beyond) m")
        // 20 m² explain the whole turn (0.82 rad²).
        let drifting = arc(radius: 20, step: 0.05, outside: 2, wander: BendCut.Wander(span: 20, twice: 40))
        #expect(cut(ending: 20, of: drifting) == 0)
    }

    @Test("ways that err alike (a drift smooth over both) turn by none of it")
    func turnVariance() {
        // Over both spans the way errs twice as far as over one: alike.
        let alike = BendCut.Wander(span: 2, twice: 8)
        #expect(abs(alike.turnVariance(before: 5, after: 5)) < 1e-12)
        // Independent: each way's direction errs by 2 m² over its length².
        let independent = BendCut.Wander(span: 2, twice: 4)
        #expect(abs(independent.turnVariance(before: 5, after: 10) - (2.0 / 25 + 2.0 / 100)) < 1e-12)
        #expect(BendCut.Wander.none.turnVariance(before: 5, after: 5) == 0)
    }
}

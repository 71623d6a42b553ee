import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("The way along a bend between fixes far apart")
struct BendLengthTests {
    /// A measured fix at `east`, `north` on a plane of true scale, with the
    /// receiver's own `velocity` when the model took it.
    func sample(
        _ east: Double, _ north: Double, noise: Double = 0.05, velocity: LocalPlane.Point? = nil
    ) -> MotionSample {
        let point = LocalPlane.Point(east: east, north: north)
        return MotionSample(
            time: 0, position: point, measured: point, scale: LocalPlane.Scale(east: 1, north: 1), altitude: nil,
            unforeseen: false, sigma: noise, stretchError: StretchError(white: noise, drift: 0), noise: noise,
            reportedVelocity: velocity, wander: 0)
    }

    /// The bent length of each step of `samples`, summed.
    func length(of samples: [MotionSample]) -> Double {
        samples.indices.dropLast().reduce(0) { total, index in
            let from = samples[index]
            let to = samples[index + 1]
            return total
                + BendLength.metres(
                    chord: hypot(to.measured.east - from.measured.east, to.measured.north - from.measured.north),
                    before: index > 0 ? samples[index - 1] : nil, from: from, to: to,
                    after: index + 2 < samples.count ? samples[index + 2] : nil)
        }
    }

    @Test("fixes on a circle, 23° apart: the arc between them, not the chord")
    func circle() {
        let radius = 50.0
        let step = 0.4
        let fixes = (0...6).map {
            sample(radius * cos(Double($0) * step), radius * sin(Double($0) * step), noise: 0)
        }
        let middle = BendLength.metres(
            chord: 2 * radius * sin(step / 2), before: fixes[1], from: fixes[2], to: fixes[3], after: fixes[4])
        #expect(abs(middle - radius * step) < 1e-9, "\(middle) m")
    }

    @Test("fixes on a circle, unevenly apart (a logger by time whose mover speeds up): each arc between them")
    func unevenCircle() {
        let radius = 40.0
        let angles = [0, 0.2, 0.5, 0.6, 1.1, 1.25, 1.9]
        let fixes = angles.map { sample(radius * cos($0), radius * sin($0), noise: 0) }
        for index in 1..<(angles.count - 2) {
            let step = angles[index + 1] - angles[index]
            let metres = BendLength.metres(
                chord: 2 * radius * sin(step / 2), before: fixes[index - 1], from: fixes[index],
                to: fixes[index + 1], after: fixes[index + 2])
            #expect(abs(metres - radius * step) < 1e-9, "step \(index): \(metres) m of \(radius * step) m")
        }
    }

    @Test("a step with no fix beyond either end, or on a straight line, is its chord")
    func chord() {
        #expect(BendLength.metres(chord: 70, before: nil, from: sample(0, 0), to: sample(70, 0), after: nil) == 70)
        #expect(length(of: (0...5).map { sample(Double($0) * 70, 0) }) == 350)
    }

    @Test("a straight road seen by a 2 m receiver every 70 m: within 0.1% of its chords")
    func noisyStraight() {
        var random = SeededRandom(seed: 7)
        let spread = 2 * 3.0.squareRoot()
        let fixes = (0...200).map { index in
            sample(
                Double(index) * 70 + Double.random(in: -spread...spread, using: &random),
                Double.random(in: -spread...spread, using: &random), noise: 2)
        }
        let chords = zip(fixes, fixes.dropFirst()).reduce(0) {
            $0 + hypot($1.1.measured.east - $1.0.measured.east, $1.1.measured.north - $1.0.measured.north)
        }
        let bent = length(of: fixes)
        #expect(bent >= chords)
        #expect(bent <= chords * 1.001, "\(bent) m of \(chords) m")
    }

    @Test("a loop drawn by four fixes turning back at each: the arc of the sharpest half-turn, no more")
    func loop() {
        let metres = BendLength.metres(
            chord: 10, before: sample(-0.5, 10), from: sample(0, 0), to: sample(0, 10), after: sample(-1, 0))
        let sharpest = BendLength.sharpestHalfTurn
        #expect(metres == 10 * sharpest / sin(sharpest))
    }

    @Test("a zigzag turning back one way and then the other: longer than its chord, no more than a loop")
    func zigzag() {
        let metres = BendLength.metres(
            chord: 100, before: sample(0, 0), from: sample(100, 0), to: sample(0, 1), after: sample(100, 1))
        let sharpest = BendLength.sharpestHalfTurn
        #expect(metres > 120)
        #expect(metres <= 100 * sharpest / sin(sharpest) * (1 + 1e-12))
    }

    @Test(
        "an S-bend of two arcs of 40 m, a fix on each: with the receiver's course at each, its way to 0.01% (the course's own noise set aside); without, the circles through the fixes beyond overshoot"
    )
    func courseAtEachFix() {
        // Arcs of 40 m turning 1 rad left, then 1 rad right; fixes halfway
        // along each and at their far ends, the step between the middle two
        // crossing from one to the other.
        let radius = 40.0
        let turn = 1.0
        func first(_ angle: Double) -> (east: Double, north: Double, heading: Double) {
            (radius * sin(angle), radius - radius * cos(angle), angle)
        }
        let join = first(turn)
        let centre = (east: join.east + radius * sin(turn), north: join.north - radius * cos(turn))
        func second(_ angle: Double) -> (east: Double, north: Double, heading: Double) {
            (centre.east - radius * sin(turn - angle), centre.north + radius * cos(turn - angle), turn - angle)
        }
        let places = [first(0), first(turn / 2), second(turn / 2), second(turn)]
        func fixes(withCourse: Bool) -> [MotionSample] {
            places.map { place in
                let velocity = LocalPlane.Point(east: 12 * cos(place.heading), north: 12 * sin(place.heading))
                return sample(place.east, place.north, noise: 0, velocity: withCourse ? velocity : nil)
            }
        }
        func middle(_ fixes: [MotionSample]) -> Double {
            BendLength.metres(
                chord: fixes[1].measuredMetres(to: fixes[2]), before: fixes[0], from: fixes[1], to: fixes[2],
                after: fixes[3])
        }
        let way = radius * turn
        let measured = middle(fixes(withCourse: true))
        let guessed = middle(fixes(withCourse: false))
        #expect(abs(measured / way - 1) < 1e-4, "\(measured) m of \(way) m")
        #expect(guessed > way * 1.005, "\(guessed) m of \(way) m")
    }

    @Test("a course reported at a standstill says nothing of the way: a straight step stays its chord")
    func courseAtAStandstill() {
        let crawling = LocalPlane.Point(east: 0.02, north: 0.04)
        let metres = BendLength.metres(
            chord: 70, before: sample(-70, 0), from: sample(0, 0, velocity: crawling),
            to: sample(70, 0, velocity: crawling), after: sample(140, 0))
        #expect(metres == 70)
    }

    @Test(
        "any two tangents up to the sharpest half-turn: a biarc no shorter than its chord, no longer than the sharpest arc"
    )
    func biarcBounds() {
        let sharpest = BendLength.sharpestHalfTurn
        let angles = (0...52).map { -sharpest + 2 * sharpest * Double($0) / 52 }
        for start in angles {
            for end in angles {
                let ratio = BendLength.biarcPerChord(start: start, end: end)
                #expect(ratio >= 1 - 1e-12 && ratio <= sharpest / sin(sharpest) + 1e-12, "\(start), \(end): \(ratio)")
            }
        }
        // One end straight, the other turned: the cubic's `1 + 2θ²/30` is
        // 4/5 of the biarc's bend.
        let entering = BendLength.biarcPerChord(start: 0.1, end: 0)
        #expect(abs((entering - 1) / (0.01 / 12) - 1) < 0.01, "\(entering)")
    }

    @Test(
        "a road of straights and hairpins logged every 10 s, error-free: within 0.5% of its way, where the chords are 6% short"
    )
    func hairpins() {
        let road = TruePath([
            .straight(metres: 150, speed: 14), .turn(degrees: 150, radius: 30, speed: 9),
            .straight(metres: 220, speed: 14), .turn(degrees: -120, radius: 45, speed: 9),
            .straight(metres: 90, speed: 14), .turn(degrees: 165, radius: 25, speed: 9),
            .straight(metres: 260, speed: 14), .turn(degrees: -135, radius: 60, speed: 9),
            .straight(metres: 140, speed: 14),
        ])
        let logged = road.sampled(every: 10)
        let fixes = logged.map { sample($0.east, $0.north, noise: 0) }
        let way = logged[logged.count - 1].distance - logged[0].distance
        let chords = zip(fixes, fixes.dropFirst()).reduce(0) {
            $0 + hypot($1.1.measured.east - $1.0.measured.east, $1.1.measured.north - $1.0.measured.north)
        }
        let bent = length(of: fixes)
        #expect(chords < way * 0.95)
        #expect(abs(bent / way - 1) < 0.005, "\(bent) m of \(way) m")
    }
}

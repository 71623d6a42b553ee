import Glibc
import Testing

@testable import TrackModel

@Suite("Lone outliers left out before the smoother")
struct OutlierGateTests {
    /// A gate with the default model.
    func gate() -> OutlierGate {
        let settings = StatisticsSettings()
        return OutlierGate(
            detector: ManoeuvreDetector(
                steady: DriftingAxes(settings: settings, share: settings.steadyAccelerationShare),
                agile: DriftingAxes(settings: settings), startRate: settings.manoeuvreStartRate,
                endRate: settings.manoeuvreEndRate, initialSpeed: settings.maximumPlausibleSpeed),
            acceleration: settings.maximumPlausibleAcceleration)
    }

    /// A fix at `second` and `point` with a receiver of `white` and `drift`.
    func fix(_ second: Int, _ point: LocalPlane.Point, white: Double, drift: Double) -> MotionSmoother.Measurement {
        MotionSmoother.Measurement(
            time: Double(second), position: point, noise: FixNoise(white: white, drift: drift), altitude: nil,
            altitudeSigma: 10, velocity: nil)
    }

    /// The times of the fixes the gate takes from `points` (one a second),
    /// the held one taken at the end.
    func taken(_ points: [LocalPlane.Point], white: Double = 0.5, drift: Double = 1) -> [Double] {
        var gate = gate()
        var times: [Double] = []
        for (second, point) in points.enumerated() {
            let taken = gate.add(fix(second, point, white: white, drift: drift), after: second == 0 ? nil : 1)
            times += taken.map(\.measurement.time)
        }
        return times + gate.finish().map(\.measurement.time)
    }

    /// A walker heading east at `speed` m/s for `seconds` fixes, wobbling.
    func walk(_ seconds: Int, speed: Double = 1) -> [LocalPlane.Point] {
        (0..<seconds).map { LocalPlane.Point(east: speed * Double($0), north: 0) + wobble($0) }
    }

    /// A walker's wobble of a few decimetres, the same at every run.
    func wobble(_ second: Int) -> LocalPlane.Point {
        LocalPlane.Point(east: 0.3 * sin(Double(second) * 1.7), north: 0.3 * cos(Double(second) * 2.3))
    }

    @Test("a walker's fix 30 m off, one at its 60th second and one at its 121st, is left out; every other is taken")
    func loneOutliers() {
        var points = walk(180, speed: 0.8)
        points[60].north += 30
        points[121].east -= 30
        let times = taken(points)
        #expect(!times.contains(60) && !times.contains(121))
        #expect(times.count == 178)
        #expect(times == times.sorted())
    }

    /// The length of the polyline through `points` at the `times` taken.
    func length(_ points: [LocalPlane.Point], at times: [Double]) -> Double {
        let kept = times.map { points[Int($0)] }
        return zip(kept, kept.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length }
    }

    @Test("a walker that turns on the spot is followed: its way there and back all counted")
    func turnOnTheSpot() {
        // East at 1.2 m/s for a minute, then straight back, fixes exact to
        // a few centimetres: far beyond what the model foresaw, as a lone
        // outlier is, but the fixes after the turn go on showing it. The
        // gate may leave out a fix on the way back that its neighbours
        // explain (it lies on the line between them); never the turn.
        let points = (0..<120).map { second in
            LocalPlane.Point(east: 1.2 * Double(second < 60 ? second : 120 - second), north: 0)
        }
        let times = taken(points, white: 0.05, drift: 0.15)
        #expect(times.contains(60))
        #expect(abs(length(points, at: times) - 142.8) < 0.01, "\(length(points, at: times))")
    }

    @Test("a car that turns a corner and brakes hard is followed: the corner taken, its way all counted")
    func carManoeuvres() {
        // 15 m/s east, a right angle at a crossing within a second, then
        // braking at 8 m/s² to a standstill, exact fixes. The gate may
        // leave out a fix on the straight after the corner that its
        // neighbours explain; never the corner.
        var points: [LocalPlane.Point] = []
        for second in 0..<40 { points.append(LocalPlane.Point(east: 15 * Double(second), north: 0)) }
        var speed = 15.0
        var north = 0.0
        for _ in 0..<30 {
            north += max(0, speed - 4)
            speed = max(0, speed - 8)
            points.append(LocalPlane.Point(east: 585, north: north))
        }
        let times = taken(points, white: 0.05, drift: 0.15)
        #expect(times.contains(39))
        #expect(abs(length(points, at: times) - 599) < 0.01, "\(length(points, at: times))")
    }

    @Test("the track's last fix, however far off, is taken: nothing after it says the mover was not there")
    func lastFixTaken() {
        var points = walk(30)
        points[29].north += 30
        #expect(taken(points).count == 30)
    }

    @Test("two fixes off in a row, each its own way, are left out once the next lies on the path")
    func twoInARow() {
        var points = walk(60)
        points[40].north += 25
        points[41].east -= 20
        let times = taken(points)
        #expect(!times.contains(40) && !times.contains(41))
        #expect(times.count == 58)
    }

    @Test("three fixes off in a row that agree are all taken: the receiver went there")
    func threeInARow() {
        var points = walk(60)
        for second in 40...42 { points[second].north += 25 }
        let times = taken(points)
        #expect(times.contains(40) && times.contains(41) && times.contains(42))
    }

    @Test("a car circling at 12 m/s: a fix 15 m off, within the gate, is left out once the fix after it shows it")
    func vehicleOutlierWithinTheGate() {
        // R = 50 m at 12 m/s: the model allows metres a second, and a fix
        // 15 m outward misses by less than the gate; the next fix misses
        // where the model, drawn to it, foresaw it.
        func onCircle(_ second: Int) -> LocalPlane.Point {
            let angle = 12.0 / 50 * Double(second)
            return LocalPlane.Point(east: 50 * sin(angle), north: 50 * cos(angle))
        }
        var points = (0..<90).map { onCircle($0) + wobble($0) }
        let outward = onCircle(70)
        points[70] = LocalPlane.Point(east: outward.east * 1.3, north: outward.north * 1.3) + wobble(70)
        let times = taken(points, white: 0.5, drift: 1.5)
        #expect(!times.contains(70))
        #expect(times.count >= 87, "\(times.count)")
        #expect(times == times.sorted())
    }

    @Test("a fix held within the gate is taken when an outlier follows it, and the outlier left out")
    func heldFixBeforeAnOutlier() {
        // A walker's fix 3 m off (within the gate, held until the next) and
        // then one 30 m off: the second says nothing of the first, which is
        // taken; the one after the outlier leaves it out.
        var points = walk(60)
        points[40].north += 3
        points[41].east -= 30
        let times = taken(points)
        #expect(times.contains(40))
        #expect(!times.contains(41))
        #expect(times.count == 59)
    }

    /// The times of the fixes the gate takes of a walker heading east at
    /// 1 m/s with fixes at `seconds`, the one at `aside` that many metres
    /// north; the held one taken at the end.
    func taken(at seconds: [Int], aside: (second: Int, metres: Double)) -> [Double] {
        taken(at: seconds, off: [aside.second: LocalPlane.Point(east: 0, north: aside.metres)])
    }

    /// The times of the fixes the gate takes of a walker heading east at
    /// 1 m/s with fixes at `seconds`, those at the seconds `off` holds that
    /// far off; the held one taken at the end.
    func taken(at seconds: [Int], off: [Int: LocalPlane.Point]) -> [Double] {
        taken(
            at: seconds,
            points: seconds.map { second in
                LocalPlane.Point(east: Double(second), north: 0) + wobble(second)
                    + (off[second] ?? LocalPlane.Point(east: 0, north: 0))
            })
    }

    /// The times of the fixes the gate takes of fixes at `seconds` and
    /// `points`, from a receiver of 0.5 m white scatter and 1.5 m drift;
    /// the held one taken at the end.
    func taken(at seconds: [Int], points: [LocalPlane.Point]) -> [Double] {
        var gate = gate()
        var taken: [Double] = []
        for (index, second) in seconds.enumerated() {
            let interval = index == 0 ? nil : Double(second - seconds[index - 1])
            taken += gate.add(fix(second, points[index], white: 0.5, drift: 1.5), after: interval).map(
                \.measurement.time)
        }
        return taken + gate.finish().map(\.measurement.time)
    }

    /// Every tenth second from `start` through `end`.
    func everyTen(_ start: Int, _ end: Int) -> [Int] { Array(stride(from: start, through: end, by: 10)) }

    @Test("a logger writing every 10 s: a fix 25 m aside, which the model foresaw loosely, is left out")
    func sparseOutlier() {
        // A walker at 1 m/s, a point every 10 s (a logger writing every
        // 10 m), the one at 90 s 25 m aside. After 10 s the model foresees
        // so loosely that the outlier misses by little more than it
        // allows, and so does the next fix after it: taken by their misses
        // alone. Only how loosely the model foresaw them says that one
        // bad fix is far likelier than a walker's detour of 25 m out and
        // back in 20 s.
        let seconds = everyTen(0, 180)
        let taken = taken(at: seconds, aside: (90, 25))
        #expect(!taken.contains(90))
        #expect(taken.count == seconds.count - 1)
    }

    @Test("a fix 15 m aside after a logger's 10 s silence, within what the model foresaw, waits and is left out")
    func outlierAfterASilence() {
        // The logger writes the outlier 10 s after its last point and the
        // next fix a second later, back on the path. The outlier misses by
        // too little to be suspect; held for the silence before it, the
        // next fix shows it.
        let seconds = everyTen(0, 80) + [90, 91] + everyTen(101, 191)
        let taken = taken(at: seconds, aside: (90, 15))
        #expect(!taken.contains(90))
        #expect(taken.count == seconds.count - 1)
    }

    @Test("a logger's two outliers in a row after a silence, each its own way: both left out, the fix back taken")
    func twoOutliersAfterASilence() {
        // A logger that writes whenever its position lies 10 m from the
        // last point written writes both outliers and the good fix a
        // second later. The second outlier lies where the model, after the
        // silence, foresees loosely: it shows the first out, and the fix
        // back shows it out in turn. Taken at once, it would have drawn
        // the model 15 m aside, and the fix back, beyond the gate of it,
        // was left out at the next point in its place.
        let seconds = everyTen(0, 80) + [90, 91, 92] + everyTen(102, 192)
        let off = [90: LocalPlane.Point(east: 4, north: 14), 91: LocalPlane.Point(east: -6, north: -14)]
        let taken = taken(at: seconds, off: off)
        #expect(!taken.contains(90) && !taken.contains(91))
        #expect(taken.contains(92))
        #expect(taken.count == seconds.count - 2)
    }

    @Test("a good fix after a logger's silence stays when an outlier follows it; the outlier is left out")
    func goodFixBeforeAnOutlier() {
        // A good fix 12 s after the last, held for the silence; 4 s later
        // one 22 m aside, which the model, foreseeing from before the good
        // fix, would have found likely enough. The good fix surprised the
        // model less than the outlier does without it.
        let seconds = everyTen(0, 80) + [92, 96, 97] + everyTen(107, 197)
        let taken = taken(at: seconds, aside: (96, 22))
        #expect(taken.contains(92))
        #expect(!taken.contains(96))
        #expect(taken.count == seconds.count - 1)
    }

    /// The times of the fixes the gate takes of a walker who heads east at
    /// 1 m/s, with a point every 10 s (a logger writing every 10 m), to
    /// 80 m, stands there from 80 s to 150 s and walks on; with the fixes
    /// `extra` holds (at their seconds, where they lie), and the held one
    /// taken at the end.
    func takenAroundAStop(_ extra: [Int: LocalPlane.Point]) -> [Double] {
        let seconds = (everyTen(0, 80) + everyTen(160, 250) + Array(extra.keys)).sorted()
        let points = seconds.map { second in
            extra[second]
                ?? LocalPlane.Point(east: Double(second <= 150 ? min(second, 80) : second - 70), north: 0)
                + wobble(second)
        }
        return taken(at: seconds, points: points)
    }

    @Test(
        "at a logger's stop, an outlier where the walker was heading and the fix back a second later: the fix back taken"
    )
    func outlierAheadAtAStop() {
        // The walker stands at 80 m; after 30 s of silence the logger
        // writes an outlier 15 m on, where the model, which carries the
        // walker on at its pace, foresees it, and the fix back at the stop.
        // The outlier surprised the model less than the fix back does
        // without it; the next point, where the walker stood, shows which
        // lies off the way (``SilencePair``).
        let taken = takenAroundAStop([
            110: LocalPlane.Point(east: 95, north: 1), 111: LocalPlane.Point(east: 80.3, north: 0.2),
        ])
        #expect(!taken.contains(110))
        #expect(taken.contains(111) && taken.contains(160))
    }

    @Test(
        "at a logger's stop, two such pairs, one outlier ahead and one aside: each outlier left out, each fix back taken"
    )
    func twoPairsAtAStop() {
        // The second pair's outlier comes first, beside the stop, and its
        // fix back follows; the point after the first pair is that
        // outlier, 15 m off the stop as the first was: the fix back of the
        // first pair still lies on the way to it.
        let taken = takenAroundAStop([
            110: LocalPlane.Point(east: 95, north: 1), 111: LocalPlane.Point(east: 80.3, north: 0.2),
            130: LocalPlane.Point(east: 79, north: -15), 131: LocalPlane.Point(east: 79.8, north: 0.3),
        ])
        #expect(!taken.contains(110) && !taken.contains(130))
        #expect(taken.contains(111) && taken.contains(131))
    }

    @Test("a parked receiver whose error shifts 12 m at once and back: every fix taken, less the shift, so no way")
    func shiftedError() {
        var points = (0..<120).map { wobble($0) }
        for second in 40..<80 { points[second].north += 12 }
        var gate = gate()
        var taken: [OutlierGate.Taken] = []
        for (second, point) in points.enumerated() {
            taken += gate.add(fix(second, point, white: 0.5, drift: 1), after: second == 0 ? nil : 1)
        }
        taken += gate.finish()
        #expect(taken.count == 120)
        let way = zip(taken, taken.dropFirst()).map { ($1.measurement.position - $0.measurement.position).length }
        // The wobble's steps, up to 0.9 m; the shifts, 12 m, left out.
        #expect(way.allSatisfy { $0 < 1 }, "\(way.max() ?? 0) m")
    }

    @Test("a fix taken that the model foresaw no better than one time in 20 is marked unforeseen; a walker's are not")
    func unforeseenMarked() {
        // Three fixes 25-31 m off in a row, going on north at 3 m/s, are
        // taken (the receiver went there: no shift of its error, which
        // would go on as the walker went), the first far beyond what the
        // model foresaw.
        var points = walk(60)
        for second in 40...42 { points[second].north += 25 + 3 * Double(second - 40) }
        var gate = gate()
        var taken: [OutlierGate.Taken] = []
        for (second, point) in points.enumerated() {
            taken += gate.add(fix(second, point, white: 0.5, drift: 1), after: second == 0 ? nil : 1)
        }
        taken += gate.finish()
        let unforeseen = taken.filter(\.measurement.unforeseen).map(\.measurement.time)
        #expect(unforeseen.contains(40))
        #expect(unforeseen.allSatisfy { $0 >= 40 }, "\(unforeseen)")
    }
}

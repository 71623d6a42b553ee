import Foundation
import TestSupport
import Testing

@testable import TrackModel

@Suite("TrackStatistics")
struct TrackStatisticsTests {
    func point(_ second: Int, north: Double, altitude: Double?, segment: Int = 0) -> TrackPoint {
        var fix = Fixtures.fix(second: second, northMetres: north)
        fix.altitudeMSL = altitude
        return TrackPoint(segment: segment, fix: fix)
    }

    /// Fixes every `seconds` from a receiver going north by `steps` metres
    /// between one and the next, the first at the start.
    func northward(every seconds: Int, steps: [Double]) -> [TrackPoint] {
        let norths = steps.reduce(into: [0.0]) { norths, step in norths.append(norths[norths.count - 1] + step) }
        return norths.enumerated().map { index, north in point(index * seconds, north: north, altitude: nil) }
    }

    /// A fix `north` and `east` metres from the start from a receiver that
    /// claims no error and scatters by `scatter` metres, its error turning
    /// a radian a second.
    func unclaimedPoint(_ second: Int, north: Double, east: Double = 0, scatter: Double) -> TrackPoint {
        var fix = Fixtures.fix(second: second, northMetres: north + scatter * cos(Double(second)))
        fix.longitude += (east + scatter * sin(Double(second))) / 74_300
        return TrackPoint(segment: 0, fix: fix)
    }

    @Test(
        "GPS altitude wandering within its claimed error is not climbing; a climb past it counts whole, its top included"
    )
    func climbPastTheAltitudeError() {
        let wander: [Double] = [0, 3, -2, 2, -3, 1, -1, 3, -3, 2]
        func plateau(_ level: Double, _ count: Int) -> [Double] {
            (0..<count).map { level + wander[$0 % wander.count] }
        }
        /// Fixes claiming an `epv` of 4 m (σ 2 m: rises of 10 m count).
        func statistics(_ profile: [Double], moving: Bool) -> TrackStatistics {
            TrackStatistics.of(
                profile.enumerated().map { index, altitude in
                    var point = point(index, north: moving ? Double(index) * 5 : 0, altitude: altitude)
                    point.fix.verticalError = 4
                    return point
                })
        }
        let still = statistics(plateau(500, 200), moving: true)
        #expect(still.elevationGain == 0 && still.elevationLoss == 0)

        // 500 m, up 40 m in 2 m steps, level, down 30 m, level.
        let profile =
            plateau(500, 20) + (1...20).map { 500 + Double($0) * 2 } + plateau(540, 20)
            + (1...15).map { 540 - Double($0) * 2 } + plateau(510, 20)
        let ride = statistics(profile, moving: true)
        // Smoothed, the wander adds or takes a metre or two at each turn.
        #expect(abs(ride.elevationGain - 40) <= 3, "\(ride.elevationGain)")
        #expect(abs(ride.elevationLoss - 30) <= 3, "\(ride.elevationLoss)")
    }

    @Test("a smooth altitude (a barometer, a map) claiming nothing: rises of 3 m count, every one")
    func smoothAltitudeCountsSmallRises() {
        // Rolling by 3 m every 40 s for 20 minutes, north at 5 m/s.
        let fixes = (0..<1200).map { second in
            point(second, north: Double(second) * 5, altitude: 300 + 1.5 * sin(Double(second) * 2 * .pi / 40))
        }
        let statistics = TrackStatistics.of(fixes)
        // 30 rises of 3 m; the smoother rounds the tops a little.
        #expect(abs(statistics.elevationGain - 90) <= 9, "\(statistics.elevationGain)")
    }

    /// A minute standing, then a minute north at 3 m/s.
    func standThenGo(speed: (Int) -> Double? = { _ in nil }) -> [TrackPoint] {
        (0..<120).map { second in
            var point = point(second, north: second < 60 ? 0 : Double(second - 59) * 3, altitude: nil)
            point.fix.speed = speed(second)
            if point.fix.speed != nil { point.fix.course = 0 }
            return point
        }
    }

    @Test("standing, then moving: the distance of the way, and the time of the way as moving time")
    func standThenMove() {
        let statistics = TrackStatistics.of(standThenGo())
        #expect(abs(statistics.distance - 180) < 1.8, "\(statistics.distance)")
        // Speeding up from rest in no time is smoothed over a few seconds.
        #expect(abs(statistics.movingTime - 60) <= 4, "\(statistics.movingTime)")
        #expect(statistics.duration == 119)
    }

    @Test("the receiver's speed is evidence: a Doppler speed places the start to the second")
    func receiverSpeedAgrees() {
        let statistics = TrackStatistics.of(standThenGo { $0 < 60 ? 0.05 : 3 })
        #expect(abs(statistics.distance - 180) < 3.6, "\(statistics.distance)")
        #expect(abs(statistics.movingTime - 60) <= 2, "\(statistics.movingTime)")
        #expect(abs((statistics.averageMovingSpeed ?? 0) - 3) < 0.1)
    }

    @Test(
        "a receiver whose speed says 0 while its positions travel is outvoted, not obeyed",
        arguments: [false, true])
    func receiverSpeedContradicted(withGaps: Bool) {
        // 20 minutes north at 1.4 m/s; every fix says speed 0.00, or every
        // other one says 0.3 without a course, which gives no velocity (as a
        // real chartplotter's log does).
        let walk = (0..<1200).map { second -> TrackPoint in
            var point = point(second, north: Double(second) * 1.4, altitude: nil)
            point.fix.speed = withGaps && second % 2 == 1 ? 0.3 : 0
            return point
        }
        let statistics = TrackStatistics.of(walk)
        let truth = 1199 * 1.4
        #expect(abs(statistics.distance - truth) < truth / 100, "\(statistics.distance) m of \(truth) m")
        #expect(statistics.movingTime > 1150, "\(statistics.movingTime)")
        #expect(abs((statistics.maxSpeed ?? 0) - 1.4) < 0.14, "\(statistics.maxSpeed ?? 0)")
    }

    @Test("the figures shown while recording end within 1% of the saved track's, and a second behind at 10 Hz")
    func liveEqualsSaved() {
        var noise = Noise(state: 7)
        let points = (0..<600).map { second -> TrackPoint in
            var point = point(second, north: Double(second) * 2 + noise.gaussian(3), altitude: nil)
            point.fix.horizontalError = 8
            return point
        }
        // At 10 Hz, so that live figures are worked out once in ten fixes.
        let fast = points.map { point -> TrackPoint in
            var fast = point
            fast.fix.time = point.fix.time.map {
                Date(timeIntervalSince1970: 1_780_000_000 + ($0.timeIntervalSince1970 - 1_780_000_000) / 10)
            }
            return fast
        }
        var meter = TrackMeter()
        var live = TrackMeter()
        var shown: [Double] = []
        for (point, fastPoint) in zip(points, fast) {
            meter.add(point)
            shown.append(meter.liveStatistics().distance)
            live.add(fastPoint)
            #expect(live.liveStatistics().points == live.statistics.points)
        }
        let saved = TrackStatistics.of(points)
        #expect(meter.statistics == saved)
        #expect(abs(meter.liveStatistics().distance - saved.distance) <= saved.distance / 100)
        // At 10 Hz the live figure is at most a second of travel (20 m)
        // behind; stopping shows the exact figures (the recorder's part).
        let fastSaved = TrackStatistics.of(fast)
        let lastShown = live.liveStatistics().distance
        #expect(abs(lastShown - fastSaved.distance) <= 25, "\(lastShown) of \(fastSaved.distance)")
        // On the way, live figures lag the truth by a few seconds at most
        // (at the start, until the receiver has got beyond its noise).
        for (second, distance) in shown.enumerated() {
            #expect(abs(distance - Double(second) * 2) < 8 * 2, "at \(second) s: \(distance) m")
        }
    }

    @Test("steps the fixes measure count as distance, though too slow for moving time")
    func measuredStepsCount() {
        // A logger writing every 10 m while its walker dawdles at 0.1 m/s:
        // no window gets anywhere at a mover's pace, and each step is five
        // times the fixes' claimed error. All count but the first: nothing
        // foresaw the first fix, which could be an outlier.
        let fixes = (0...10).map { index in
            var point = point(index * 100, north: Double(index) * 10, altitude: nil)
            point.fix.horizontalError = 2
            return point
        }
        let statistics = TrackStatistics.of(fixes)
        #expect(abs(statistics.distance - 90) <= 1, "\(statistics.distance) m")
        #expect(statistics.movingTime == 0, "\(statistics.movingTime) s")
    }

    @Test("a gap longer than a moving step counts as distance but not as moving time")
    func gaps() {
        let before = (0..<60).map { point($0, north: Double($0) * 3, altitude: nil) }
        let after = (960..<1020).map { point($0, north: 1000 + Double($0 - 960) * 3, altitude: nil) }
        let statistics = TrackStatistics.of(before + after)
        #expect(abs(statistics.distance - 1177) < 12, "\(statistics.distance)")
        #expect(statistics.movingTime < 125, "\(statistics.movingTime)")
        let average = statistics.averageSpeed ?? 0
        let moving = statistics.averageMovingSpeed ?? 0
        #expect((statistics.maxSpeed ?? 0) >= moving && moving >= average)
    }

    @Test(
        "a segment begun at a tunnel counts the way through it, as one segment would; a stop and start counts nothing",
        arguments: [60, 960])
    func bridgedGaps(gap: Int) {
        let before = (0..<60).map { point($0, north: Double($0) * 10, altitude: nil) }
        let after = (60 + gap..<120 + gap).map { point($0, north: Double($0) * 10, altitude: nil, segment: 1) }
        var bridged = after
        bridged[0].bridgesGap = true
        let unbroken = TrackStatistics.of(before + after.map { TrackPoint(segment: 0, fix: $0.fix) })
        let tunnel = TrackStatistics.of(before + bridged)
        #expect(tunnel.distance == unbroken.distance)
        #expect(tunnel.movingTime == unbroken.movingTime)
        #expect(tunnel.segments == 2)
        let stopped = TrackStatistics.of(before + after)
        #expect(abs(tunnel.distance - stopped.distance - Double(gap + 1) * 10) < 5, "\(stopped.distance)")
    }

    /// `count` points north in 100 m steps without times, as a route planner
    /// draws them.
    func drawnRoute(_ count: Int) -> [TrackPoint] {
        (0..<count).map { index in
            var point = point(0, north: Double(index) * 100, altitude: nil)
            point.fix.time = nil
            return point
        }
    }

    @Test("points without times count for distance but not for speed: the speeds agree with each other")
    func timelessPointsGiveNoSpeed() {
        // A drawn route of 3 km without times, then 1 km walked in 12 minutes.
        let route = drawnRoute(31)
        let walk = (0..<721).map {
            TrackPoint(segment: 1, fix: Fixtures.fix(second: $0, northMetres: 5000 + Double($0) * 1.39))
        }
        let statistics = TrackStatistics.of(route + walk)
        #expect(abs(statistics.distance - 4000) < 15, "\(statistics.distance)")
        #expect(abs(statistics.timedDistance - 1000) < 15, "\(statistics.timedDistance)")
        let average = statistics.averageSpeed ?? 0
        let moving = statistics.averageMovingSpeed ?? 0
        let maximum = statistics.maxSpeed ?? 0
        #expect(abs(average - 1.39) < 0.05, "average \(average) m/s")
        #expect(maximum >= moving && moving >= average, "max \(maximum), moving \(moving), average \(average)")

        let timeless = TrackStatistics.of(route)
        #expect(!timeless.hasTimes && timeless.averageSpeed == nil && timeless.movingTime == 0)
        #expect(timeless.distance > 2990)
    }

    @Test(
        "error-free fixes of half an hour's walk that turns at random every second: within 0.3% of the step sum",
        arguments: [3, 4, 5] as [UInt64])
    func exactWanderingWalk(seed: UInt64) {
        let points = WanderingWalk.positions(seconds: 1800, seed: seed).enumerated().map { second, position in
            var fix = Fixtures.fix(second: second, northMetres: position.north)
            fix.longitude += position.east / 74_300
            return TrackPoint(segment: 0, fix: fix)
        }
        let steps = zip(points, points.dropFirst()).reduce(0) {
            $0 + GeodesicDistance.metres(from: $1.0.fix, to: $1.1.fix)
        }
        let distance = TrackStatistics.of(points).distance
        #expect(abs(distance / steps - 1) <= 0.003, "\(distance) m of \(steps) m")
    }

    /// A deterministic stand-in for receiver noise.
    struct Noise: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        /// Normally distributed, mean 0, standard deviation `sigma`.
        mutating func gaussian(_ sigma: Double) -> Double {
            let u1 = Double.random(in: Double.ulpOfOne..<1, using: &self)
            let u2 = Double.random(in: 0..<1, using: &self)
            return sigma * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
        }
    }

    /// An hour of fixes at 1 Hz scattered around one point (2 m standard
    /// deviation on each axis, error estimate 5 m).
    func standingStill(speed: Double?) -> [TrackPoint] {
        var noise = Noise(state: 42)
        return (0..<3600).map { second in
            var fix = Fixtures.fix(second: second, northMetres: noise.gaussian(2))
            fix.longitude += noise.gaussian(2) / 74_300
            fix.horizontalError = 5
            fix.speed = speed
            return TrackPoint(segment: 0, fix: fix)
        }
    }

    @Test("an hour standing still adds under 1% of the raw sum of steps", arguments: [nil, 0.2] as [Double?])
    func standingStillAddsNothing(speed: Double?) {
        let points = standingStill(speed: speed)
        let raw = zip(points, points.dropFirst()).map { GeodesicDistance.metres(from: $0.fix, to: $1.fix) }
            .reduce(0, +)
        let statistics = TrackStatistics.of(points)
        #expect(raw > 5000)
        #expect(statistics.distance < raw / 100, "\(statistics.distance) m of \(raw) m")
        #expect(statistics.movingTime < 36, "\(statistics.movingTime) s moving")
    }

    @Test("a single fix kilometres away is not counted; a real relocation is followed without the jump")
    func implausibleJumps() {
        var points = (0..<20).map { point($0, north: Double($0) * 20, altitude: nil) }
        points[10] = point(10, north: 5000, altitude: nil)
        let withOutlier = TrackStatistics.of(points)
        #expect(abs(withOutlier.distance - 380) < 0.5, "\(withOutlier.distance)")

        // The receiver was wrong until second 5, then right from there on.
        let wrong = (0..<5).map { point($0, north: -8000, altitude: nil) }
        let right = (5..<20).map { point($0, north: Double($0) * 20, altitude: nil) }
        let relocated = TrackStatistics.of(wrong + right)
        #expect(relocated.distance < 300, "\(relocated.distance)")
        #expect(relocated.distance > 200, "\(relocated.distance)")
    }

    @Test("a fix 30 m off in a walk's first seconds is left out, as later in the walk")
    func spikeAtTheStart() {
        // A walk north at 1.4 m/s behind a receiver claiming 3 m; its fifth
        // fix, before five seconds of velocity are known, lies 30 m east.
        func walk(spikeAt spike: Int) -> [TrackPoint] {
            (0..<60).map { second in
                var fix = Fixtures.fix(second: second, northMetres: Double(second) * 1.4)
                fix.horizontalError = 3
                if second == spike { fix.longitude += 30 / 74_300 }
                return TrackPoint(segment: 0, fix: fix)
            }
        }
        // Counted from the spike, 41 m out and 31 m back: +86%.
        for spike in [4, 30] {
            let statistics = TrackStatistics.of(walk(spikeAt: spike))
            #expect(abs(statistics.distance - 59 * 1.4) < 2, "spike at \(spike) s: \(statistics.distance) m")
        }
    }

    @Test(
        "reflections 80 m off at 10 Hz: the way driven meanwhile counts, the same after the times went through storage")
    func reflectionsRoundTripped() throws {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        // 40 s north at 12 m/s, 10 Hz; from 20 s for 3 s every fix 80 m east.
        let points = (0..<400).map { index -> TrackPoint in
            let seconds = Double(index) / 10
            let east = seconds >= 20 && seconds < 23 ? 80.0 : 0
            return TrackPoint(
                segment: 0,
                fix: Fix(
                    time: start.addingTimeInterval(seconds), latitude: 48 + 12 * seconds / 111_200,
                    longitude: 11 + east / 74_500, horizontalError: 2, mode: .twoD))
        }
        // As a stored recording reads back: seconds since 1970 again.
        let stored = points.map { point -> TrackPoint in
            var point = point
            point.fix.time = point.fix.time.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970) }
            return point
        }
        let recorded = TrackStatistics.of(points)
        #expect(abs(recorded.distance - 39.9 * 12) < 2, "\(recorded.distance) m")
        #expect(TrackStatistics.of(stored).distance == recorded.distance)
    }

    @Test(
        "a logger writing every 10 m: an outlier after a silence is left out, and so is one a second after a good fix",
        arguments: [false, true])
    func sparseLoggerOutliers(goodFixFirst: Bool) {
        // A walk north at 1 m/s behind a receiver claiming 3 m, a point
        // every 10 s. 13 s after the one at 90 s the logger writes a fix
        // 30 m east, which so long a silence makes plausible, and a second
        // later the next, back on the path; or (`goodFixFirst`) a good fix
        // after the silence and the outlier a second later. Either way
        // round, the fix a second later cannot be reached from the one
        // before it.
        func point(_ second: Int, east: Double) -> TrackPoint {
            var fix = Fixtures.fix(second: second, northMetres: Double(second))
            fix.longitude += (east + 0.5 * sin(Double(second))) / 74_300
            fix.horizontalError = 3
            return TrackPoint(segment: 0, fix: fix)
        }
        let outlier = goodFixFirst ? 104 : 103
        let seconds =
            Array(stride(from: 0, through: 90, by: 10)) + [103, 104] + Array(stride(from: 114, through: 314, by: 10))
        let statistics = TrackStatistics.of(seconds.map { point($0, east: $0 == outlier ? 30 : 0) })
        // Counted, the spike out and back added 51-53 m.
        #expect(abs(statistics.distance - 314) < 3, "\(statistics.distance) m")
    }

    @Test(
        "a logger that claims no error: an outlier a second before the fix back is left out, once the track has shown its scatter, and at a stop's end",
        arguments: [false, true])
    func unclaimedLoggerOutliers(atAStop: Bool) {
        // A walk north at 0.5 m/s logged every 20 s by a receiver that
        // claims nothing and scatters by half a metre. 8 s after the fix
        // at 400 s the logger writes a fix 30 m east and a second later the
        // next, back on the way. Or (`atAStop`) the walker stops at 400 s
        // for a minute, in which the logger writes nothing, and then a fix
        // 30 m off, north-east, nearer where the walk would have led than
        // where the walker stands, and a second later the next, where it
        // stands.
        func point(_ second: Int, north: Double, east: Double = 0) -> TrackPoint {
            unclaimedPoint(second, north: north, east: east, scatter: 0.5)
        }
        let walk = stride(from: 0, through: 400, by: 20).map { point($0, north: Double($0) / 2) }
        // The second the walker is back on its way, and where.
        let (second, north) = atAStop ? (461, 200.0) : (409, 204.5)
        let outlier = atAStop ? point(460, north: 221, east: 21) : point(408, north: 204, east: 30)
        let onward = stride(from: second, through: second + 220, by: 20).map {
            point($0, north: north + Double($0 - second) / 2)
        }
        let statistics = TrackStatistics.of(walk + [outlier] + onward)
        // Counted, the spike out and back added 25-60 m.
        #expect(abs(statistics.distance - (north + 110)) < 3, "\(statistics.distance) m")
    }

    @Test(
        "an outlier a second after a track's first fix is left out: until it, nothing says where the mover was going",
        arguments: [1, 2])
    func outlierAtTheStart(second outlier: Int) {
        // A walk north at 1.4 m/s, a fix a second, behind a receiver that
        // claims 3 m; its second fix (or, as before, its third) lies 15 m
        // east.
        func point(_ second: Int) -> TrackPoint {
            var fix = Fixtures.fix(second: second, northMetres: 1.4 * Double(second))
            fix.longitude += ((second == outlier ? 15 : 0) + 0.3 * sin(Double(second))) / 74_300
            fix.horizontalError = 3
            return TrackPoint(segment: 0, fix: fix)
        }
        let statistics = TrackStatistics.of((0...120).map(point))
        // Counted, the spike out and back added 32 m.
        #expect(abs(statistics.distance - 168) < 3, "\(statistics.distance) m")
    }

    @Test("a logger's outlier right after its first point is left out, though its receiver claims no error")
    func loggerOutlierAtTheStart() {
        // A walk north at 1 m/s, logged every 10 m by a receiver that claims
        // nothing, which the guard takes to err by 5 m until the track shows
        // its scatter. A second after the first point the logger writes a
        // fix 30 m south-west, and a second later one back where the walker
        // stands.
        func point(_ second: Int, north: Double, east: Double = 0) -> TrackPoint {
            unclaimedPoint(second, north: north, east: east, scatter: 0.3)
        }
        let start = [point(0, north: 0), point(1, north: -26, east: -15), point(2, north: 1)]
        let walk = stride(from: 12, through: 302, by: 10).map { point($0, north: Double($0) - 1) }
        let statistics = TrackStatistics.of(start + walk)
        // Counted, the spike out and back added 58 m.
        #expect(abs(statistics.distance - 301) < 3, "\(statistics.distance) m")
    }

    @Test(
        "a logger writing every 10 m: a step across a stop walks its way at the pace around it and stands the rest, however long the stop and though its 10 m lie within the noise",
        arguments: [(60, 0.3), (180, 0.3), (60, 1.5), (180, 1.5)] as [(Int, Double)])
    func stopWithinALoggersStep(stop: Int, scatter: Double) {
        // A walk north at 1 m/s logged every 10 m by a receiver that claims
        // nothing and scatters by `scatter` metres. Five metres after the
        // point at 300 s the walker stands for `stop` seconds, so the next
        // point comes 10 m on and `stop` + 10 s later.
        func point(_ second: Int, north: Double) -> TrackPoint {
            unclaimedPoint(second, north: north, scatter: scatter)
        }
        let before = stride(from: 0, through: 300, by: 10).map { point($0, north: Double($0)) }
        let after = stride(from: 310 + stop, through: 610 + stop, by: 10).map {
            point($0, north: Double($0 - stop))
        }
        let statistics = TrackStatistics.of(before + after)
        // Judged by its chord alone, the step across a minute behind the
        // 1.5 m scatter counted whole as moving (+60 s); asked for windows
        // that got somewhere around it, a step longer than every window
        // stood whole (-10 s).
        #expect(abs(statistics.movingTime - 610) <= 5, "\(statistics.movingTime) s")
    }

    @Test(
        "a parked receiver silent for three minutes, its fixes 3 m off after: no distance, no moving time",
        arguments: [0.5, 2] as [Double])
    func parkedThroughASilence(scatter: Double) {
        // A receiver that claims nothing, scattering by `scatter` metres
        // every second: ten minutes parked, three without a fix, ten more
        // 3 m from where it stood. The step across the silence outlasts
        // every window and its neighbours (``StopWithinStep``), but no
        // step around it went anywhere.
        var noise = Noise(state: 5)
        func point(_ second: Int, north: Double) -> TrackPoint {
            var fix = Fixtures.fix(second: second, northMetres: north + noise.gaussian(scatter))
            fix.longitude += noise.gaussian(scatter) / 74_300
            return TrackPoint(segment: 0, fix: fix)
        }
        let before = (0..<600).map { point($0, north: 0) }
        let after = (780..<1380).map { point($0, north: 3) }
        let statistics = TrackStatistics.of(before + after)
        #expect(statistics.distance == 0, "\(statistics.distance) m")
        #expect(statistics.movingTime == 0, "\(statistics.movingTime) s")
    }

    @Test(
        "a logger every 5 s pulling away from a stop: the first metres, crept within the noise, still count",
        arguments: [2.0, 3.3, 4.5])
    func pullingAwayAfterACreep(crept: Double) {
        // A minute standing, a step of `crept` metres, one of 11.5 m, then
        // 25 m a step. Taken for a step out of the stop, the 11.5 m step
        // stood its first seconds, and the creep before it, held until
        // the movement showed, stood with them: 261.1-261.6 m
        // (`StopAtStepEnd` asks the step before to be judged standing).
        let steps = Array(repeating: 0.0, count: 12) + [crept, 11.5] + Array(repeating: 25, count: 10)
        let statistics = TrackStatistics.of(northward(every: 5, steps: steps))
        let metres = steps.reduce(0, +)
        #expect(abs(statistics.distance - metres) < 0.005 * metres)
    }

    @Test("an exact walk logged every 10 s, turning corners and waiting at crossings: no shorter than its chords")
    func exactWalkEveryTenSeconds() {
        // Legs of 84-140 m at 1.4 m/s, each ending in a right angle, and a
        // wait of 25 s at every other corner; fixes every 10 s exactly on
        // the path, claiming no error. The five fixes around a corner or a
        // wait lie within 50 m and the cubic through them misses the turn
        // and the stop: taken for a receiver scattering by a metre, the
        // walk read 1.1% below its chords.
        let speed = 1.4
        var legs: [(start: LocalPlane.Point, heading: Double, seconds: Double, wait: Double)] = []
        var (start, heading) = (LocalPlane.Point(east: 0, north: 0), 0.0)
        for index in 0..<16 {
            let metres = 84 + Double((index * 37) % 57)
            legs.append((start, heading, metres / speed, index % 2 == 0 ? 25 : 0))
            start = LocalPlane.Point(
                east: start.east + metres * sin(heading), north: start.north + metres * cos(heading))
            heading += index % 3 == 0 ? -.pi / 2 : .pi / 2
        }
        func position(at time: Double) -> LocalPlane.Point {
            var (time, index) = (time, 0)
            while index < legs.count - 1, time > legs[index].seconds + legs[index].wait {
                time -= legs[index].seconds + legs[index].wait
                index += 1
            }
            let leg = legs[index]
            let walked = min(time, leg.seconds) * speed
            return LocalPlane.Point(
                east: leg.start.east + walked * sin(leg.heading), north: leg.start.north + walked * cos(leg.heading))
        }
        let walking = legs.reduce(0) { $0 + $1.seconds }
        let end = legs.reduce(0) { $0 + $1.seconds + $1.wait }
        let points = stride(from: 0, through: Int(end), by: 10).map { second -> TrackPoint in
            let here = position(at: Double(second))
            var fix = Fixtures.fix(second: second, northMetres: here.north)
            fix.longitude += here.east / 74_300
            return TrackPoint(segment: 0, fix: fix)
        }
        let chords = zip(points, points.dropFirst()).reduce(0) {
            $0 + GeodesicDistance.metres(from: $1.0.fix, to: $1.1.fix)
        }
        let statistics = TrackStatistics.of(points)
        #expect(statistics.distance >= 0.997 * chords, "\(statistics.distance) m of chords \(chords) m")
        #expect(statistics.distance <= walking * speed, "\(statistics.distance) m of \(walking * speed) m")
    }

    @Test("an exact logger every 5 s pulling away within the last half metre of a step: the step mostly stood")
    func exactPullAway() {
        // Steps of 16.5 m, a minute standing, a step of 0.5 m, one of 8 m
        // and steps of 16.5 m again. The 0.5 m step, too slow to move,
        // stood and then pulled away to the next step's pace (0.6 s). Taken
        // for a stop within it, walked at the paces either side, it moved
        // its first and last tenths of a second and stood between, a pause
        // so brief that it counted as moving: all 5 s of it.
        let steps =
            Array(repeating: 16.5, count: 50) + Array(repeating: 0, count: 12) + [0.5, 8]
            + Array(repeating: 16.5, count: 10)
        let statistics = TrackStatistics.of(northward(every: 5, steps: steps))
        // 305 s moving, and what the 0.5 m took.
        #expect(statistics.movingTime > 305 && statistics.movingTime < 306, "\(statistics.movingTime) s")
        #expect(abs(statistics.distance - steps.reduce(0, +)) < 1, "\(statistics.distance) m")
    }

    @Test(
        "an exact logger every 10 s whose run ends braking, or pulling away from a stop: the last step moved only part of its seconds",
        arguments: [([12.0], 505.0), ([12, 0, 0, 0, 1.4], 508.0)])
    func runEndingAtAStop(last: [Double], most: Double) {
        // 500 s at 5 m/s, then `last`: a step braking into a stop (4.8 s
        // of it moving, braking evenly), and after standing, a step of
        // 1.4 m pulling away (2.3 s pulling away to the 1.2 m/s it
        // stopped from). Counted whole, each added the rest of its 10 s.
        let statistics = TrackStatistics.of(northward(every: 10, steps: Array(repeating: 50, count: 50) + last))
        #expect(statistics.movingTime > 500 && statistics.movingTime < most, "\(statistics.movingTime) s")
    }

    @Test("a segment's last fix after a silence counts, though no fix after it in the segment said it was good")
    func waitingFixEndsASegment() {
        // Two segments of a logger writing every 10 s, 10 m apart: each
        // segment's fixes wait for the next (an outlier's test), the last
        // of the first with none to come.
        let first = (0...4).map { point($0 * 10, north: Double($0) * 10, altitude: nil) }
        let second = (0...4).map { point(100 + $0 * 10, north: 500 + Double($0) * 10, altitude: nil, segment: 1) }
        let statistics = TrackStatistics.of(first + second)
        #expect(abs(statistics.distance - 80) < 1, "\(statistics.distance) m")
    }

    @Test("a jump where a fix has no time is judged by its length alone")
    func timelessJumps() {
        // A drawn route north in 100 m steps, one point 12 km off.
        var route = drawnRoute(21)
        route[10].fix.latitude += 12_000 / 111_200
        let statistics = TrackStatistics.of(route)
        #expect(abs(statistics.distance - 2000) < 2, "\(statistics.distance)")
        #expect(!statistics.hasTimes)
    }

    @Test("climb and descent come from the modelled altitude, and only while moving")
    func climbWhileMoving() {
        var noise = Noise(state: 11)
        // Ten minutes parked with altitude wandering by metres, then a 60 m
        // climb over ten minutes of walking.
        let parked = (0..<600).map { point($0, north: 0, altitude: 400 + noise.gaussian(4)) }
        let climb = (600..<1200).map {
            point($0, north: Double($0 - 600) * 1.2, altitude: 400 + Double($0 - 600) / 10 + noise.gaussian(4))
        }
        let statistics = TrackStatistics.of(parked + climb)
        #expect(statistics.elevationGain > 50 && statistics.elevationGain < 66, "\(statistics.elevationGain)")
        #expect(statistics.elevationLoss < 6, "\(statistics.elevationLoss)")
    }

    @Test("a standing receiver that jumps 270 m is not driving at 135 m/s; a logger turning corners is")
    func jumpsAgainstAcceleration() {
        // A minute standing, then the receiver reports from 270 m away and
        // stays there: no fix is faster than 150 m/s from the last accepted.
        let standing = (0..<60).map { point($0, north: 0, altitude: nil) }
        let elsewhere = (60..<120).map { point($0, north: 270, altitude: nil) }
        let jumped = TrackStatistics.of(standing + elsewhere)
        #expect(jumped.distance < 1, "\(jumped.distance)")

        // A car logged every 10 s at 10 m/s, turning a right angle at a city
        // corner between two fixes: nothing a car cannot do.
        let east = (0..<10).map { index -> TrackPoint in
            var point = point(index * 10, north: 0, altitude: nil)
            point.fix.longitude += Double(index) * 100 / 74_300
            return point
        }
        let north = (1..<10).map { index -> TrackPoint in
            var point = point(90 + index * 10, north: Double(index) * 100, altitude: nil)
            point.fix.longitude += 900 / 74_300
            return point
        }
        let drive = TrackStatistics.of(east + north)
        #expect(abs(drive.distance - 1800) < 18, "\(drive.distance)")
    }

    @Test(
        "a clock that goes back an hour, or one fix stamped an hour ahead, costs the way of a step or two, live as saved",
        arguments: [true, false])
    func clockGoesBack(wholeHour: Bool) {
        // A walk north at 1.5 m/s, four minutes of it.
        let walk = (0..<240).map { point($0, north: Double($0) * 1.5, altitude: nil) }
        let stamped = walk.enumerated().map { index, point -> TrackPoint in
            var stamped = point
            let shift: Double = wholeHour ? (index >= 120 ? -3600 : 0) : (index == 120 ? 3600 : 0)
            stamped.fix.time = point.fix.time?.addingTimeInterval(shift)
            return stamped
        }
        let truth = TrackStatistics.of(walk)
        let saved = TrackStatistics.of(stamped)
        #expect(abs(saved.distance - truth.distance) <= 2 * 1.5 + 0.1, "\(saved.distance) of \(truth.distance)")
        #expect(saved.movingTime >= truth.movingTime - 3, "\(saved.movingTime) of \(truth.movingTime)")
        // The figures shown while recording, worked out once a second of
        // fix time, follow on past the jump.
        var meter = TrackMeter()
        var shown = 0.0
        for point in stamped {
            meter.add(point)
            shown = meter.liveStatistics().distance
        }
        #expect(abs(shown - saved.distance) <= 1.5 * 3, "\(shown) of \(saved.distance)")
    }

    @Test("two receivers through one gpsd, the second's reports 0.4 s older when they come: left out, not a clock")
    func lateReports() {
        let first = (0..<240).map { point($0, north: Double($0) * 1.5, altitude: nil) }
        let both = first.flatMap { point -> [TrackPoint] in
            var late = point
            late.fix.time = point.fix.time?.addingTimeInterval(-0.4)
            late.fix.latitude -= 0.6 / 111_200
            late.fix.longitude += 0.5 / 74_300
            return [point, late]
        }
        let alone = TrackStatistics.of(first)
        let statistics = TrackStatistics.of(both)
        #expect(abs(statistics.distance - alone.distance) <= alone.distance / 100, "\(statistics.distance)")
        #expect(abs(statistics.movingTime - alone.movingTime) <= 2, "\(statistics.movingTime)")
    }

    @Test("a track whose points all carry one time is a route: its geodesic sum and its climb, no time")
    func oneTimeForEveryPoint() {
        // An exporter that stamped every point with the track's start.
        let route = (0..<50).map { index in point(0, north: Double(index) * 10, altitude: 500 + Double(index)) }
        let statistics = TrackStatistics.of(route)
        #expect(abs(statistics.distance - 490) < 0.5, "\(statistics.distance)")
        #expect(statistics.movingTime == 0 && statistics.duration == 0)
        #expect(abs(statistics.elevationGain - 49) < 0.5, "\(statistics.elevationGain)")
        // The figures shown while recording count it too.
        var meter = TrackMeter()
        for point in route { meter.add(point) }
        #expect(meter.liveStatistics().distance == statistics.distance)
    }

    @Test("a logger's five fixes a second in whole seconds: the repeats are left out, as its first fixes' track")
    func repeatedTimesWithinASecond() {
        let firsts = (0..<60).map { point($0, north: Double($0) * 2, altitude: nil) }
        let fives = (0..<300).map { tick in point(tick / 5, north: Double(tick) * 0.4, altitude: nil) }
        let once = TrackStatistics.of(firsts)
        let repeated = TrackStatistics.of(fives)
        #expect(repeated.distance == once.distance, "\(repeated.distance) of \(once.distance)")
        #expect(repeated.movingTime == once.movingTime)
        #expect(repeated.elevationGain == once.elevationGain)
    }

    @Test("no distance is counted across segments")
    func segments() {
        let points = [
            point(0, north: 0, altitude: nil), point(1, north: 30, altitude: nil),
            point(100, north: 5000, altitude: nil, segment: 1), point(101, north: 5030, altitude: nil, segment: 1),
        ]
        let statistics = TrackStatistics.of(points)
        #expect(statistics.segments == 2)
        #expect(abs(statistics.distance - 60) < 0.3, "\(statistics.distance)")
    }
}

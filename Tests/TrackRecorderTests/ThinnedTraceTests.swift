import Foundation
import Testing
import TrackModel
import TruthJourneys

@testable import TrackRecorder

@Suite("The trace a map draws: bounded however long the recording, whole where the live map looks")
struct ThinnedTraceTests {
    /// A point `metres` east of 48° N 11° E, in `segment`.
    private func point(east metres: Double, north: Double = 0, segment: Int = 0) -> TracePoint {
        let fix = Fix(
            time: nil, latitude: 48 + north / 111_132, longitude: 11 + metres / (111_320 * cos(48 * Double.pi / 180)),
            mode: .threeD)
        return TracePoint(TrackPoint(segment: segment, fix: fix))
    }

    @Test("within the budget every point is kept, in order")
    func wholeWithinBudget() {
        var trace = ThinnedTrace(budget: 100, exactTail: 10)
        let points = (0..<110).map { point(east: Double($0) * 0.1) }
        for point in points { trace.append(point) }
        #expect(trace.points == points)
        #expect(trace.spacing == 0)
    }

    @Test(
        "a million points of a drive keep at most the budget and the tail; the tail is whole, the rest spaced",
        arguments: [(budget: 50, tail: 5), (budget: 1_000, tail: 600)])
    func boundedOverALongDrive(budget: Int, tail: Int) {
        var trace = ThinnedTrace(budget: budget, exactTail: tail)
        var appended: [TracePoint] = []
        var mostKept = 0
        for index in 0..<1_000_000 {
            // 1.5 m steps along a gentle zigzag, a new segment every 100,000.
            let next = point(
                east: Double(index) * 1.5, north: 40 * sin(Double(index) / 500), segment: index / 100_000)
            trace.append(next)
            if index >= 1_000_000 - tail { appended.append(next) }
            mostKept = max(mostKept, trace.keptCount)
        }
        #expect(mostKept <= budget + tail, "kept \(mostKept) at most")
        let kept = trace.points
        #expect(Array(kept.suffix(tail)) == appended, "the newest points are kept as recorded")
        let older = kept.dropLast(tail)
        let spacing = trace.spacing
        #expect(spacing > 0)
        for (first, second) in zip(older, older.dropFirst()) {
            let metres = GeodesicDistance.metres(
                fromLatitude: first.latitude, longitude: first.longitude, toLatitude: second.latitude,
                longitude: second.longitude)
            #expect(metres >= spacing * 0.99, "older points kept closer than the spacing")
        }
        #expect(older.first?.segment == 0 && kept.last?.segment == 9)
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.segment <= $1.segment }, "in order")
        // 1,500 km in at most `budget` points: the spacing is what that
        // takes, not more than four times it.
        #expect(spacing <= 4 * 1_500_000 / Double(budget), "spacing \(spacing) m")
    }

    @Test("a receiver parked for days keeps a handful of points, not one per fix")
    func parkedCollapses() {
        var trace = ThinnedTrace(budget: 100, exactTail: 10)
        // Seeded: scattered over a 6 m square, a fix now and then lies a
        // corner away from the last one kept, past the spacing's 8 m, and
        // such fixes gather until the next thinning (one seed in about 60
        // ends with 86 of them; never more than the budget).
        var generator = SeededRandom(seed: 1)
        for _ in 0..<200_000 {
            trace.append(
                point(
                    east: Double.random(in: -3...3, using: &generator),
                    north: Double.random(in: -3...3, using: &generator)))
        }
        #expect(trace.keptCount <= 100 + 10)
        #expect(trace.points.count - 10 < 20, "\(trace.points.count) points kept of a parked receiver")
    }
}

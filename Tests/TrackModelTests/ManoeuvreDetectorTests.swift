import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("Manoeuvres told from steady travel")
struct ManoeuvreDetectorTests {
    /// A walk east at 1 m/s for `seconds`, then (if `turning`) a U-turn of
    /// 2 m radius and the way back, seen at 1 Hz through a receiver with
    /// `drift` (over 60 s, as the model takes it) and `jitter`: the time of each fix and the
    /// manoeuvre's probability after it.
    func probabilities(drift: Double, jitter: Double, turning: Bool, seconds: Int = 120) -> [(Double, Double)] {
        let settings = StatisticsSettings()
        var detector = ManoeuvreDetector(
            steady: DriftingAxes(settings: settings, share: settings.steadyAccelerationShare),
            agile: DriftingAxes(settings: settings), startRate: settings.manoeuvreStartRate,
            endRate: settings.manoeuvreEndRate, initialSpeed: 5)
        var receiver = ReceiverNoise(drift: drift, correlation: 60, jitter: jitter, seed: 5)
        let half = Double(seconds)
        let turn = Double.pi * 2
        var result: [(Double, Double)] = []
        for second in 0...(turning ? 2 * seconds + 7 : seconds) {
            let time = Double(second)
            var point: LocalPlane.Point
            if time <= half || !turning {
                point = LocalPlane.Point(east: time, north: 0)
            } else if time <= half + turn {
                let angle = (time - half) / 2
                point = LocalPlane.Point(east: half + 2 * sin(angle), north: 2 - 2 * cos(angle))
            } else {
                point = LocalPlane.Point(east: half - (time - half - turn), north: 4)
            }
            let error = receiver.error(at: time)
            point.east += error.east
            point.north += error.north
            let noise = FixNoise(white: max(jitter, 0.3), drift: max(drift, 0.3))
            result.append((time, detector.add(point, noise: noise, after: second == 0 ? nil : 1).manoeuvre))
        }
        return result
    }

    @Test("a straight walk behind a 3 m drifting receiver is steady: its wander is the receiver's")
    func steadyWalk() {
        let settled = probabilities(drift: 3, jitter: 0.5, turning: false).filter { $0.0 >= 20 }
        let mean = settled.reduce(0) { $0 + $1.1 } / Double(settled.count)
        // 0.13 while manoeuvres were taken to start as often as they end.
        #expect(mean < 0.1, "\(mean)")
    }

    @Test("a U-turn is a manoeuvre, seen within seconds, and the walk after it steady again")
    func uTurn() throws {
        let seen = probabilities(drift: 1, jitter: 0.5, turning: true)
        let turn = seen.filter { $0.0 >= 120 && $0.0 <= 135 }.map(\.1).max() ?? 0
        #expect(turn > 0.8, "\(turn)")
        let after = seen.filter { $0.0 >= 180 }
        let mean = after.reduce(0) { $0 + $1.1 } / Double(after.count)
        #expect(mean < 0.1, "\(mean)")
    }
}

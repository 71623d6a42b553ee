import Foundation
import TrackModel

/// Distance, moving time and maximum speed against a known truth: each
/// journey seen through a drifting receiver at two noise levels, measured by
/// trackd's statistics, by the raw sum of steps, and by a 10 m step rule
/// (what OpenTracks does).
enum TruthBenchmark {
    /// A receiver's error: drift and jitter, metres.
    struct NoiseLevel {
        let name: String
        let drift: Double
        let jitter: Double
    }

    static let noiseLevels = [
        NoiseLevel(name: "2 m drift", drift: 2, jitter: 0.5), NoiseLevel(name: "4 m drift", drift: 4, jitter: 1.5),
    ]

    /// Where the journeys start.
    static let origin = (latitude: 48.15, longitude: 11.59)

    static func run() -> [[String: Any]] {
        var results: [[String: Any]] = []
        for (journeyIndex, journey) in Journey.all.enumerated() {
            for (levelIndex, level) in noiseLevels.enumerated() {
                let seed = UInt64(journeyIndex * 16 + levelIndex + 1)
                results.append(measure(journey, level: level, seed: seed))
            }
        }
        return results
    }

    static func measure(_ journey: Journey, level: NoiseLevel, seed: UInt64) -> [String: Any] {
        var noise = ReceiverNoise(
            drift: level.drift, correlation: journey.correlation, jitter: level.jitter, seed: seed)
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let metresPerDegreeLongitude = 111_320 * cos(origin.latitude * .pi / 180)
        let points = journey.path.sampled(every: journey.interval).map { sample -> TrackPoint in
            let error = noise.error(at: sample.time)
            let fix = Fix(
                time: start.addingTimeInterval(sample.time),
                latitude: origin.latitude + (sample.north + error.north) / 111_132,
                longitude: origin.longitude + (sample.east + error.east) / metresPerDegreeLongitude,
                horizontalError: 2 * (level.drift * level.drift + level.jitter * level.jitter).squareRoot(),
                hdop: 1.2, mode: .twoD)
            return TrackPoint(segment: 0, fix: fix)
        }
        let fixes = points.map(\.fix)
        let raw = zip(fixes, fixes.dropFirst()).reduce(0) { $0 + GeodesicDistance.metres(from: $1.0, to: $1.1) }
        let statistics = TrackStatistics.of(points)
        let truth = journey.path.length
        return [
            "task": "truth",
            "journey": journey.name,
            "noise": level.name,
            "fixes": points.count,
            "true_distance_m": truth,
            "trackd_distance_m": statistics.distance,
            "raw_distance_m": raw,
            "rule10_distance_m": stepRule(fixes, metres: 10),
            "true_moving_s": journey.path.movingTime,
            "trackd_moving_s": statistics.movingTime,
            "true_max_speed_mps": journey.path.maximumSpeed,
            "trackd_max_speed_mps": statistics.maxSpeed ?? 0,
        ]
    }

    /// The length counted in steps of at least `metres` from the last point
    /// counted.
    static func stepRule(_ fixes: [Fix], metres: Double) -> Double {
        guard var anchor = fixes.first else { return 0 }
        var total = 0.0
        for fix in fixes.dropFirst() {
            let step = GeodesicDistance.metres(from: anchor, to: fix)
            if step >= metres {
                total += step
                anchor = fix
            }
        }
        return total
    }
}

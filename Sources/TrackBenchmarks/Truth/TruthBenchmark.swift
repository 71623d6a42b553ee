import Foundation
import TrackModel
import TruthJourneys

/// Distance, moving time and maximum speed against a known truth: each
/// journey seen through a drifting receiver at two noise levels, measured by
/// trackd's statistics, by the raw sum of steps, and by a 10 m step rule
/// (what OpenTracks does).
enum TruthBenchmark {
    /// Journeys seen again with a receiver that reports its own speed: the
    /// model weighs it against the positions, and must not be misled when
    /// it is wrong.
    static let reportedSpeeds: [(journey: Int, speeds: Journey.ReportedSpeed, name: String)] =
        [
            (0, .stuckAtZero, "receiver speed stuck at 0"), (3, .doppler, "Doppler speed"),
            (4, .doppler, "Doppler speed"),
        ] + withDoppler("tight turns") + withDoppler("sparse loggers") + withDoppler("slow walkers")

    /// The journeys of `family` again with a Doppler speed and course: the
    /// tight turns, which it must help, not cut; the sparse loggers, whose
    /// ways it says how each fix leaves and reaches; the slow walkers, whose
    /// pace its 0.1 m/s of scatter is a third to a sixth of, and whose
    /// maximum speed it must not lift.
    static func withDoppler(_ family: String) -> [(journey: Int, speeds: Journey.ReportedSpeed, name: String)] {
        Journey.all.indices.filter { Journey.all[$0].family == family }.map {
            (journey: $0, speeds: Journey.ReportedSpeed.doppler, name: "Doppler speed")
        }
    }

    /// The error-free control's place among a journey's seeds, after any
    /// of its receivers'.
    static let controlSeed = 14

    /// Every journey through each of its receivers and the control, the
    /// receivers' errors drawn from seeds moved by `seedOffset`; only the
    /// runs whose "journey; variant | receiver" contains `matching`, when
    /// given (for looking into one row).
    static func run(seedOffset: UInt64 = 0, matching: String? = nil) -> [[String: Any]] {
        let plain = Journey.all.indices.map { (journey: $0, speeds: Journey.ReportedSpeed.none, name: nil as String?) }
        let variants = plain + reportedSpeeds.map { ($0.journey, $0.speeds, $0.name as String?) }
        var results: [[String: Any]] = []
        for variant in variants {
            let journey = Journey.all[variant.journey]
            // Each receiver of the journey, then the error-free control.
            let levels = Array(journey.receivers.enumerated()) + [(controlSeed, NoiseLevel.perfect)]
            for (levelIndex, level) in levels {
                let name = variant.name.map { "\(journey.name); \($0)" } ?? journey.name
                if let matching, !"\(name) | \(level.name)".contains(matching) { continue }
                let seed = UInt64(variant.journey * 16 + levelIndex + 1) + seedOffset
                var result = measure(journey, level: level, seed: seed, speeds: variant.speeds, named: name)
                result["seed_offset"] = seedOffset
                results.append(result)
            }
        }
        return results
    }

    /// One row: `journey` seen through `level` (its errors drawn from
    /// `seed`), recorded as `name` ("journey; variant").
    static func measure(
        _ journey: Journey, level: NoiseLevel, seed: UInt64, speeds: Journey.ReportedSpeed = .none,
        named name: String
    ) -> [String: Any] {
        let points = journey.points(through: level, seed: seed, speeds: speeds)
        let fixes = points.map(\.fix)
        let raw = zip(fixes, fixes.dropFirst()).reduce(0) { $0 + GeodesicDistance.metres(from: $1.0, to: $1.1) }
        let statistics = TrackStatistics.of(points)
        let truth = journey.coveredLength
        return [
            "task": "truth",
            "journey": name,
            "family": journey.family,
            "noise": level.name,
            "perfect": level.drift == 0 && level.jitter == 0,
            "timed": !journey.timeless,
            "fixes": points.count,
            "true_distance_m": truth,
            "chord_distance_m": journey.chordLength,
            "trackd_distance_m": statistics.distance,
            "raw_distance_m": raw,
            "rule10_distance_m": stepRule(fixes, metres: 10),
            "true_moving_s": journey.timeless ? 0 : journey.coveredMovingTime,
            "trackd_moving_s": statistics.movingTime,
            "true_max_speed_mps": journey.timeless ? 0 : journey.path.maximumSpeed,
            "trackd_max_speed_mps": statistics.maxSpeed ?? 0,
            "has_altitude": journey.profile != nil,
            "true_climb_m": journey.trueClimb.gain,
            "trackd_climb_m": statistics.elevationGain,
            "raw_climb_m": zip(fixes, fixes.dropFirst()).reduce(0) {
                $0 + max(0, ($1.1.altitudeMSL ?? 0) - ($1.0.altitudeMSL ?? 0))
            },
            "hysteresis5_climb_m": hysteresisClimb(fixes, metres: 5),
        ]
    }

    /// Climb counted once the altitude is `metres` from the last level
    /// counted (what trackd did until the climb model).
    static func hysteresisClimb(_ fixes: [Fix], metres: Double) -> Double {
        var level: Double?
        var gain = 0.0
        for altitude in fixes.compactMap(\.altitudeMSL) {
            guard let last = level else {
                level = altitude
                continue
            }
            if abs(altitude - last) > metres {
                gain += max(0, altitude - last)
                level = altitude
            }
        }
        return gain
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

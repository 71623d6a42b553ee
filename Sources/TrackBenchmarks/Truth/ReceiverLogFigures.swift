import Foundation
import TrackModel

/// A real receiver log's figures: the TPV reports a real gpsd gave for it
/// (one JSON object a line, as `scripts/bench-real-logs.py` collects them),
/// kept as trackd keeps fixes (2D or 3D, a report that repeats the time of
/// the one before dropped), measured by the raw geodesic sum of steps and by
/// trackd's statistics.
enum ReceiverLogFigures {
    static func run(log name: String, reports path: String) throws -> [String: Any] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let times = ISO8601DateFormatter()
        times.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plainTimes = ISO8601DateFormatter()
        var fixes: [Fix] = []
        for line in text.split(separator: "\n") {
            guard let report = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                report["class"] as? String == "TPV", let mode = report["mode"] as? Int, mode >= 2,
                let latitude = report["lat"] as? Double, let longitude = report["lon"] as? Double
            else { continue }
            let time = (report["time"] as? String).flatMap { times.date(from: $0) ?? plainTimes.date(from: $0) }
            var fix = Fix(
                time: time, latitude: latitude, longitude: longitude,
                altitudeMSL: report["altMSL"] as? Double ?? report["alt"] as? Double,
                altitudeHAE: report["altHAE"] as? Double, speed: report["speed"] as? Double,
                course: report["track"] as? Double, climb: report["climb"] as? Double,
                horizontalError: report["eph"] as? Double, verticalError: report["epv"] as? Double,
                mode: FixMode(rawValue: mode) ?? .unknown)
            if mode == 2 { fix.altitudeMSL = nil }
            if let last = fixes.last, last.time != nil, last.time == fix.time { continue }
            fixes.append(fix)
        }
        let raw = zip(fixes, fixes.dropFirst()).reduce(0) { $0 + GeodesicDistance.metres(from: $1.0, to: $1.1) }
        let statistics = TrackStatistics.of(fixes.map { TrackPoint(segment: 0, fix: $0) })
        let errors = fixes.compactMap(\.horizontalError).sorted()
        return [
            "task": "real-log",
            "log": name,
            "fixes": fixes.count,
            "median_eph_m": errors.isEmpty ? 0 : errors[errors.count / 2],
            "raw_distance_m": raw,
            "trackd_distance_m": statistics.distance,
            "duration_s": statistics.duration,
            "trackd_moving_s": statistics.movingTime,
            "receiver_max_speed_mps": fixes.compactMap(\.speed).max() ?? 0,
            "trackd_max_speed_mps": statistics.maxSpeed ?? 0,
        ]
    }
}

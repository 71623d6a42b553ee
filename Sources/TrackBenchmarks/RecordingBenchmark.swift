import Foundation
import TrackModel
import TrackRecorder
import TrackStorage
import TrackViewModels

/// A million fixes through the recorder and the Map view model into SQLite:
/// the cost of a fix at the start of the recording and at its end.
enum RecordingBenchmark {
    static func run(fixes count: Int, durability: Durability) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = try SQLiteDataStorageManager(
            path: folder.appendingPathComponent("tracks.db").path, durability: durability)
        let feed = DirectFeed()
        let map = MapViewModel(recorder: try Recorder(locationService: feed, storage: storage))
        try map.startTrack()
        let window = min(100_000, count / 10)
        var firstSeconds = 0.0
        var lastSeconds = 0.0
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let total = Measurement.time { () -> Void in
            var index = 0
            while index < count {
                let slice = Measurement.time { () -> Void in
                    for offset in 0..<window {
                        _ = feed.send(fix(index + offset, start: start))
                    }
                }
                if index == 0 { firstSeconds = slice.seconds }
                if index + window >= count { lastSeconds = slice.seconds }
                index += window
            }
        }
        let recorded = map.snapshot.value.state.statistics.points
        storage.close()
        return [
            "task": "recording",
            "durability": durability.rawValue,
            "fixes": Double(recorded),
            "seconds": total.seconds,
            "window": Double(window),
            "first_us_per_fix": firstSeconds / Double(window) * 1e6,
            "last_us_per_fix": lastSeconds / Double(window) * 1e6,
            "last_to_first": lastSeconds / firstSeconds,
            "max_rss_mb": Measurement.maxResidentMegabytes(),
        ]
    }

    /// The `index`th fix of a drive at 15 m/s, bending gently, `rate`
    /// fixes a second.
    static func fix(_ index: Int, start: Date, rate: Double = 1) -> Fix {
        let t = Double(index) / rate
        let heading = t / 3000
        return Fix(
            time: start.addingTimeInterval(t), latitude: 48 + 0.000135 * t.remainder(dividingBy: 20_000) * cos(heading),
            longitude: 11 + 0.0002 * sin(heading) * t / 100, altitudeMSL: 500 + 20 * sin(t / 500), speed: 15,
            course: 45, horizontalError: 4, mode: .threeD)
    }
}

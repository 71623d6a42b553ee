import Foundation
import TrackModel
import TrackRecorder
import TrackStorage
import TrackViewModels

/// A recording that never ends: fixes at 10 Hz through the recorder and the
/// Map view model into SQLite, with the process's private memory read as it
/// grows. The recording is left unsaved in `database` as a power cut would
/// leave it (recording, the journal not folded into the tables),
/// for the restart benchmark to resume.
enum EndlessRecordingBenchmark {
    /// How many fixes the first reading of memory comes after: the baseline
    /// every later reading is compared with.
    static let baselineFixes = 10_000

    static func run(fixes count: Int, database: String) throws -> [String: Any] {
        let storage = try SQLiteDataStorageManager(path: database, durability: .normal)
        let feed = DirectFeed()
        let recorder = try Recorder(locationService: feed, storage: storage)
        let map = MapViewModel(recorder: recorder)
        try map.startTrack()
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let readings = Set([baselineFixes] + (1...10).map { count / 10 * $0 })
        var privateMemory: [[Double]] = []
        let total = Measurement.time {
            for index in 0..<count {
                _ = feed.send(RecordingBenchmark.fix(index, start: start, rate: 10))
                if readings.contains(index + 1) {
                    privateMemory.append([Double(index + 1), Measurement.statusMegabytes("RssAnon")])
                }
            }
        }
        // Stopping settles the figures shown to the exact ones a resume
        // works out; starting again adds nothing but an empty segment.
        try map.stopCommand.execute()
        let figures = map.snapshot.value.state.statistics
        let held = recorder.heldInMemory
        try map.startCommand.execute()
        let baseline = privateMemory.first { $0[0] == Double(baselineFixes) }?[1] ?? 0
        return [
            "task": "endless",
            "fixes": Double(figures.points),
            "seconds": total.seconds,
            "private_mb_by_fixes": privateMemory,
            "private_growth_mb": (privateMemory.map { $0[1] }.max() ?? 0) - baseline,
            "distance_m": figures.distance,
            "moving_s": figures.movingTime,
            "max_speed_mps": figures.maxSpeed ?? 0,
            "held_trace_points": Double(held.tracePoints),
            "held_model_values": Double(held.modelValues),
            "max_rss_mb": Measurement.maxResidentMegabytes(),
        ]
    }
}

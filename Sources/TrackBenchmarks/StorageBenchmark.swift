import Foundation
import TrackExport
import TrackLocation
import TrackModel
import TrackStorage
import TrackViewModels

/// The Tracks screen's heavy work against a real SQLite file: importing a
/// large GPX file, exporting it again, and listing many saved tracks.
enum StorageBenchmark {
    static let rounds = 3
    /// How many saved tracks `tracks` lists.
    static let listedTracks = 100_000

    static func run(gpx path: String) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = try SQLiteDataStorageManager(path: folder.appendingPathComponent("tracks.db").path)
        let tracks = TracksViewModel(storage: storage, files: TrackFileReader())

        // Three rounds each: on a shared machine one run can be a third
        // slower than the next; the median is the figure, the best the floor.
        let imports = try (0..<rounds).map { _ in
            try Measurement.time {
                try tracks.importTrack(path: path, name: nil, description: nil, fallbackName: "bench.gpx")
            }
        }
        let imported = imports[0].result.summary
        let points = Double(imported.statistics.points)
        let importRSS = Measurement.maxResidentMegabytes()
        // Written chunk by chunk to a sink that only counts, as to a socket.
        let exports = try (0..<rounds).map { _ in
            try Measurement.time { () -> Int in
                var bytes = 0
                try TrackExport.gpx(tracks.content(imported.id)).write { bytes += $0.count }
                return bytes
            }
        }
        let exportRSS = Measurement.maxResidentMegabytes()
        let importSeconds = imports.map(\.seconds).sorted()
        let exportSeconds = exports.map(\.seconds).sorted()

        // 100,000 saved tracks of 10 points each (stored as an import
        // stores them, without a file to read), then list them.
        let small = (0..<10).map {
            TrackPoint(
                segment: 0,
                fix: Fix(
                    time: Date(timeIntervalSince1970: 1_780_000_000 + Double($0)), latitude: 48 + Double($0) / 10,
                    longitude: 11.5))
        }
        let smallStatistics = TrackStatistics.of(small)
        for index in 0..<(listedTracks - rounds) {
            _ = try storage.importTrack(description: nil) { sink in
                for point in small { try sink.add(point) }
                return ("Track \(index)", smallStatistics)
            }
        }
        _ = try tracks.tracks()  // warm the page cache, as a running daemon has it
        let listed = try Measurement.time { try tracks.tracks() }
        storage.close()
        return [
            "task": "storage",
            "import_points": points,
            "import_seconds": importSeconds[rounds / 2],
            "import_points_per_s": points / importSeconds[rounds / 2],
            "import_best_points_per_s": points / importSeconds[0],
            "export_bytes": Double(exports[0].result),
            "export_seconds": exportSeconds[rounds / 2],
            "export_points_per_s": points / exportSeconds[rounds / 2],
            "export_best_points_per_s": points / exportSeconds[0],
            "tracks_listed": Double(listed.result.count),
            "tracks_ms": listed.seconds * 1000,
            "import_max_rss_mb": importRSS,
            "export_max_rss_mb": exportRSS,
            "max_rss_mb": Measurement.maxResidentMegabytes(),
        ]
    }
}

import Foundation
import TrackExport
import TrackLocation
import TrackStorage
import TrackViewModels

/// The Tracks screen's heavy work against a real SQLite file: importing a
/// large GPX file, exporting it again, and listing many saved tracks.
enum StorageBenchmark {
    static let rounds = 3

    static func run(gpx path: String) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = try SQLiteDataStorageManager(path: folder.appendingPathComponent("tracks.db").path)
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())

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

        // 10,000 saved tracks of 10 points each, then list them.
        let smallFile = folder.appendingPathComponent("small.gpx").path
        let small = (0..<10).map {
            "<trkpt lat=\"48.\($0)\" lon=\"11.5\"><time>2026-01-01T00:00:0\($0)Z</time></trkpt>"
        }
        try Data(("<gpx><trk><trkseg>" + small.joined() + "</trkseg></trk></gpx>").utf8)
            .write(to: URL(fileURLWithPath: smallFile))
        for index in 0..<(10_000 - rounds) {
            _ = try tracks.importTrack(path: smallFile, name: "Track \(index)", description: nil, fallbackName: "s")
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

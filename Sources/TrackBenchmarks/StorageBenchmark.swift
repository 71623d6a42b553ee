import Foundation
import TrackService

/// The Tracks screen's heavy work against a real SQLite file: importing a
/// large GPX file, exporting it again, and listing many saved tracks.
enum StorageBenchmark {
    static func run(gpx path: String) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = try SQLiteDataStorageManager(path: folder.appendingPathComponent("tracks.db").path)
        let tracks = TracksViewModel(storage: storage)

        let imported = try Measurement.time {
            try tracks.importTrack(path: path, name: nil, description: nil, fallbackName: "bench.gpx")
        }
        let points = Double(imported.result.statistics.points)
        let importRSS = Measurement.maxResidentMegabytes()
        // Written chunk by chunk to a sink that only counts, as to a socket.
        let exported = try Measurement.time { () -> Int in
            var bytes = 0
            try tracks.export(imported.result.id, format: .gpx).write { bytes += $0.count }
            return bytes
        }
        let exportRSS = Measurement.maxResidentMegabytes()

        // 10,000 saved tracks of 10 points each, then list them.
        let smallFile = folder.appendingPathComponent("small.gpx").path
        let small = (0..<10).map {
            "<trkpt lat=\"48.\($0)\" lon=\"11.5\"><time>2026-01-01T00:00:0\($0)Z</time></trkpt>"
        }
        try Data(("<gpx><trk><trkseg>" + small.joined() + "</trkseg></trk></gpx>").utf8)
            .write(to: URL(fileURLWithPath: smallFile))
        for index in 0..<9_999 {
            _ = try tracks.importTrack(path: smallFile, name: "Track \(index)", description: nil, fallbackName: "s")
        }
        _ = try tracks.tracks()  // warm the page cache, as a running daemon has it
        let listed = try Measurement.time { try tracks.tracks() }
        storage.close()
        return [
            "task": "storage",
            "import_points": points,
            "import_seconds": imported.seconds,
            "import_points_per_s": points / imported.seconds,
            "export_bytes": Double(exported.result),
            "export_seconds": exported.seconds,
            "export_points_per_s": points / exported.seconds,
            "tracks_listed": Double(listed.result.count),
            "tracks_ms": listed.seconds * 1000,
            "import_max_rss_mb": importRSS,
            "export_max_rss_mb": exportRSS,
            "max_rss_mb": Measurement.maxResidentMegabytes(),
        ]
    }
}

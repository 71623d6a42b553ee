import Foundation

@testable import TrackService

/// Paths and sample data shared by the tests.
enum Fixtures {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `../shared/fixtures` beside the package.
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")

    /// The bundled demo ride.
    static let demoRide = packageRoot.appendingPathComponent("demo/ride.gpx").path

    /// A fix `metres` north of (48.15, 11.59) at `second` seconds past a base time.
    static func fix(second: Int, northMetres: Double = 0, speed: Double? = nil) -> Fix {
        Fix(
            time: Date(timeIntervalSince1970: 1_780_000_000 + Double(second)),
            latitude: 48.15 + northMetres / 111_200, longitude: 11.59, altitudeMSL: 520, speed: speed)
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a temporary file and returns its path.
    static func file(_ text: String, named name: String = "track.gpx") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Every item of the GPX file at `path`, read with trackd's reader.
    static func gpxItems(_ path: String) throws -> [GPXItem] {
        let reader = try GPXReader(path: path)
        var items: [GPXItem] = []
        while let item = try reader.next() { items.append(item) }
        return items
    }

    /// The track (or route) points of the GPX file at `path`.
    static func gpxPoints(_ path: String) throws -> [TrackPoint] {
        try gpxItems(path).compactMap {
            if case .point(let point) = $0 { return point }
            return nil
        }
    }
}

import Foundation
import TrackLocation
import TrackModel

/// Paths and sample data shared by the tests.
public enum Fixtures {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`: the receiver logs and reference tables the tests
    /// need, with their origin and licence.
    public static let bundled = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The GPX 1.1 schema in `../shared/fixtures` beside the package, when it
    /// is there: it is not the project's to copy, so a check that needs it
    /// is skipped without it.
    public static let gpxSchema: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/schema/gpx-1.1.xsd")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// The bundled demo ride.
    public static let demoRide = packageRoot.appendingPathComponent("demo/ride.gpx").path

    /// A fix `metres` north of (48.15, 11.59) at `second` seconds past a base time.
    public static func fix(second: Int, northMetres: Double = 0, speed: Double? = nil) -> Fix {
        Fix(
            time: Date(timeIntervalSince1970: 1_780_000_000 + Double(second)),
            latitude: 48.15 + northMetres / 111_200, longitude: 11.59, altitudeMSL: 520, speed: speed)
    }

    /// A fresh temporary folder.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a temporary file and returns its path.
    public static func file(_ text: String, named name: String = "track.gpx") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Every item of the GPX file at `path`, read with trackd's reader.
    public static func gpxItems(_ path: String) throws -> [TrackFileItem] {
        let reader = try GPXReader(path: path)
        var items: [TrackFileItem] = []
        while let item = try reader.next() { items.append(item) }
        return items
    }

    /// The track (or route) points of the GPX file at `path`.
    public static func gpxPoints(_ path: String) throws -> [TrackPoint] {
        try gpxItems(path).compactMap {
            if case .point(let point) = $0 { return point }
            return nil
        }
    }
}

import Foundation

/// Where the built `trackd` and `trackctl` are: `TRACKD_BIN_DIR`, else the
/// folder of the test bundle (SwiftPM puts the executables beside it).
enum Binaries {
    static let directory: URL = {
        if let override = ProcessInfo.processInfo.environment["TRACKD_BIN_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return Bundle.main.bundleURL
    }()

    static let trackd = directory.appendingPathComponent("trackd")
    static let trackweb = directory.appendingPathComponent("trackweb")

    /// trackctl as `make install` installs it: a link named trackctl to
    /// trackd, which is trackctl when run by that name (with
    /// `TRACKD_BIN_DIR`, that folder's trackctl).
    static let trackctl: URL = {
        if ProcessInfo.processInfo.environment["TRACKD_BIN_DIR"].map({ !$0.isEmpty }) == true {
            return directory.appendingPathComponent("trackctl")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trackd-bin-\(ProcessInfo.processInfo.processIdentifier)")
        let link = folder.appendingPathComponent("trackctl")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: link)
        try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: trackd)
        return link
    }()

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The receiver log `name`: from `Tests/Fixtures/nmea`, else from
    /// `../shared/fixtures/nmea` beside the package; `nil` in neither.
    static func receiverLog(_ name: String) -> URL? {
        let bundled = packageRoot.appendingPathComponent("Tests/Fixtures/nmea/\(name)")
        let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/nmea/\(name)")
        return [bundled, shared].first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The bundled demo ride.
    static let demoRide = packageRoot.appendingPathComponent("demo/ride.gpx")
}

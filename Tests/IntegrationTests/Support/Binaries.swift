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
    static let trackctl = directory.appendingPathComponent("trackctl")

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `../shared/fixtures` beside the package.
    static let sharedFixtures = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")

    /// The bundled demo ride.
    static let demoRide = packageRoot.appendingPathComponent("demo/ride.gpx")
}

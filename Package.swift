// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "trackd",
    products: [
        .executable(name: "trackd", targets: ["trackd"]),
        .executable(name: "trackctl", targets: ["trackctl"]),
        .executable(name: "trackd-bench", targets: ["TrackBenchmarks"]),
        .library(name: "TinyMVVM", targets: ["TinyMVVM"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // C libraries from Debian, imported through pkg-config.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CGPS", pkgConfig: "libgps", providers: [.apt(["libgps-dev"])]),
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),

        // pthread_setname_np, which Swift's Glibc module leaves out.
        .target(name: "CThreadName"),

        // The binding framework: no Foundation, no I/O.
        .target(name: "TinyMVVM"),

        // The wire format shared by the daemon and the client.
        .target(name: "TrackControl"),

        // The daemon: services, view models, screens, storage, control server.
        .target(
            name: "TrackService",
            dependencies: [
                "TinyMVVM", "TrackControl", "CSQLite", "CLibXML2", "CGPS", "CSystemd", "CThreadName",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "trackd", dependencies: ["TrackService"]),

        // The client.
        .target(
            name: "TrackCLI",
            dependencies: [
                "TrackControl",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "trackctl", dependencies: ["TrackCLI"]),

        // `make bench`: measurements in a release build.
        .executableTarget(
            name: "TrackBenchmarks", dependencies: ["TrackService", "TrackControl", "TinyMVVM", "CLibXML2"]),

        // Helpers shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TinyMVVMTests", dependencies: ["TinyMVVM", "TestSupport"]),
        .testTarget(
            name: "TrackServiceTests",
            dependencies: ["TrackService", "TinyMVVM", "TrackControl", "TrackCLI", "TestSupport"],
            // Read from the source tree by path (#filePath), not bundled.
            exclude: ["Screens/Snapshots"]
        ),
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["trackd", "trackctl", "TrackControl", "TestSupport"],
            // The recorded wire transcript, read by path.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

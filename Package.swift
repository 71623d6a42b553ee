// swift-tools-version:6.1
import PackageDescription

// The architecture as targets, lowest layer first: each depends only on
// layers below it, so the compiler keeps the rules of docs/ARCHITECTURE.md.
//
//   trackd   -> TrackService (daemon: composition root, screens, router, control server, systemd)
//                 -> TrackViewModels -> TrackRecorder -> TrackModel -> TinyMVVM -> SyncPrimitives
//                 -> TrackStorage (SQLite), TrackLocation (gpsd, GPX), TrackExport,
//                    TrackForwarding (MQTT, Traccar) -> TrackModel
//                 -> ControlSocket -> TrackControl (wire format)
//            -> TrackCLI (trackctl, when trackd is run by that name: make install links it)
//   trackctl -> TrackCLI -> TrackClient -> ControlSocket -> TrackControl
//   trackweb -> TrackWeb (the web page: Hummingbird) -> TrackClient
let package = Package(
    name: "trackd",
    products: [
        .executable(name: "trackd", targets: ["trackd"]),
        .executable(name: "trackctl", targets: ["trackctl"]),
        .executable(name: "trackweb", targets: ["trackweb"]),
        .executable(name: "trackd-bench", targets: ["TrackBenchmarks"]),
        .library(name: "TinyMVVM", targets: ["TinyMVVM"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // trackweb's HTTP server; without its optional traits (swift-configuration, full Foundation).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Its header types, which trackweb names.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // C libraries from Debian, imported through pkg-config.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CGPS", pkgConfig: "libgps", providers: [.apt(["libgps-dev"])]),
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        // glibc's malloc.h (malloc_trim), part of libc.
        .systemLibrary(name: "CMalloc"),
        // libmosquitto and libcurl (their headers from libmosquitto-dev and
        // libcurl4-openssl-dev), loaded with dlopen only when forwarding is
        // configured: linked, every trackd and trackctl would load them.
        .target(name: "CForwardingLibraries"),
        // pthread_setname_np, which Swift's Glibc module leaves out.
        .target(name: "CThreadName"),
        // open(2) with O_TMPFILE, which Swift's Glibc module leaves out too.
        .target(name: "CUnnamedFile"),

        // Synchronisation primitives used by every layer: one checked lock, a
        // locked value, a condition on the monotonic clock, one FIFO, threads.
        .target(name: "SyncPrimitives", dependencies: ["CThreadName"]),

        // The binding framework: Property, Command, Routing. No Foundation, no I/O.
        .target(name: "TinyMVVM", dependencies: ["SyncPrimitives"]),

        // The wire format shared by the daemon and the client: Codable
        // messages and their framing, nothing else (no Glibc).
        .target(name: "TrackControl"),
        // The control socket: Unix sockets, peer credentials, buffered channels.
        .target(name: "ControlSocket", dependencies: ["TrackControl"]),

        // The `key = value` configuration files of trackd and trackweb.
        .target(name: "SettingsFile"),

        // The model: fixes, points, notes, statistics, geodesy, journeys, and
        // the protocols of the services that reach the outside world.
        .target(name: "TrackModel", dependencies: ["TinyMVVM", "SyncPrimitives"]),
        // Storage on SQLite.
        .target(
            name: "TrackStorage", dependencies: ["TrackModel", "SyncPrimitives", "CSQLite"]),
        // Location sources: gpsd through libgps, GPX files through libxml2.
        .target(
            name: "TrackLocation",
            dependencies: [
                "TrackModel", "TinyMVVM", "SyncPrimitives", "SettingsFile", "CGPS", "CLibXML2",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // Writers of a track as a file: GPX, GeoJSON, CSV.
        .target(name: "TrackExport", dependencies: ["TrackModel"]),
        // Forwarding to the user's servers: the outbox's forwarders, MQTT
        // (OwnTracks) through libmosquitto, Traccar (OsmAnd) through libcurl.
        .target(
            name: "TrackForwarding",
            dependencies: [
                "TrackModel", "TinyMVVM", "SyncPrimitives", "CForwardingLibraries",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The recording engine: one lock, storage, source, segments, journeys.
        .target(
            name: "TrackRecorder", dependencies: ["TrackModel", "TinyMVVM", "SyncPrimitives"]),
        // The screens' view models.
        .target(
            name: "TrackViewModels", dependencies: ["TrackRecorder", "TrackModel", "TinyMVVM", "SyncPrimitives"]),
        // The daemon: composition root, screens, router, control server, systemd.
        .target(
            name: "TrackService",
            dependencies: [
                "TrackViewModels", "TrackRecorder", "TrackStorage", "TrackLocation", "TrackExport", "TrackForwarding",
                "TrackModel", "TinyMVVM", "TrackControl", "ControlSocket", "SyncPrimitives", "SettingsFile", "CSystemd",
                "CMalloc", "CUnnamedFile",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // trackd, and trackctl when run by that name (make install links it).
        .executableTarget(name: "trackd", dependencies: ["TrackService", "TrackCLI"]),

        // A client's connection to trackd: trackctl's and trackweb's.
        .target(name: "TrackClient", dependencies: ["TrackControl", "ControlSocket"]),
        // The client.
        .target(
            name: "TrackCLI",
            dependencies: [
                "TrackClient", "TrackControl", "ControlSocket",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "trackctl", dependencies: ["TrackCLI"]),

        // The web view: a client of the control socket, like trackctl.
        .target(
            name: "TrackWeb",
            dependencies: [
                "TrackClient", "TrackControl", "SyncPrimitives", "SettingsFile",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The page, built into the binary.
            resources: [
                .embedInCode("Page/index.html"), .embedInCode("Page/login.html"), .embedInCode("Page/app.js"),
                .embedInCode("Page/login.js"), .embedInCode("Page/style.css"),
            ]),
        .executableTarget(name: "trackweb", dependencies: ["TrackWeb"]),

        // `make bench`: measurements in a release build.
        .executableTarget(
            name: "TrackBenchmarks",
            dependencies: [
                "TrackViewModels", "TrackRecorder", "TrackStorage", "TrackLocation", "TrackExport", "TrackModel",
                "TrackControl", "ControlSocket", "TinyMVVM", "CLibXML2", "TruthJourneys",
            ]),
        // Journeys of known path seen through a drifting receiver: the truth
        // the statistics are measured against, by the benchmark and by tests.
        .target(name: "TruthJourneys", dependencies: ["TrackModel"]),

        // Helpers shared by the test targets: fixtures, stub services. A
        // library beside the test targets it serves, so its path is given.
        .target(
            name: "TestSupport",
            dependencies: ["TrackModel", "TrackLocation", "TinyMVVM", "SyncPrimitives", "TruthJourneys"],
            path: "Tests/TestSupport"),
        .testTarget(name: "SyncPrimitivesTests", dependencies: ["SyncPrimitives", "TestSupport"]),
        .testTarget(name: "TinyMVVMTests", dependencies: ["TinyMVVM", "SyncPrimitives", "TestSupport"]),
        .testTarget(name: "TrackControlTests", dependencies: ["TrackControl"]),
        .testTarget(name: "ControlSocketTests", dependencies: ["ControlSocket", "TrackControl"]),
        .testTarget(name: "TrackModelTests", dependencies: ["TrackModel", "TruthJourneys", "TestSupport"]),
        .testTarget(
            name: "TrackStorageTests",
            dependencies: ["TrackStorage", "TrackModel", "SyncPrimitives", "TestSupport", "TruthJourneys"],
            // The fuzz corpus, read by path.
            exclude: ["Corpus"]),
        .testTarget(
            name: "TrackLocationTests", dependencies: ["TrackLocation", "TrackModel", "TestSupport"],
            exclude: ["Corpus"]),
        .testTarget(name: "TrackExportTests", dependencies: ["TrackExport", "TrackModel", "TestSupport"]),
        .testTarget(
            name: "TrackForwardingTests",
            dependencies: [
                "TrackForwarding", "TrackStorage", "TrackModel", "SyncPrimitives", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "TrackRecorderTests",
            dependencies: ["TrackRecorder", "TrackModel", "TinyMVVM", "SyncPrimitives", "TestSupport", "TruthJourneys"]),
        .testTarget(
            name: "TrackViewModelsTests",
            dependencies: [
                "TrackViewModels", "TrackRecorder", "TrackModel", "TrackLocation", "TinyMVVM", "SyncPrimitives",
                "TestSupport",
            ]),
        .testTarget(
            name: "TrackServiceTests",
            dependencies: [
                "TrackService", "TrackViewModels", "TrackRecorder", "TrackLocation", "TrackModel", "TinyMVVM",
                "TrackControl", "ControlSocket", "TrackCLI", "SyncPrimitives", "TestSupport", "TrackStorage",
                "TrackForwarding", "SettingsFile",
            ],
            // Read from the source tree by path (#filePath), not bundled.
            exclude: ["Screens/Snapshots"]
        ),
        .testTarget(name: "TrackWebTests", dependencies: ["TrackWeb", "SettingsFile", "SyncPrimitives"]),
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["trackd", "trackctl", "trackweb", "TrackControl", "ControlSocket", "TestSupport"],
            // The recorded wire transcript, read by path.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

import ArgumentParser
import FoundationEssentials
import Logging
import SettingsFile
import TrackControl
import TrackLocation

/// `trackd`: the command line of the daemon.
public struct TrackdCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trackd",
        abstract: "Record GPS tracks from gpsd (or a GPX replay) into SQLite, driven by trackctl.",
        discussion: """
            Settings come from /etc/trackd/trackd.conf (or --config; the installed file describes \
            every key), then the environment (TRACKD_DB, TRACKD_SOCKET), then these options. Under \
            systemd, trackd reports readiness and status (Type=notify) and uses the socket of \
            trackd.socket. SIGTERM, SIGINT or SIGHUP: trackd finishes the fix in hand, closes the \
            database and exits 0.

            Examples:
              trackd                                      # gpsd on 127.0.0.1:2947
              trackd --gpsd 192.168.1.20                  # gpsd on another host
              trackd --source replay --replay ride.gpx --replay-speed 10
            """,
        version: TrackdVersion.current)

    @Option(help: "Where fixes come from: gpsd or replay.")
    var source: DaemonSettings.Source?

    @Option(help: ArgumentHelp("gpsd's address (default 127.0.0.1:2947).", valueName: "host[:port]"))
    var gpsd: String?

    @Option(help: ArgumentHelp("GPX file to play with --source replay.", valueName: "file.gpx"))
    var replay: String?

    @Option(
        help: ArgumentHelp(
            "Replay speed: a factor of real time from 0.01 to 10000, or max. Points without a time come 1 s apart at 1.",
            valueName: "factor|max"))
    var replaySpeed: String?

    @Option(help: ArgumentHelp("SQLite database (TRACKD_DB).", valueName: "path"))
    var db: String?

    @Option(help: ArgumentHelp("Control socket (TRACKD_SOCKET).", valueName: "path"))
    var socket: String?

    @Option(help: ArgumentHelp("Configuration file (default /etc/trackd/trackd.conf).", valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Least important messages logged: trace, debug, info, notice, warning or error.", valueName: "level"))
    var logLevel: String?

    public init() {}

    static let defaultConfigurationPath = "/etc/trackd/trackd.conf"

    public func run() throws {
        TrackDaemon.blockTerminationSignals()
        let environment = ProcessInfo.processInfo.environment
        var settings = DaemonSettings(environment: environment)
        var unknownKeys: [String] = []
        let configurationPath = config ?? Self.defaultConfigurationPath
        if config != nil || FileManager.default.fileExists(atPath: configurationPath) {
            let file = try ConfigurationFile.load(path: configurationPath)
            unknownKeys = try settings.apply(file)
            // The environment outranks the file for the two paths it names.
            if let path = environment["TRACKD_DB"], !path.isEmpty { settings.databasePath = path }
            if let path = environment["TRACKD_SOCKET"], !path.isEmpty { settings.socketPath = path }
        }
        try applyOptions(to: &settings)

        let level = settings.logLevel
        LoggingSystem.bootstrap { JournalLogHandler(label: $0, level: level) }
        let logger = Logger(label: "trackd")
        for key in unknownKeys {
            logger.warning("\(configurationPath): unknown setting '\(key)' ignored")
        }
        do {
            try TrackDaemon(settings: settings, logger: logger).run()
        } catch {
            logger.critical("cannot start: \(error)")
            throw ExitCode(1)
        }
    }

    private func applyOptions(to settings: inout DaemonSettings) throws {
        if let source { settings.source = source }
        if let gpsd {
            guard let address = GpsdAddress(gpsd) else {
                throw ValidationError("--gpsd expects HOST[:PORT], got '\(gpsd)'")
            }
            settings.gpsd = address
        }
        if let replay {
            settings.replayFile = replay
            if source == nil { settings.source = .replay }
        }
        if let replaySpeed {
            guard let speed = ReplaySpeed(replaySpeed) else {
                throw ValidationError("--replay-speed expects \(ReplaySpeed.expected), got '\(replaySpeed)'")
            }
            settings.replaySpeed = speed
        }
        if let db { settings.databasePath = db }
        if let socket { settings.socketPath = socket }
        if let logLevel {
            guard let level = Logger.Level(rawValue: logLevel) else {
                throw ValidationError("--log-level expects trace, debug, info, notice, warning or error")
            }
            settings.logLevel = level
        }
        if settings.source == .replay && settings.replayFile == nil {
            throw ValidationError("--source replay needs --replay FILE.gpx")
        }
    }
}

extension DaemonSettings.Source: ExpressibleByArgument {}

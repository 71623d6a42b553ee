import ArgumentParser
import FoundationEssentials
import Hummingbird
import Logging
import SettingsFile
import TrackControl

/// `trackweb`: the web page for a phone or a desktop beside the receiver,
/// served as a client of trackd's control socket, like trackctl.
public struct TrackwebCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trackweb",
        abstract: "Serve trackd's live map, figures, actions and saved tracks to a web browser.",
        discussion: """
            trackweb talks to trackd over its control socket, as trackctl does, and needs the same \
            access to it (root, trackd's user, or the socket's group). Settings come from \
            /etc/trackd/trackweb.conf (or --config), then these options. On a loopback address \
            (the default, 127.0.0.1:8080) it asks for nothing: whoever reaches it can reach trackd's \
            socket too. On any other address it will not start without a password file (mode 0600, \
            or the systemd credential "password") and then asks browsers for that password. Map \
            tiles come from OpenStreetMap (tile_url): the phone fetches them itself; without them \
            the trace is drawn on a plain background.

            Examples:
              trackweb                                    # http://127.0.0.1:8080/ on this machine
              trackweb --listen 0.0.0.0:8080 --password-file /etc/trackd/trackweb.password
            """,
        version: TrackdVersion.current)

    @Option(help: ArgumentHelp("trackd's control socket (TRACKD_SOCKET).", valueName: "path"))
    var socket: String?

    @Option(help: ArgumentHelp("Where browsers reach trackweb (default 127.0.0.1:8080).", valueName: "addr:port"))
    var listen: String?

    @Option(help: ArgumentHelp("File holding the password, mode 0600.", valueName: "file"))
    var passwordFile: String?

    @Option(help: ArgumentHelp("Configuration file (default /etc/trackd/trackweb.conf).", valueName: "file"))
    var config: String?

    public init() {}

    /// Parses the command line and runs: what `trackweb`'s `main` does.
    /// (swift-argument-parser's own `main()` for an asynchronous command
    /// wants an availability annotation that means nothing on Linux.)
    public static func runFromCommandLine() async {
        do {
            let command = try parse()
            try await command.run()
        } catch {
            exit(withError: error)
        }
    }

    public func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var settings = WebSettings(environment: environment)
        var unknownKeys: [String] = []
        let configurationPath = config ?? WebSettings.configurationPath
        if config != nil || FileManager.default.fileExists(atPath: configurationPath) {
            unknownKeys = try settings.apply(try ConfigurationFile.load(path: configurationPath))
        }
        if let socket { settings.socketPath = socket }
        if let listen {
            guard let address = ListenAddress(listen) else {
                throw ValidationError("--listen: expected \(ListenAddress.expected), not '\(listen)'")
            }
            settings.listen = address
        }
        if let passwordFile { settings.passwordFile = passwordFile }
        settings.passwordFile = settings.passwordFile ?? Password.credentialPath(environment: environment)

        let logger = Logger(label: "trackweb")
        for key in unknownKeys { logger.warning("\(configurationPath): unknown setting '\(key)' ignored") }
        let password: Password?
        do {
            password = try settings.passwordFile.map { path throws(PasswordError) in try Password(file: path) }
        } catch {
            throw StartFailure(error.description)
        }
        guard password != nil || settings.listen.isLoopback else {
            throw StartFailure(
                """
                trackweb will not listen on \(settings.listen) without a password: anyone on that network \
                could steer trackd. Give --password-file FILE (mode 0600) or password_file in \
                \(configurationPath), or listen on 127.0.0.1.
                """)
        }
        try await WebServer(settings: settings, password: password, logger: logger).run()
    }
}

/// trackweb cannot start as configured: the message says why (exit 1).
struct StartFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

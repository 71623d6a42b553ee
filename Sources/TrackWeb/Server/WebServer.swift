import Hummingbird
import Logging

/// trackweb's HTTP server: the routes behind the ``AccessGuard``, Leaflet's
/// files from Debian's package, until SIGTERM or SIGINT.
struct WebServer {
    let settings: WebSettings
    let password: Password?
    let logger: Logger

    func run() async throws {
        let router = Router(context: BasicRequestContext.self)
        router.add(
            middleware: AccessGuard(
                sessions: sessions, password: password, isLoopback: settings.listen.isLoopback,
                headers: SecurityHeaders(tileOrigin: settings.tileOrigin)))
        router.add(
            middleware: FileMiddleware(
                settings.leafletDirectory, urlBasePath: "/leaflet",
                logger: logger))
        WebRoutes(
            gateway: TrackdGateway(socketPath: settings.socketPath), sessions: sessions, password: password,
            tileURL: settings.tileURL
        ).add(to: router)
        let settings = settings
        let logger = logger
        let application = Application(
            router: router,
            configuration: .init(address: .hostname(settings.listen.host, port: settings.listen.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? settings.listen.port
                let shown = ListenAddress(host: settings.listen.host, port: port)
                logger.notice(
                    "serving http://\(shown)/ for trackd at \(settings.socketPath)\(password == nil ? "" : ", with a password")"
                )
            }, logger: logger)
        try await application.runService()
    }

    private let sessions = Sessions()

    init(settings: WebSettings, password: Password?, logger: Logger) {
        self.settings = settings
        self.password = password
        self.logger = logger
    }
}

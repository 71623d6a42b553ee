import FoundationEssentials
import HTTPTypes
import Hummingbird
import TrackControl

/// The routes: the page and its files, and the API the page calls, each a
/// trackd command sent as trackctl sends it.
///
/// | route | trackd |
/// |---|---|
/// | `GET /api/status`, `GET /api/trace` | `status`, `trace` |
/// | `GET /api/events` | `watch`: server-sent events, each the status after a change |
/// | `POST /api/start`, `/api/stop`, `/api/clear` | the same |
/// | `POST /api/save` `{name, description}`, `POST /api/note` `{text}` | the same |
/// | `GET /api/tracks`, `GET /api/tracks/ID`, `DELETE /api/tracks/ID` | `tracks`, `show`, `delete` |
/// | `PATCH /api/tracks/ID` `{name, description}` | `rename` |
/// | `GET /api/tracks/ID/export/FORMAT` | `export`, as a download |
/// | `POST /api/import?name=&file_name=` (the file as the body) | `import` |
struct WebRoutes: Sendable {
    /// The largest JSON body the page sends (a save's name and description,
    /// a note).
    static let largestForm = 64 << 10

    let gateway: TrackdGateway
    let sessions: Sessions
    let password: Password?
    let tileURL: String
    private let pacing = LoginPacing()
    private let statusEvents: StatusEvents
    private let transfers: TrackTransfers

    init(gateway: TrackdGateway, sessions: Sessions, password: Password?, tileURL: String) {
        self.gateway = gateway
        self.sessions = sessions
        self.password = password
        self.tileURL = tileURL
        statusEvents = StatusEvents(gateway: gateway)
        transfers = TrackTransfers(gateway: gateway)
    }

    func add(to router: Router<BasicRequestContext>) {
        addPage(to: router)
        addLogin(to: router)
        router.get("/api/status") { _, _ in WebReply.outcome(await gateway.send(.status)) }
        router.get("/api/trace") { _, _ in WebReply.outcome(await gateway.send(.trace)) }
        router.get("/api/events") { _, _ in statusEvents.response() }
        for (path, command) in [("start", ControlCommand.start), ("stop", .stop), ("clear", .clear)] {
            router.post("/api/\(path)") { _, _ in WebReply.outcome(await gateway.send(command)) }
        }
        router.post("/api/save") { request, context in
            let form = try await Self.decode(SaveForm.self, request, context)
            return WebReply.outcome(await gateway.send(.save(name: form.name, description: form.description)))
        }
        router.post("/api/note") { request, context in
            let form = try await Self.decode(NoteForm.self, request, context)
            return WebReply.outcome(await gateway.send(.note(text: form.text)))
        }
        router.get("/api/tracks") { _, _ in WebReply.outcome(await gateway.send(.tracks)) }
        router.get("/api/tracks/{id}") { _, context in
            WebReply.outcome(await gateway.send(.show(id: try Self.trackID(context))))
        }
        router.patch("/api/tracks/{id}") { request, context in
            let form = try await Self.decode(RenameForm.self, request, context)
            let command = ControlCommand.rename(
                id: try Self.trackID(context), name: form.name, description: form.description)
            return WebReply.outcome(await gateway.send(command))
        }
        router.delete("/api/tracks/{id}") { _, context in
            WebReply.outcome(await gateway.send(.delete(id: try Self.trackID(context))))
        }
        router.get("/api/tracks/{id}/export/{format}") { _, context in
            guard let format = context.parameters.get("format", as: ExportFormat.self) else {
                let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                return WebReply.refusal(.badRequest, "unknown export format (known: \(known))")
            }
            return await transfers.export(id: try Self.trackID(context), format: format)
        }
        router.post("/api/import") { request, _ in await transfers.importTrack(request) }
    }

    /// The page, its script and style, and Leaflet's files.
    private func addPage(to router: Router<BasicRequestContext>) {
        let tiles = WebReply.json(.ok, encoding: ["tile_url": tileURL])
        router.get("/") { _, _ in PageAsset.index.response() }
        router.get("/login") { _, _ in PageAsset.login.response() }
        router.get("/page/{file}") { _, context in
            guard let asset = PageAsset.named(context.parameters.get("file") ?? "") else {
                return WebReply.refusal(.notFound, "no such file")
            }
            return asset.response()
        }
        router.get("/api/map") { _, _ in tiles }
    }

    /// Logging in and out (only with a password).
    private func addLogin(to router: Router<BasicRequestContext>) {
        router.post("/api/login") { request, context in
            guard let password else { return WebReply.refusal(.notFound, "this trackweb asks for no password") }
            let form = try await Self.decode(LoginForm.self, request, context)
            guard let wait = pacing.turn() else {
                return WebReply.refusal(.tooManyRequests, "too many attempts to log in; try again in a minute")
            }
            try await Task.sleep(for: .seconds(wait))
            guard password.matches(form.password) else { return WebReply.refusal(.unauthorized, "wrong password") }
            var response = Response(status: .noContent)
            response.setCookie(
                Cookie(
                    name: AccessGuard.cookieName, value: sessions.open(), maxAge: Int(Sessions.lifetime), path: "/",
                    httpOnly: true, sameSite: .strict))
            return response
        }
        router.post("/api/logout") { request, _ in
            sessions.close(request.cookies[AccessGuard.cookieName]?.value)
            var response = Response(status: .noContent)
            response.setCookie(
                Cookie(name: AccessGuard.cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .strict)
            )
            return response
        }
    }

    private static func trackID(_ context: BasicRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self), id > 0 else {
            throw HTTPError(.badRequest, message: "a track's ID is a whole number above 0")
        }
        return id
    }

    private static func decode<Form: WebForm>(_ type: Form.Type, _ request: Request, _ context: BasicRequestContext)
        async throws -> Form
    {
        let body = try await request.body.collect(upTo: largestForm)
        do {
            return try JSONDecoder().decode(Form.self, from: Data(buffer: body))
        } catch {
            throw HTTPError(.badRequest, message: "expected a JSON object with \(Form.fields)")
        }
    }
}

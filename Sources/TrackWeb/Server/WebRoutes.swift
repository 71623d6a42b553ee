import FoundationEssentials
import HTTPTypes
import Hummingbird
import SyncPrimitives
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
    /// Seconds between status events while nothing changes: the fix's age
    /// goes on, and a browser that went away is noticed.
    static let heartbeat = 5.0
    /// Seconds between two status events at most: a 10 Hz recording is
    /// shown four times a second.
    static let quickestEvents = 0.25

    /// The most event streams open at once: each holds a connection to
    /// trackd, which serves 512.
    static let mostWatchers = 64

    let gateway: TrackdGateway
    let sessions: Sessions
    let password: Password?
    let tileURL: String
    let pacing = LoginPacing()
    private let watchers = LockedValue(0)

    func add(to router: Router<BasicRequestContext>) {
        addPage(to: router)
        addLogin(to: router)
        router.get("/api/status") { _, _ in WebReply.outcome(await gateway.send(.status)) }
        router.get("/api/trace") { _, _ in WebReply.outcome(await gateway.send(.trace)) }
        router.get("/api/events") { _, _ in events() }
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
            return await export(id: try Self.trackID(context), format: format)
        }
        router.post("/api/import") { request, _ in await importTrack(request) }
    }

    /// The page, its script and style, and Leaflet's files.
    private func addPage(to router: Router<BasicRequestContext>) {
        let tiles = WebReply.json(.ok, (try? JSONEncoder().encode(["tile_url": tileURL])) ?? Data("{}".utf8))
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

    /// The status after every change trackd's `watch` reports, at most
    /// every ``quickestEvents`` seconds, and every ``heartbeat`` seconds
    /// while nothing changes, as server-sent events.
    private func events() -> Response {
        let gateway = gateway
        let watchers = watchers
        let body = ResponseBody { writer in
            let admitted = watchers.withValue { count in
                guard count < Self.mostWatchers else { return false }
                count += 1
                return true
            }
            guard admitted else {
                // One event saying why; the page's EventSource tries again.
                let full = TrackdGateway.Outcome.unreachable(
                    "\(Self.mostWatchers) pages are following the recording already; close one")
                try await writer.write(Self.event(WebReply.encoded(full).1))
                return try await writer.finish(nil)
            }
            defer { watchers.withValue { $0 -= 1 } }
            let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            let watcher = Task {
                for await _ in gateway.watch() { wake.yield() }
                wake.finish()
            }
            let ticker = Task {
                while !Task.isCancelled {
                    wake.yield()
                    try await Task.sleep(for: .seconds(Self.heartbeat))
                }
            }
            defer {
                watcher.cancel()
                ticker.cancel()
            }
            try await writer.write(ByteBuffer(string: "retry: 3000\n\n"))
            for await _ in wakes {
                try await writer.write(Self.event(WebReply.encoded(await gateway.send(.status)).1))
                try await Task.sleep(for: .seconds(Self.quickestEvents))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream"], body: body)
    }

    /// A server-sent event carrying `data` (one line of JSON).
    private static func event(_ data: Data) -> ByteBuffer {
        var event = ByteBuffer(string: "data: ")
        event.writeBytes(data)
        event.writeString("\n\n")
        return event
    }

    /// A saved track's file, streamed from trackd to the browser.
    private func export(id: Int64, format: ExportFormat) async -> Response {
        let pipe = ChunkPipe()
        let outcome = await gateway.export(id: id, format: format, into: pipe)
        guard case .response(let response) = outcome, response.ok else { return WebReply.outcome(outcome) }
        let body = ResponseBody { writer in
            defer { pipe.abandon() }
            while let chunk = try await pipe.read() { try await writer.write(ByteBuffer(bytes: chunk)) }
            try await writer.finish(nil)
        }
        let kind = ExportDownload(format: format)
        return Response(
            status: .ok,
            headers: [
                .contentType: kind.mediaType,
                .contentDisposition: "attachment; filename=\"track-\(id).\(kind.fileExtension)\"",
            ], body: body)
    }

    /// Spools the request's body, then imports it as `trackctl import` does.
    private func importTrack(_ request: Request) async -> Response {
        let query = request.uri.queryParameters
        let name = query["name"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        let fileName = query["file_name"].map(String.init)
        let upload: SpooledUpload
        do {
            upload = try SpooledUpload()
            for try await buffer in request.body {
                guard upload.size + buffer.readableBytes <= ControlCommand.Upload.maximumBytes else {
                    return WebReply.refusal(
                        .contentTooLarge,
                        "the file is larger than \(ControlCommand.Upload.maximumBytes >> 20) MiB, more than trackd imports"
                    )
                }
                try buffer.withUnsafeReadableBytes { try upload.append($0) }
            }
        } catch {
            return WebReply.refusal(.badRequest, "the file did not arrive whole: \(error)")
        }
        upload.rewind()
        let command = ControlCommand.importTrack(
            upload: .init(bytes: upload.size, fileName: fileName), name: name, description: nil)
        return WebReply.outcome(await gateway.send(command, upload: upload))
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

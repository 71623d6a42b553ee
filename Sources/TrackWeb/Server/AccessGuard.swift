import HTTPTypes
import Hummingbird

/// What every request passes before it is answered:
///
/// * On a loopback address, a `Host` that names this machine: a web page
///   elsewhere whose name was pointed at 127.0.0.1 (DNS rebinding) is
///   turned away.
/// * With a password, a session (the cookie ``cookieName``): a page
///   without one is sent to the login page, an API request gets 401.
/// * A request that changes something (any method but GET and HEAD) comes
///   from trackweb's own page: a browser's `Sec-Fetch-Site` or `Origin`
///   naming another site is refused (403), whatever the cookie.
///
/// Every response says the page loads nothing from elsewhere but map tiles
/// (``SecurityHeaders``).
struct AccessGuard: RouterMiddleware {
    typealias Context = BasicRequestContext

    /// The session cookie's name.
    static let cookieName = "trackweb_session"
    /// Paths anyone may fetch: what the login page needs.
    static let open: Set<String> = ["/login", "/api/login", "/page/login.js", "/page/style.css"]

    let sessions: Sessions
    /// `nil`: no password, loopback only.
    let password: Password?
    let isLoopback: Bool
    let headers: SecurityHeaders

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response = try await decide(request, context: context, next: next)
        headers.apply(to: &response.headers)
        return response
    }

    private func decide(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        if isLoopback, let host = request.head.authority, !Self.namesThisMachine(host) {
            return WebReply.refusal(.forbidden, "this page is only served to this machine's own names, not \(host)")
        }
        if request.method != .get && request.method != .head, let site = Self.foreignSite(request) {
            return WebReply.refusal(.forbidden, "refused: the request came from another site (\(site))")
        }
        let path = request.uri.path
        if password != nil, !Self.open.contains(path), !sessions.isOpen(request.cookies[Self.cookieName]?.value) {
            if path.hasPrefix("/api/") { return WebReply.refusal(.unauthorized, "log in first") }
            return Response(status: .seeOther, headers: [.location: "/login"])
        }
        return try await next(request, context)
    }

    /// The other site a state-changing request came from, if it says so.
    static func foreignSite(_ request: Request) -> String? {
        if let fetchSite = request.headers[.secFetchSite], fetchSite != "same-origin", fetchSite != "none" {
            return fetchSite
        }
        if let origin = request.headers[.origin], let host = request.head.authority {
            let originHost = origin.split(separator: "://", maxSplits: 1).last.map(String.init) ?? origin
            if originHost != host { return origin }
        }
        return nil
    }

    /// Whether `authority` (`host:port`) names this machine.
    static func namesThisMachine(_ authority: String) -> Bool {
        let host: Substring =
            authority.hasPrefix("[")
            ? authority.dropFirst().prefix { $0 != "]" } : authority.prefix { $0 != ":" }
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}

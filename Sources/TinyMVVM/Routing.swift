/// A screen of the app: it renders a view model for a request and forwards
/// the user's action to it. It holds no logic of its own.
public protocol Screen<Request, Response>: Sendable {
    associatedtype Request
    associatedtype Response

    /// Handles one request addressed to this screen.
    func respond(to request: Request) throws -> Response
}

/// Finds the screen that handles a route (in trackd, a `trackctl` subcommand).
public protocol Routing<Request, Response>: Sendable {
    associatedtype Request
    associatedtype Response

    /// Every route this router knows, in the order of its table.
    var routes: [String] { get }

    /// The screen for `route`, with its view model, ready to respond.
    /// - Throws: ``RoutingError`` when no screen handles `route`.
    func screen(for route: String) throws -> any Screen<Request, Response>
}

extension Routing {
    /// Sends `request` to the screen that handles `route`.
    public func route(_ route: String, _ request: Request) throws -> Response {
        try screen(for: route).respond(to: request)
    }
}

/// No screen handles a route.
public struct RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The route that was asked for.
    public let route: String
    /// The routes that exist.
    public let knownRoutes: [String]

    public var description: String {
        "unknown command '\(route)' (known: \(knownRoutes.joined(separator: ", ")))"
    }
}

/// A router built from one table of routes to screen factories.
///
/// Each factory hands its screen the view model it renders, as the original's
/// `getSaveTrackViewModel()` handed the SaveTrack screen its view model.
public struct Router<Request, Response>: Routing {
    /// Builds a screen for one request.
    public typealias ScreenFactory = @Sendable () -> any Screen<Request, Response>

    private let table: [(route: String, makeScreen: ScreenFactory)]

    /// Creates a router from `table`, in the order given.
    /// - Precondition: no route appears twice.
    public init(_ table: [(route: String, makeScreen: ScreenFactory)]) {
        var seen = Set<String>()
        for entry in table {
            precondition(seen.insert(entry.route).inserted, "route '\(entry.route)' appears twice")
        }
        self.table = table
    }

    public var routes: [String] { table.map(\.route) }

    public func screen(for route: String) throws -> any Screen<Request, Response> {
        guard let entry = table.first(where: { $0.route == route }) else {
            throw RoutingError(route: route, knownRoutes: routes)
        }
        return entry.makeScreen()
    }
}

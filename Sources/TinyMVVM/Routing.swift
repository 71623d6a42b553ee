/// Finds the screen that handles a route and hands it the request: in
/// trackd, a typed `trackctl` command.
///
/// A route is a value of a closed set (an enum with associated values), so
/// that a router handles each with a `switch` and a new route is a compile
/// error until it is routed; there is no table of names to fall through.
public protocol Routing<Route, Response>: Sendable {
    associatedtype Route
    associatedtype Response

    /// The response of the screen that handles `route`.
    func respond(to route: Route) throws -> Response
}

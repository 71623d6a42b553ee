import TestSupport
import Testing

@testable import TinyMVVM

@Suite("Router")
struct RouterTests {
    struct Echo: Screen {
        let name: String
        func respond(to request: String) throws -> String { "\(name): \(request)" }
    }

    let router = Router<String, String>([
        (route: "start", makeScreen: { Echo(name: "Map") }),
        (route: "save", makeScreen: { Echo(name: "SaveTrack") }),
    ])

    @Test("a route reaches its screen")
    func routes() throws {
        #expect(try router.route("start", "go") == "Map: go")
        #expect(try router.route("save", "now") == "SaveTrack: now")
        #expect(router.routes == ["start", "save"])
    }

    @Test("an unknown route is a clear error naming the known ones")
    func unknownRoute() {
        #expect(throws: RoutingError(route: "fly", knownRoutes: ["start", "save"])) {
            try router.route("fly", "")
        }
        let message = RoutingError(route: "fly", knownRoutes: ["start", "save"]).description
        #expect(message == "unknown command 'fly' (known: start, save)")
    }

    @Test("each request gets a fresh screen from its factory")
    func factoriesRunPerRequest() throws {
        let made = Recorder<Int>()
        let router = Router<String, String>([
            (
                route: "x",
                makeScreen: {
                    made.append(1)
                    return Echo(name: "X")
                }
            )
        ])
        _ = try router.route("x", "")
        _ = try router.route("x", "")
        #expect(made.values.count == 2)
    }
}

import Foundation
import Testing
import TinyMVVM
import TrackCLI
import TrackControl

@testable import TrackService

@Suite("AppRouter")
struct AppRouterTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    @Test("every trackctl subcommand reaches its screen")
    func everySubcommand() throws {
        let map = try MapViewModel(locationService: location, storage: storage)
        let router = AppRouter.make(map: map, tracks: TracksViewModel(storage: storage))
        let expected: [String: any Screen.Type] = [
            "start": MapScreen.self, "stop": MapScreen.self, "clear": MapScreen.self, "status": MapScreen.self,
            "watch": MapScreen.self, "map": MapScreen.self,
            "save": SaveTrackScreen.self, "note": AddNoteScreen.self,
            "tracks": TracksScreen.self, "show": TracksScreen.self, "export": TracksScreen.self,
            "delete": TracksScreen.self, "import": TracksScreen.self,
        ]
        #expect(Set(router.routes) == Set(expected.keys))
        // Every subcommand trackctl has is one the daemon routes.
        let subcommands = Trackctl.configuration.subcommands.map { $0._commandName }
        #expect(Set(subcommands) == Set(router.routes))
        for (command, screenType) in expected {
            let screen = try router.screen(for: command)
            #expect(type(of: screen) == screenType, "\(command)")
        }
    }

    @Test("an unknown subcommand is a clear error")
    func unknown() throws {
        let map = try MapViewModel(locationService: location, storage: storage)
        let router = AppRouter.make(map: map, tracks: TracksViewModel(storage: storage))
        #expect(throws: RoutingError.self) { try router.screen(for: "launch") }
    }

    @Test("screens drive the view models: start, status, save, tracks")
    func throughScreens() throws {
        let map = try MapViewModel(locationService: location, storage: storage)
        let router = AppRouter.make(map: map, tracks: TracksViewModel(storage: storage))
        _ = try router.route("start", ControlRequest(command: "start"))
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 10, northMetres: 100))
        let status = try router.route("status", ControlRequest(command: "status"))
        guard case .object(let fields) = status.result as? JSONValue else {
            Issue.record("status is not an object")
            return
        }
        for key in [
            "recording", "points", "distance_m", "speed_mps", "speed", "distance", "region_radius_m", "moving_time_s",
            "notes", "fix", "source",
        ] {
            #expect(fields[key] != nil, "status lacks \(key)")
        }
        #expect(fields["points"] == .int(2))
        #expect(fields["recording"] == .bool(true))
        let saved = try router.route("save", ControlRequest(command: "save", args: ["name": .string("Walk")]))
        #expect(saved.text?.contains("Walk") == true)
        let tracks = try router.route("tracks", ControlRequest(command: "tracks"))
        #expect(tracks.text?.contains("Walk") == true)
    }
}

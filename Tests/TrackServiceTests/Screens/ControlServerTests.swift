import Foundation
import Logging
import TestSupport
import Testing
import TinyMVVM
import TrackControl
import TrackLocation
import TrackRecorder
import TrackViewModels

@testable import TrackService

@Suite("ControlServer request handling")
struct ControlServerTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    func makeServer() throws -> ControlServer {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        let router = AppRouter(map: map, tracks: TracksViewModel(storage: storage, files: GPXFileReader()))
        return ControlServer(listeningSocket: -1, socketPath: nil, router: router, logger: Logger(label: "test"))
    }

    func failure(_ line: String) throws -> ControlFailure? {
        try makeServer().handle(Array(line.utf8)).response.error
    }

    @Test(
        "malformed requests are bad requests",
        arguments: [
            "{", "not json", "[]", "{\"args\":{}}", "{\"command\":5}", "{\"command\":\"show\",\"args\":{\"id\":\"x\"}}",
            "{\"command\":\"save\",\"args\":{}}", "{\"command\":\"save\",\"args\":{\"name\":3}}",
        ])
    func malformed(line: String) throws {
        #expect(try failure(line)?.code == .badRequest)
    }

    @Test("an unknown command, a refusal and a newer protocol each say so")
    func classes() throws {
        #expect(try failure("{\"command\":\"fly\"}")?.code == .unknownCommand)
        #expect(try failure("{\"command\":\"stop\"}") == ControlFailure(.refused, "not recording"))
        #expect(
            try failure("{\"command\":\"show\",\"args\":{\"id\":7}}") == ControlFailure(.refused, "no such track 7"))
        #expect(try failure("{\"v\":2,\"command\":\"status\"}")?.code == .unsupportedVersion)
        #expect(try failure("{\"v\":1,\"command\":\"status\"}") == nil)
    }
}

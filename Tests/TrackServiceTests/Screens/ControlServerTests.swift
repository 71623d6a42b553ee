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

    /// The failure `line` is answered with, in the words of its version.
    func failure(_ line: String) throws -> ControlFailure? {
        let (reply, dialect) = try makeServer().handle(Array(line.utf8))
        return dialect.response(reply.response).error
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

    @Test("an unknown command, a refusal and a newer protocol each say so; version 1 without the refusal's name")
    func classes() throws {
        #expect(try failure("{\"command\":\"fly\"}")?.code == .unknownCommand)
        #expect(try failure("{\"command\":\"stop\"}") == ControlFailure(.refused, "not recording"))
        #expect(
            try failure("{\"command\":\"show\",\"args\":{\"id\":7}}") == ControlFailure(.refused, "no such track 7"))
        #expect(try failure("{\"v\":3,\"command\":\"status\"}")?.code == .unsupportedVersion)
        #expect(try failure("{\"v\":3,\"command\":\"status\"}")?.message.contains("versions 1 and 2") == true)
        #expect(try failure("{\"v\":1,\"command\":\"status\"}") == nil)
        #expect(try failure("{\"v\":2,\"command\":\"status\"}") == nil)
        #expect(
            try failure("{\"v\":2,\"command\":\"stop\"}")
                == ControlFailure(.refused, "not recording", reason: .notRecording))
        #expect(
            try failure("{\"v\":2,\"command\":\"show\",\"args\":{\"id\":7}}")
                == ControlFailure(.refused, "no such track 7", reason: .noSuchTrack))
        #expect(try failure("{\"v\":2,\"command\":\"fly\"}")?.reason == nil, "only refusals are named")
    }

    @Test("every refusal the recorder and view models name is a reason the wire lists for clients, and no other")
    func refusalNames() {
        #expect(
            Set(Refusals.Code.allCases.map(\.rawValue)) == Set(ControlFailure.Reason.all.map(\.rawValue)))
    }

    @Test("version 1 is answered in its first words: watch's names, no refusal names; version 2 as written")
    func dialects() {
        let event = ControlEvent(
            event: .object(["property": .string("region_radius_m"), "value": .int(500)]), text: "regionRadius 500 m")
        let first = WireDialect(version: 1).event(event)
        #expect(first.version == 1)
        #expect(first.event == .object(["property": .string("regionRadius"), "value": .int(500)]))
        #expect(first.text == event.text)
        #expect(WireDialect(version: 2).event(event).event == event.event)
        let recording = ControlEvent(
            event: .object(["property": .string("recording"), "value": .bool(true)]), text: "")
        #expect(WireDialect(version: 1).event(recording).event == recording.event, "a name that never changed")
        let refused = ControlResponse(error: ControlFailure(.refused, "not recording", reason: .notRecording))
        #expect(WireDialect(version: 1).response(refused).error == ControlFailure(.refused, "not recording"))
        #expect(WireDialect(version: 2).response(refused).error?.reason == .notRecording)
        #expect(WireDialect(version: 1).response(refused).version == 1)
    }
}

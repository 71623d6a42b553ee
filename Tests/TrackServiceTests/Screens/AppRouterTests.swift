import Foundation
import SyncPrimitives
import TestSupport
import Testing
import TinyMVVM
import TrackCLI
import TrackControl
import TrackLocation
import TrackModel
import TrackRecorder
import TrackViewModels

@testable import TrackService

@Suite("AppRouter")
struct AppRouterTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    func makeRouter() throws -> AppRouter {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        return AppRouter(map: map, tracks: TracksViewModel(storage: storage, files: GPXFileReader()))
    }

    func respond(_ command: ControlCommand) throws -> ControlReply {
        try makeRouter().respond(to: AppRouter.Route(command: command))
    }

    @Test("every trackctl subcommand is a command the daemon routes, by the same name")
    func everySubcommand() throws {
        let subcommands = Trackctl.configuration.subcommands.map { $0._commandName }
        #expect(Set(subcommands) == Set(ControlCommand.names))
        for name in ControlCommand.names {
            let arguments: [String: JSONValue] = [
                "id": .int(1), "name": .string("n"), "text": .string("t"), "body_bytes": .int(0),
            ]
            #expect(try ControlCommand(name: name, arguments: arguments).name == name)
        }
    }

    @Test("each command reaches its screen: refusals name the screen's view model's reason")
    func screens() throws {
        let router = try makeRouter()
        func refusal(_ command: ControlCommand) -> String? {
            do {
                _ = try router.respond(to: AppRouter.Route(command: command))
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal(.stop) == "not recording")
        #expect(refusal(.clear) == "nothing recorded: no recording to clear")
        #expect(refusal(.save(name: "x", description: nil)) == "nothing to save")
        #expect(refusal(.note(text: "x")) == "no recording to attach a note to; start one with 'trackctl start'")
        #expect(refusal(.show(id: 4)) == "no such track 4")
        #expect(refusal(.export(id: 4, format: .csv)) == "no such track 4")
        #expect(refusal(.delete(id: 4)) == "no such track 4")
        #expect(refusal(.map(id: 4, size: .standard, follow: false)) == "no such track 4")
        #expect(try router.respond(to: AppRouter.Route(command: .watch(count: 1, screen: nil))).stream != nil)
        #expect(try router.respond(to: AppRouter.Route(command: .tracks)).response.text == "No saved tracks.")
    }

    /// The `actions` object of a status reply.
    func actions(_ router: AppRouter) throws -> JSONValue? {
        guard case .object(let fields) = try router.respond(to: AppRouter.Route(command: .status)).response.result
        else { return nil }
        return fields["actions"]
    }

    @Test("status says which actions the recording's commands would run now")
    func availableActions() throws {
        let router = try makeRouter()
        func expected(_ names: Set<String>) -> JSONValue {
            .object(Dictionary(uniqueKeysWithValues: MapScreen.actionOrder.map { ($0, .bool(names.contains($0))) }))
        }
        #expect(try actions(router) == expected(["start"]))
        _ = try router.respond(to: AppRouter.Route(command: .start))
        #expect(try actions(router) == expected(["stop", "clear"]))
        location.send(Fixtures.fix(second: 0))
        #expect(try actions(router) == expected(["stop", "clear", "save", "note"]))
        let text = try router.respond(to: AppRouter.Route(command: .status)).response.text ?? ""
        #expect(text.contains("Actions      stop, clear, save, note"), "\(text)")
        _ = try router.respond(to: AppRouter.Route(command: .stop))
        #expect(try actions(router) == expected(["start", "clear", "save", "note"]))
        _ = try router.respond(to: AppRouter.Route(command: .save(name: "Walk", description: nil)))
        #expect(try actions(router) == expected(["start"]))
    }

    @Test("a fix shows its age, stale past 10 s with no speed; a stopped recording shows no speed")
    func fixAge() throws {
        let elapsed = LockedValue(0.0)
        let clock: @Sendable () -> MonotonicInstant = {
            MonotonicInstant(nanoseconds: 1_000_000_000_000).adding(seconds: elapsed.current)
        }
        let recorder = try Recorder(locationService: location, storage: storage, monotonicClock: clock)
        let router = AppRouter(
            map: MapViewModel(recorder: recorder), tracks: TracksViewModel(storage: storage, files: GPXFileReader()),
            now: clock)
        func status() throws -> (text: String, fix: [String: JSONValue], speed: JSONValue?) {
            let reply = try router.respond(to: AppRouter.Route(command: .status)).response
            guard case .object(let result) = reply.result, case .object(let fix) = result["fix"] else {
                throw CommandRefusal("status has no fix")
            }
            return (reply.text ?? "", fix, result["speed_mps"])
        }
        _ = try router.respond(to: AppRouter.Route(command: .start))
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 1, northMetres: 5, speed: 5))
        elapsed.withValue { $0 = 3 }
        var shown = try status()
        #expect(shown.text.contains("(3 s ago)"), "\(shown.text)")
        #expect(shown.fix["age_s"] == .number(3) && shown.fix["stale"] == .bool(false))
        #expect(shown.speed != .null && shown.text.contains("Speed        18.0 km/h"), "\(shown.text)")

        elapsed.withValue { $0 = 125 }
        shown = try status()
        #expect(shown.text.contains("(stale: 2 min ago)"), "\(shown.text)")
        #expect(shown.fix["stale"] == .bool(true))
        #expect(shown.speed == .null && shown.text.contains("Speed        unknown"), "\(shown.text)")
        let map =
            try router.respond(to: AppRouter.Route(command: .map(id: nil, size: .standard, follow: false))).response
            .text ?? ""
        #expect(map.contains("@  last fix, stale: 2 min ago"), "\(map)")

        location.send(Fixtures.fix(second: 2, northMetres: 10, speed: 5))
        #expect(try status().fix["stale"] == .bool(false))
        _ = try router.respond(to: AppRouter.Route(command: .stop))
        #expect(try status().speed == .null)
    }

    @Test("status while a resumed recording's figures are worked out: every point counted, how far, then done")
    func figuresPending() async throws {
        let walk = (0..<10_000).map {
            TrackPoint(segment: 0, fix: Fixtures.fix(second: $0, northMetres: 1.5 * Double($0)))
        }
        storage.seedUnsaved(points: walk, active: false)
        storage.holdRecordingReads()
        let router = try makeRouter()
        var reply = try router.respond(to: AppRouter.Route(command: .status)).response
        guard case .object(let pending) = reply.result else { throw CommandRefusal("no status") }
        #expect(pending["points"] == .integer(10_000), "every stored point, before the figures count them")
        #expect(
            pending["figures_pending"]
                == .object(["counted": .integer(0), "points": .integer(10_000), "problem": .null]))
        #expect(
            reply.text?.contains("Figures      being worked out after the restart: 0% of 10000 points") == true,
            "\(reply.text ?? "")")
        storage.releaseRecordingReads()
        for _ in 0..<6_000 {
            reply = try router.respond(to: AppRouter.Route(command: .status)).response
            if case .object(let done) = reply.result, done["figures_pending"] == .null { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        guard case .object(let done) = reply.result else { throw CommandRefusal("no status") }
        #expect(done["figures_pending"] == .null && done["points"] == .integer(10_000))
        #expect(reply.text?.contains("Figures") == false)
    }

    @Test("tracks fits 80 columns: long names end in an ellipsis, short ones stay whole")
    func tracksFitEightyColumns() throws {
        let router = try makeRouter()
        let names = [
            "Walk", "Sunday ride along the river to the lake and back, with a stop at the bakery", "Åre → Östersund",
        ]
        for name in names {
            let path = try Fixtures.file(
                #"<gpx><trk><trkseg><trkpt lat="48.1" lon="11.5"><time>2026-05-01T10:00:00Z</time></trkpt>"#
                    + #"<trkpt lat="48.2" lon="11.5"><time>2026-05-01T12:34:56Z</time></trkpt></trkseg></trk></gpx>"#)
            let upload = ControlCommand.Upload(bytes: 0, fileName: "t.gpx")
            _ = try router.respond(
                to: AppRouter.Route(
                    command: .importTrack(upload: upload, name: name, description: nil), uploadPath: path))
        }
        let text = try router.respond(to: AppRouter.Route(command: .tracks)).response.text ?? ""
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        for line in lines { #expect(line.count <= 80, "\(line.count): \(line)") }
        #expect(text.contains(" Walk "))
        #expect(text.contains("Åre → Östersund"))
        #expect(text.contains("Sunday ride along") && text.contains("…") && !text.contains("bakery"), "\(text)")
    }

    @Test("show: a note without a time says so, and a note of two lines stays on one line of the table")
    func notesInShow() throws {
        let router = try makeRouter()
        let path = try Fixtures.file(
            #"<gpx><wpt lat="48.1" lon="11.5"><name>Gate</name><desc>Code \ 1234</desc></wpt>"#
                + #"<trk><trkseg><trkpt lat="48.1" lon="11.5"/><trkpt lat="48.2" lon="11.5"/></trkseg></trk></gpx>"#)
        let upload = ControlCommand.Upload(bytes: 0, fileName: "gate.gpx")
        _ = try router.respond(
            to: AppRouter.Route(command: .importTrack(upload: upload, name: nil, description: nil), uploadPath: path))
        let show = try router.respond(to: AppRouter.Route(command: .show(id: 1))).response
        let text = show.text ?? ""
        #expect(text.contains(#"no time  Gate\nCode \\ 1234"#), "\(text)")
        #expect(!text.contains("1970"))
        // A track whose points have no times has no duration either.
        #expect(text.contains("Duration       no times"), "\(text)")
        guard case .object(let fields) = show.result, case .array(let notes) = fields["notes"],
            case .object(let note) = notes.first
        else {
            Issue.record("show has no notes: \(String(describing: show.result))")
            return
        }
        #expect(note["text"] == .string("Gate\nCode \\ 1234"))
        #expect(note["time"] == .null)
    }

    @Test("screens drive the view models: start, status, save, tracks")
    func throughScreens() throws {
        let router = try makeRouter()
        _ = try router.respond(to: AppRouter.Route(command: .start))
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 10, northMetres: 100))
        let status = try router.respond(to: AppRouter.Route(command: .status))
        guard case .object(let fields) = status.response.result else {
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
        let saved = try router.respond(to: AppRouter.Route(command: .save(name: "Walk", description: nil)))
        #expect(saved.response.text?.contains("Walk") == true)
        let tracks = try router.respond(to: AppRouter.Route(command: .tracks))
        #expect(tracks.response.text?.contains("Walk") == true)
    }
}

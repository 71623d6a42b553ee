import Foundation
import SyncPrimitives
import Testing
import TinyMVVM
import TrackControl
import TrackModel
import TrackRecorder
import TrackViewModels

@testable import TrackService

/// Screens over stub view models, as TinyMVVM meant: a screen only renders
/// what its view model's command gives or refuses, whatever is behind it.
@Suite("Screens over stub view models")
struct StubbedScreenTests {
    /// The figures of every stub's saved track: 1,234 points, 5,678.9 m.
    static let figures = TrackStatistics(
        stored: 1234, distance: 5678.9, segments: 1, start: nil, end: nil, movingTime: 0, movingDistance: nil,
        timedDistance: nil, maxSpeed: nil, elevationGain: 0, elevationLoss: 0)

    /// An AddNote view model that places every note at one spot, or refuses
    /// with `refusal`, and remembers the texts it was given.
    final class StubAddNote: AddNoteViewModeling, @unchecked Sendable {
        let maximumLength = 4096
        let addNoteCommand: Command<String, Note>
        let texts = LockedValue<[String]>([])

        init(refusal: String? = nil) {
            let texts = self.texts
            addNoteCommand = Command(
                isEnabled: .constant(refusal == nil), refusal: CommandRefusal(refusal ?? ""),
                action: { text in
                    texts.withValue { $0.append(text) }
                    return Note(
                        text: text, latitude: 48.137_1, longitude: 11.575_4,
                        time: Date(timeIntervalSince1970: 1_780_000_000))
                })
        }
    }

    /// A SaveTrack view model that saves every request as track 7 of 1,234
    /// points and 5,678.9 m.
    struct StubSaveTrack: SaveTrackViewModeling {
        let saveCommand = Command<SaveTrackRequest, TrackSummary> { request in
            TrackSummary(
                id: 7, name: request.name, description: request.description, statistics: StubbedScreenTests.figures,
                noteCount: 0)
        }
    }

    @Test("note: the view model's note, in words and in the contract's JSON; the text reaches it as given")
    func note() throws {
        let viewModel = StubAddNote()
        let reply = try AddNoteScreen(viewModel: viewModel).note("Gate\tclosed")
        #expect(reply.response.text == "Note added at 48.137100, 11.575400.")
        guard case .object(let fields) = reply.response.result else {
            Issue.record("no JSON object")
            return
        }
        #expect(fields["text"] == .string("Gate\tclosed"))
        #expect(fields["lat"] == .number(48.137_1) && fields["lon"] == .number(11.575_4))
        #expect(fields["time"] == .string(ISO8601.format(Date(timeIntervalSince1970: 1_780_000_000))))
        #expect(viewModel.texts.current == ["Gate\tclosed"])
    }

    @Test("note refused: the view model's reason reaches the client as it is, and the action never runs")
    func noteRefused() {
        let viewModel = StubAddNote(refusal: "not recording")
        #expect {
            try AddNoteScreen(viewModel: viewModel).note("Gate")
        } throws: { error in
            (error as? CommandRefusal)?.reason == "not recording"
        }
        #expect(viewModel.texts.current.isEmpty)
    }

    @Test("save: the saved track in words (ID, name, points, distance) and in the contract's save shape")
    func save() throws {
        let reply = try SaveTrackScreen(viewModel: StubSaveTrack()).save(name: "Commute", description: "to work")
        #expect(reply.response.text == "Saved track 7 \"Commute\": 1234 points, 5.679 km.")
        #expect(
            reply.response.result
                == .object([
                    "id": .integer(7), "name": .string("Commute"), "points": .integer(1234),
                    "distance_m": .number(5678.9),
                ]))
    }

    /// A Tracks view model with one saved track whose name is longer than a
    /// terminal, which refuses every other ID and takes every file as a
    /// track with repeats and impossible times; it remembers what it deleted.
    final class StubTracks: TracksViewModeling, @unchecked Sendable {
        static let longName = String(repeating: "Alpine traverse ", count: 8)
        let deleted = LockedValue<[Int64]>([])

        var summary: TrackSummary {
            TrackSummary(
                id: 7, name: Self.longName, description: nil, statistics: StubbedScreenTests.figures, noteCount: 2)
        }

        func tracks() throws -> [TrackListing] { [summary.listing] }

        func track(_ id: Int64) throws -> TrackDetail {
            guard id == 7 else { throw CommandRefusal("no such track \(id)") }
            return TrackDetail(summary: summary, notes: [])
        }

        func content(_ id: Int64) throws -> TrackContent {
            throw CommandRefusal("no such track \(id)")
        }

        func rename(_ id: Int64, name: String, description: String?) throws -> TrackSummary {
            throw CommandRefusal("no such track \(id)")
        }

        func delete(_ id: Int64) throws {
            guard id == 7 else { throw CommandRefusal("no such track \(id)") }
            deleted.withValue { $0.append(id) }
        }

        func importTrack(path: String, name: String?, description: String?, fallbackName: String) throws
            -> ImportedTrack
        {
            ImportedTrack(summary: summary, repeatedPoints: 3, unusableTimes: 2)
        }
    }

    @Test("tracks: the view model's listing, a name longer than the terminal cut to fit 80 columns, whole in the JSON")
    func tracks() throws {
        let reply = try TracksScreen(viewModel: StubTracks()).tracks()
        let lines = try #require(reply.response.text).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count <= TracksScreen.listingWidth }, "\(lines)")
        guard case .array(let rows) = reply.response.result, case .object(let fields) = rows.first else {
            Issue.record("no JSON array of objects")
            return
        }
        #expect(fields["name"] == .string(StubTracks.longName))
        #expect(fields["points"] == .integer(1234))
    }

    @Test("show and delete: the view model's refusal reaches the client as it is; a delete reaches it once")
    func refusals() throws {
        let viewModel = StubTracks()
        let screen = TracksScreen(viewModel: viewModel)
        #expect {
            try screen.show(id: 8)
        } throws: { error in
            (error as? CommandRefusal)?.reason == "no such track 8"
        }
        #expect(throws: CommandRefusal.self) { try screen.delete(id: 8) }
        #expect(try screen.delete(id: 7).response.text == "Deleted track 7.")
        #expect(viewModel.deleted.current == [7])
    }

    @Test("import: what was not stored as it stood is said in words and counted in the JSON")
    func importSummary() throws {
        let reply = try TracksScreen(viewModel: StubTracks()).importTrack(
            path: "/tmp/upload", fileName: "hike.gpx", name: nil, description: nil)
        let text = try #require(reply.response.text)
        #expect(text.hasPrefix("Imported hike.gpx as track 7 "))
        #expect(text.contains(" 3 points repeated the one before them and were kept once."))
        #expect(text.contains(" 2 points had impossible times"))
        guard case .object(let fields) = reply.response.result else {
            Issue.record("no JSON object")
            return
        }
        #expect(fields["repeated_points_dropped"] == .integer(3))
        #expect(fields["unusable_times"] == .integer(2))
    }

    /// A Forwarding view model with no server configured.
    final class StubForwardingOff: ForwardingViewModeling, @unchecked Sendable {
        let servers = ReadOnlyProperty<[ForwardingStatus]>.constant([])
        let isEnabled = false
        func flushTarget() throws -> Int64 { throw ForwardingOff() }
        func isFlushed(through target: Int64) -> Bool { true }
    }

    @Test("forward with forwarding off: says how to turn it on; a flush is refused with the view model's reason")
    func forwardingOff() throws {
        let screen = ForwardScreen(viewModel: StubForwardingOff())
        #expect(screen.forward().response.text?.hasPrefix("Forwarding is off") == true)
        #expect(screen.forward().response.result == .object(["servers": .array([])]))
        #expect {
            try screen.flush()
        } throws: { error in
            (error as? ControlFailure) == ControlFailure(.refused, ForwardingOff().description, reason: .forwardingOff)
        }
    }

    /// A Map view model recording through a connected gpsd whose last fix
    /// came `fixAge` seconds before the screen looks, with a storage problem;
    /// start refused, stop counted.
    final class StubMap: MapViewModeling, @unchecked Sendable {
        static let fix = Fix(
            time: Date(timeIntervalSince1970: 1_780_000_000), latitude: 48.137_1, longitude: 11.575_4,
            horizontalError: 4)
        static let arrival = MonotonicInstant(nanoseconds: 1_000_000_000_000)
        let stops = LockedValue(0)

        let snapshot: ReadOnlyProperty<MapSnapshot>
        let speed = ReadOnlyProperty<Double?>.constant(4.2)
        let distance = ReadOnlyProperty.constant(1234.5)
        let locations: ReadOnlyProperty<TraceSnapshot>
        let regionRadius = ReadOnlyProperty.constant(500.0)
        let storageProblem = ReadOnlyProperty<String?>.constant("disk full")
        let clockDisagreement = ReadOnlyProperty<ClockDisagreement?>.constant(nil)
        let startCommand = Command<Void, Void>(
            isEnabled: .constant(false), refusal: CommandRefusal("already recording")
        ) {}
        let stopCommand: Command<Void, Void>
        let clearCommand = Command<Void, Void> {}
        let lastAutosave = ReadOnlyProperty<Autosave?>.constant(nil)
        let lastSavedTrack = ReadOnlyProperty<TrackSummary?>.constant(nil)
        let saveTrackViewModel: any SaveTrackViewModeling = StubSaveTrack()
        let addNoteViewModel: any AddNoteViewModeling = StubAddNote(refusal: "no position yet")
        let forwardingViewModel: any ForwardingViewModeling = StubForwardingOff()

        init() {
            let stops = self.stops
            stopCommand = Command { stops.withValue { $0 += 1 } }
            let trace = TraceSnapshot(points: [
                TrackPoint(segment: 0, fix: Self.fix), TrackPoint(segment: 0, fix: Self.fix),
            ])
            var state = RecordingState(statistics: TrackStatistics(), trace: trace)
            state.isRecording = true
            state.currentFix = Self.fix
            state.currentFixArrival = Self.arrival
            state.speed = 4.2
            state.storageProblem = "disk full"
            locations = .constant(trace)
            snapshot = .constant(
                MapSnapshot(
                    state: state, source: SourceStatus(kind: .gpsd, connected: true), forwarding: [],
                    seenAt: Self.arrival))
        }
    }

    /// The Map screen over the stub, looking `seconds` after the fix came.
    func mapScreen(_ viewModel: StubMap, seconds: Double) -> MapScreen {
        MapScreen(
            viewModel: viewModel, tracks: StubTracks(), now: { StubMap.arrival.adding(seconds: seconds) })
    }

    @Test("status: the view model's state in the contract's JSON, its commands' enabled states as the actions")
    func status() throws {
        let reply = mapScreen(StubMap(), seconds: 3).status()
        guard case .object(let fields) = reply.response.result, case .object(let fix) = fields["fix"],
            case .object(let actions) = fields["actions"]
        else {
            Issue.record("no JSON object with a fix and actions")
            return
        }
        #expect(fields["recording"] == .bool(true))
        #expect(fields["points"] == .integer(2))
        #expect(fields["speed_mps"] == .number(4.2))
        #expect(fields["storage_problem"] == .string("disk full"))
        #expect(fix["age_s"] == .number(3) && fix["stale"] == .bool(false))
        #expect(
            actions == [
                "start": .bool(false), "stop": .bool(true), "clear": .bool(true), "save": .bool(true),
                "note": .bool(false),
            ])
        #expect(reply.response.text?.contains("disk full") == true)
        // A client reads the same as a typed reply.
        let typed = try JSONLines.decode(
            StatusReply.self, from: Array(try JSONLines.line(reply.response.result).dropLast()))
        #expect(typed.recording && typed.points == 2 && typed.speedMps == 4.2 && typed.fix.ageS == 3)
        #expect(typed.actions["stop"] == true && typed.actionsRefused["start"] == "already recording")
    }

    @Test("status with a fix older than 10 s: stale, and no speed shown for it")
    func staleFix() {
        let reply = mapScreen(StubMap(), seconds: 30).status()
        guard case .object(let fields) = reply.response.result, case .object(let fix) = fields["fix"] else {
            Issue.record("no JSON object with a fix")
            return
        }
        #expect(fix["stale"] == .bool(true))
        #expect(fields["speed_mps"] == .null)
    }

    @Test("start refused with the view model's reason; stop runs its command once")
    func startAndStop() throws {
        let viewModel = StubMap()
        let screen = mapScreen(viewModel, seconds: 1)
        #expect {
            try screen.start()
        } throws: { error in
            (error as? CommandRefusal)?.reason == "already recording"
        }
        #expect(try screen.stop().response.text == "Recording stopped; 0 points kept.")
        #expect(viewModel.stops.current == 1)
    }

    @Test("watch on a screen: a frame is the dashboard drawn from one snapshot, sent once, as its lines")
    func frameSentOnce() throws {
        let reply = mapScreen(StubMap(), seconds: 30).watch(count: 1, screen: .init(width: 80, height: 24))
        let stream = try #require(reply.stream)
        var events: [ControlEvent] = []
        stream.run(emit: { events.append($0) }, isOpen: { true })
        let frame = try #require(events.first)
        #expect(events.count == 1)
        #expect(frame.text == nil, "the rows go once, as the event's lines")
        let lines = try #require(frame.frameLines)
        #expect(lines.count <= 24 && lines.allSatisfy { $0.count <= 80 })
        #expect(frame.readableText == lines.joined(separator: "\n"))
        // Seen 30 s after the fix: stale, so no speed beside it.
        #expect(lines.contains { $0.hasPrefix("Fix") && $0.contains("stale: 30 s ago") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Speed") && $0.hasSuffix("unknown") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Storage") && $0.hasSuffix("disk full") })
    }
}

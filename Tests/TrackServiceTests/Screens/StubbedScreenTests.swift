import Foundation
import SyncPrimitives
import Testing
import TinyMVVM
import TrackControl
import TrackModel
import TrackViewModels

@testable import TrackService

/// Screens over stub view models, as TinyMVVM meant: a screen only renders
/// what its view model's command gives or refuses, whatever is behind it.
@Suite("Screens over stub view models")
struct StubbedScreenTests {
    /// An AddNote view model that places every note at one spot, or refuses
    /// with `refusal`, and remembers the texts it was given.
    final class StubAddNote: AddNoteViewModeling, @unchecked Sendable {
        let maximumLength = 4096
        let addNoteCommand: Command<String, Note>
        let texts = LockedValue<[String]>([])

        init(refusal: String? = nil) {
            let texts = self.texts
            addNoteCommand = Command(
                isEnabled: .constant(refusal == nil), disabledReason: refusal ?? "",
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
            let statistics = TrackStatistics(
                stored: 1234, distance: 5678.9, segments: 1, start: nil, end: nil, movingTime: 0, movingDistance: nil,
                timedDistance: nil, maxSpeed: nil, elevationGain: 0, elevationLoss: 0)
            return TrackSummary(
                id: 7, name: request.name, description: request.description, statistics: statistics, noteCount: 0)
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
        #expect(fields["time"] == .time(Date(timeIntervalSince1970: 1_780_000_000)))
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
}

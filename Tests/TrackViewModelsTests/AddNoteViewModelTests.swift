import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackModel
import TrackRecorder

@testable import TrackViewModels

@Suite("AddNoteViewModel")
struct AddNoteViewModelTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    @Test("without a recording, or before the first fix, a note is refused")
    func refusals() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        let notes = map.addNoteViewModel
        #expect(throws: Refusals.noRecordingForNote) {
            try notes.addNote("hello")
        }
        try map.startTrack()
        #expect(throws: Refusals.noFix) { try notes.addNote("hello") }
    }

    @Test("a note is attached at the current position and the fix's time")
    func attaches() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        try map.startTrack()
        let fix = Fixtures.fix(second: 3, northMetres: 30)
        location.send(fix)
        let note = try map.addNoteViewModel.addNote("  Summit, fog  ")
        #expect(note == Note(text: "Summit, fog", latitude: fix.latitude, longitude: fix.longitude, time: fix.time!))
        #expect(storage.committedNotes == [note])
        #expect(map.snapshot.value.state.notes.count == 1)
    }

    @Test("empty, oversized and control-character notes are refused and nothing is stored")
    func badText() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        let notes = map.addNoteViewModel
        #expect(throws: CommandRefusal.self) { try notes.addNote("   ") }
        #expect(throws: CommandRefusal.self) { try notes.addNote(String(repeating: "ä", count: 3000)) }
        #expect(throws: CommandRefusal.self) { try notes.addNote("bell\u{07}") }
        #expect(storage.committedNotes.isEmpty)
        _ = try notes.addNote(String(repeating: "x", count: notes.maximumLength))
        _ = try notes.addNote("two\nlines\tand a tab")
        #expect(storage.committedNotes.count == 2)
    }
}

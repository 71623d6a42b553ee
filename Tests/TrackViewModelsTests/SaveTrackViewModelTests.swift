import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackRecorder

@testable import TrackViewModels

@Suite("SaveTrackViewModel")
struct SaveTrackViewModelTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    @Test("saving with nothing recorded is refused")
    func nothingToSave() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        let save = map.saveTrackViewModel
        #expect(!save.saveCommand.isEnabled.value)
        #expect(throws: Refusals.nothingToSave) { try save.save(name: "Ride", description: nil) }
        try map.startTrack()
        #expect(throws: Refusals.nothingToSave) { try save.save(name: "Ride", description: nil) }
    }

    @Test("an empty or blank name is refused and nothing changes")
    func blankName() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        let save = map.saveTrackViewModel
        for name in ["", "   ", "\n\t "] {
            #expect(throws: Refusals.blankName) {
                try save.save(name: name, description: nil)
            }
        }
        #expect(map.snapshot.value.state.isRecording)
        #expect(storage.committedPoints.count == 1)
    }

    @Test("save stores the recording with its figures, then stops and clears it")
    func saves() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 10, northMetres: 100))
        let saved = try map.saveTrackViewModel.save(name: "  Commute ", description: "  ")
        #expect(saved.name == "Commute")
        #expect(saved.description == nil)
        #expect(saved.statistics.points == 2)
        #expect(abs(saved.statistics.distance - 100) < 0.5)
        #expect(!map.snapshot.value.state.isRecording)
        #expect(!location.isUpdating)
        #expect(map.snapshot.value.state.statistics.points == 0)
        #expect(try storage.points(ofTrack: saved.id).count == 2)
        #expect(!map.saveTrackViewModel.saveCommand.isEnabled.value)
    }

    @Test("the same view model instance is handed out each time")
    func oneInstance() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        let first = ObjectIdentifier(map.saveTrackViewModel as AnyObject)
        let second = ObjectIdentifier(map.saveTrackViewModel as AnyObject)
        #expect(first == second)
    }
}

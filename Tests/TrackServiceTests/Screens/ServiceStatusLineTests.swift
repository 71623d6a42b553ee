import Foundation
import TestSupport
import Testing
import TrackModel
import TrackRecorder
import TrackViewModels

@testable import TrackService

/// The line `systemctl status trackd` shows.
@Suite("Service status line")
struct ServiceStatusLineTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    func line(_ map: MapViewModel, units: UnitSystem = .metric) -> String {
        ServiceStatusLine(viewModel: map, format: DisplayFormat(units: units)).text
    }

    @Test("recording or not, points, distance, fix and the source, in one line")
    func states() throws {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        #expect(line(map) == "Not recording; replay playing")
        try map.startTrack()
        #expect(line(map) == "Recording: 0 points, 0.000 km, no fix yet; replay playing")
        location.send(Fixtures.fix(second: 0))
        #expect(line(map) == "Recording: 1 point, 0.000 km, 3D fix; replay playing")
        location.send(Fixtures.fix(second: 10, northMetres: 1500))
        #expect(line(map, units: .nautical) == "Recording: 2 points, 0.810 nmi, 3D fix; replay playing")
        try map.stopTrack()
        location.statusProperty.value = SourceStatus(kind: .gpsd, problem: "cannot reach gpsd at 127.0.0.1:2947")
        #expect(
            line(map)
                == "Not recording: 2 points unsaved, 1.500 km; gpsd not connected (cannot reach gpsd at 127.0.0.1:2947)"
        )
        location.statusProperty.value = SourceStatus(kind: .replay, finished: true)
        #expect(line(map) == "Not recording: 2 points unsaved, 1.500 km; replay finished")
    }

    @Test("waiting to move off, with autosave_after_idle")
    func waitingToMoveOff() throws {
        var settings = RecordingSettings()
        settings.autosaveAfterIdle = 600
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage, settings: settings))
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        #expect(line(map) == "Recording: waiting to move off; replay playing")
    }
}

import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackModel
import TrackRecorder

@testable import TrackViewModels

@Suite("MapViewModel")
struct MapViewModelTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    func makeViewModel() throws -> MapViewModel {
        MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
    }

    @Test("start while recording and stop while stopped are refused with a reason")
    func startStopRefusals() throws {
        let map = try makeViewModel()
        #expect(map.startCommand.isEnabled.value)
        #expect(!map.stopCommand.isEnabled.value)
        #expect(throws: Refusals.notRecording) { try map.stopTrack() }

        try map.startTrack()
        #expect(map.snapshot.value.state.isRecording)
        #expect(location.isUpdating)
        #expect(!map.startCommand.isEnabled.value)
        #expect(throws: Refusals.alreadyRecording) { try map.startTrack() }

        try map.stopTrack()
        #expect(!map.snapshot.value.state.isRecording)
        #expect(!location.isUpdating)
        #expect(storage.isActive == false)
    }

    @Test("a journal storage repaired at start is shown, and a whole one is not")
    func journalRepair() throws {
        #expect(try makeViewModel().snapshot.value.state.journalRepair == nil)
        storage.journalRepair = "tracks.db-fixes: 1 damaged line(s) from line 5 on"
        #expect(
            try makeViewModel().snapshot.value.state.journalRepair
                == "tracks.db-fixes: 1 damaged line(s) from line 5 on")
    }

    @Test("fixes are taken only while recording")
    func onlyWhileRecording() throws {
        let map = try makeViewModel()
        #expect(location.send(Fixtures.fix(second: 0)) == nil)
        try map.startTrack()
        #expect(location.send(Fixtures.fix(second: 1)) == .kept)
        try map.stopTrack()
        #expect(map.snapshot.value.state.statistics.points == 1)
        #expect(storage.committedPoints.count == 1)
    }

    @Test("every fix is committed before a listener sees it counted")
    func committedBeforeCounted() throws {
        let map = try makeViewModel()
        let mismatches = ValueLog<String>()
        let storage = self.storage
        map.snapshot.addListener(skipCurrent: true) { snapshot in
            let statistics = snapshot.state.statistics
            let committed = storage.committedPoints.count
            if committed < statistics.points {
                mismatches.append("\(statistics.points) counted, \(committed) committed")
            }
        }
        try map.startTrack()
        for second in 0..<20 { location.send(Fixtures.fix(second: second, northMetres: Double(second) * 5)) }
        #expect(mismatches.values.isEmpty)
        #expect(map.snapshot.value.state.statistics.points == 20)
    }

    @Test("a repeated fix (same time and position) is kept once; same time elsewhere is kept")
    func repeats() throws {
        let map = try makeViewModel()
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 0, northMetres: 10))
        #expect(storage.committedPoints.count == 2)
        #expect(map.locations.value.count == 2)
    }

    @Test("distance, speed and trace follow the fixes")
    func figures() throws {
        let map = try makeViewModel()
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 10, northMetres: 100))
        let expected = GeodesicDistance.metres(
            from: Fixtures.fix(second: 0), to: Fixtures.fix(second: 10, northMetres: 100))
        #expect(abs(map.distance.value - expected) < 0.01)
        #expect(abs(expected - 100) < 0.5)
        #expect(abs((map.speed.value ?? 0) - expected / 10) < 1e-9)
        location.send(Fixtures.fix(second: 11, northMetres: 105, speed: 4.2))
        // The receiver's speed, smoothed: halfway from the 10 m/s shown.
        #expect(abs((map.speed.value ?? 0) - (expected / 10 + 4.2) / 2) < 1e-9)
        #expect(map.locations.value.count == 3)
        #expect(map.locations.value.last?.fix == Fixtures.fix(second: 11, northMetres: 105, speed: 4.2))
        #expect(map.snapshot.value.state.currentFix == Fixtures.fix(second: 11, northMetres: 105, speed: 4.2))
        #expect(map.regionRadius.value == 500)
        for second in 12...20 {
            location.send(Fixtures.fix(second: second, northMetres: 105 + Double(second - 11) * 4.2, speed: 4.2))
        }
        #expect(abs((map.speed.value ?? 0) - 4.2) < 0.01)
    }

    @Test("the region radius grows to keep the trace in view, never below 500 m")
    func regionRadius() throws {
        let map = try makeViewModel()
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        #expect(map.regionRadius.value == 500)
        location.send(Fixtures.fix(second: 100, northMetres: 2000))
        #expect(map.regionRadius.value > 2000)
        #expect(map.regionRadius.value < 2500)
    }

    @Test("the region follows the recent trace: an old start far behind drops out of view")
    func regionFollowsRecentTrace() throws {
        let map = try makeViewModel()
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        for second in 1..<RegionRadius.window {
            location.send(Fixtures.fix(second: 1000 + second, northMetres: 5000 + Double(second % 7)))
        }
        #expect(map.regionRadius.value > 5000)
        location.send(Fixtures.fix(second: 2000, northMetres: 5003))
        #expect(map.regionRadius.value == 500)
        #expect(map.locations.value.points.count == RegionRadius.window + 1)
    }

    @Test("stop and start begin a new segment; distance is not counted across the gap")
    func segments() throws {
        let map = try makeViewModel()
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 10, northMetres: 50))
        try map.stopTrack()
        try map.startTrack()
        location.send(Fixtures.fix(second: 100, northMetres: 1000))
        location.send(Fixtures.fix(second: 110, northMetres: 1050))
        #expect(storage.committedPoints.map(\.segment) == [0, 0, 1, 1])
        #expect(map.snapshot.value.state.statistics.segments == 2)
        #expect(abs(map.distance.value - 100) < 1)
    }

    @Test("a gap in fixes longer than the limit begins a new segment that bridges it: the way across counts")
    func gapSegments() throws {
        var settings = RecordingSettings()
        settings.segmentGap = 60
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage, settings: settings))
        try map.startTrack()
        for second in [0, 10, 70, 200, 210] {
            location.send(Fixtures.fix(second: second, northMetres: Double(second)))
        }
        #expect(storage.committedPoints.map(\.segment) == [0, 0, 0, 1, 1])
        #expect(storage.committedPoints.map(\.bridgesGap) == [false, false, false, true, false])
        #expect(map.snapshot.value.state.statistics.segments == 2)
        // The way through the tunnel counts as it would within one segment.
        let unbroken = TrackStatistics.of(storage.committedPoints.map { TrackPoint(segment: 0, fix: $0.fix) })
        #expect(abs(map.distance.value - unbroken.distance) < 0.01, "\(map.distance.value) m")
        #expect(map.distance.value > 150)
    }

    @Test("fixes less accurate than the limit are kept but not counted in the figures")
    func accuracyLimit() throws {
        let map = try makeViewModel()
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        var wild = Fixtures.fix(second: 1, northMetres: 3000)
        wild.horizontalError = 400
        location.send(wild)
        location.send(Fixtures.fix(second: 2, northMetres: 30))
        #expect(storage.committedPoints.count == 3)
        #expect(map.snapshot.value.state.statistics.points == 3)
        #expect(abs(map.distance.value - 30) < 0.1)
    }

    @Test("a storage failure is reported and the fix is not counted")
    func storageFailure() throws {
        let map = try makeViewModel()
        try map.startTrack()
        storage.failAppends = true
        location.send(Fixtures.fix(second: 0))
        #expect(map.snapshot.value.state.statistics.points == 0)
        #expect(map.storageProblem.value?.contains("disk full") == true)
        storage.failAppends = false
        location.send(Fixtures.fix(second: 1))
        #expect(map.snapshot.value.state.statistics.points == 1)
        #expect(map.storageProblem.value == nil)
    }

    @Test("an unsaved recording is resumed with its points, figures and notes, recording on in its segment if it was")
    func resume() throws {
        let points = (0..<5).map { TrackPoint(segment: 0, fix: Fixtures.fix(second: $0, northMetres: Double($0) * 10)) }
        let note = Note(text: "here", latitude: 48.15, longitude: 11.59, time: Date())
        storage.seedUnsaved(points: points, notes: [note], active: true)
        let map = try makeViewModel()
        #expect(map.snapshot.value.state.isRecording)
        #expect(location.isUpdating)
        #expect(map.snapshot.value.state.statistics.points == 5)
        #expect(abs(map.distance.value - 40) < 0.5)
        #expect(map.snapshot.value.state.notes.count == 1)
        #expect(map.snapshot.value.state.currentFix == points.last?.fix)
        location.send(Fixtures.fix(second: 10, northMetres: 100))
        #expect(storage.committedPoints.last?.segment == 0)
        #expect(map.snapshot.value.state.statistics.segments == 1)
    }

    @Test("a stopped unsaved recording is resumed stopped")
    func resumeStopped() throws {
        storage.seedUnsaved(points: [TrackPoint(segment: 0, fix: Fixtures.fix(second: 0))], active: false)
        let map = try makeViewModel()
        #expect(!map.snapshot.value.state.isRecording)
        #expect(!location.isUpdating)
        #expect(map.snapshot.value.state.statistics.points == 1)
        #expect(map.clearCommand.isEnabled.value)
    }

    @Test("clear discards the recording; with nothing recorded it is refused")
    func clear() throws {
        let map = try makeViewModel()
        #expect(throws: Refusals.nothingRecorded) { try map.clearTrack() }
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 5, northMetres: 20))
        try map.clearTrack()
        #expect(map.snapshot.value.state.statistics.points == 0)
        #expect(map.distance.value == 0)
        #expect(map.snapshot.value.state.isRecording)
        location.send(Fixtures.fix(second: 9, northMetres: 30))
        #expect(storage.committedPoints.count == 1)
        try map.stopTrack()
        try map.clearTrack()
        #expect(!storage.hasRecording)
        #expect(!map.clearCommand.isEnabled.value)
    }

    @Test("every snapshot is one moment: its trace, figures and position are those of the same fix")
    func oneMomentPerSnapshot() throws {
        let map = try makeViewModel()
        let mismatches = ValueLog<String>()
        map.snapshot.addListener(skipCurrent: true) { snapshot in
            let state = snapshot.state
            if state.trace.count != state.statistics.points || state.trace.last?.fix != state.currentFix {
                mismatches.append("\(state.trace.count) traced, \(state.statistics.points) counted")
            }
        }
        try map.startTrack()
        for second in 0..<30 { location.send(Fixtures.fix(second: second, northMetres: Double(second) * 3)) }
        #expect(mismatches.values.isEmpty)
        #expect(map.snapshot.value.state.statistics.points == 30)
        #expect(map.snapshot.value.state.statistics.distance == map.distance.value)
    }

    @Test("the source's and forwarding's changes reach the snapshot, each as it happens")
    func sourceAndForwardingInSnapshot() throws {
        var server = ForwardingStatus(name: "mqtt", destination: "mqtt://broker:1883")
        let forwarding = StubForwardingService([server])
        let map = MapViewModel(
            recorder: try Recorder(locationService: location, storage: storage), forwarding: forwarding)
        #expect(map.snapshot.value.source.connected)
        #expect(map.snapshot.value.forwarding == [server])
        location.statusProperty.value = SourceStatus(kind: .gpsd, connected: false, problem: "gpsd went away")
        #expect(map.snapshot.value.source.problem == "gpsd went away")
        server.connected = true
        server.queued = 12
        forwarding.statusProperty.value = [server]
        #expect(map.snapshot.value.forwarding == [server])
        #expect(map.snapshot.value.source.problem == "gpsd went away")
    }

    @Test(
        "a fix past 10 s is stale when the snapshot is seen: no speed shown; a fix from before trackd started is stale")
    func staleWhenSeen() throws {
        let map = try makeViewModel()
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        location.send(Fixtures.fix(second: 5, northMetres: 25))
        let snapshot = map.snapshot.value
        let arrival = try #require(snapshot.state.currentFixArrival)
        let fresh = snapshot.seen(at: arrival.adding(seconds: 9))
        #expect(fresh.fixAge == 9 && !fresh.fixIsStale)
        #expect(fresh.speed != nil && fresh.speed == snapshot.state.speed)
        let stale = snapshot.seen(at: arrival.adding(seconds: 11))
        #expect(stale.fixIsStale && stale.speed == nil)
        #expect(stale.state.speed == fresh.speed, "the recorder's speed stays; only what is shown goes")

        var before = snapshot.state
        before.currentFixArrival = nil
        let unknownAge = MapSnapshot(state: before, source: snapshot.source, forwarding: [], seenAt: arrival)
        #expect(unknownAge.fixIsStale && unknownAge.fixAge == nil && unknownAge.speed == nil)
    }
}

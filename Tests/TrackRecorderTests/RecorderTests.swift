import TestSupport
import Testing
import TinyMVVM
import TrackModel

@testable import TrackRecorder

/// The recorder alone, behind stub services: its commands, its one state
/// value, its fixes.
@Suite("Recorder")
struct RecorderTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    @Test("one state value per fix: committed first, then counted, figures and trace together")
    func oneStatePerFix() throws {
        let recorder = try Recorder(locationService: location, storage: storage)
        let states = ValueLog<RecordingState>()
        recorder.state.addListener(skipCurrent: true) { states.append($0) }
        try recorder.start.execute()
        #expect(location.send(Fixtures.fix(second: 0)) == .kept)
        #expect(location.send(Fixtures.fix(second: 10, northMetres: 100)) == .kept)
        // The start, then one state per fix.
        #expect(states.values.count == 3)
        let last = try #require(states.values.last)
        #expect(last.statistics.points == 2 && last.trace.count == 2)
        #expect(storage.committedPoints.count == 2)
        #expect(abs(last.statistics.distance - 100) < 1)
        #expect(last.currentFix == Fixtures.fix(second: 10, northMetres: 100))
        #expect(last.traceRevision > states.values[1].traceRevision)
    }

    @Test("live figures are worked out once a second of fix time; stopping shows, and saving stores, the exact ones")
    func liveAndSavedFigures() throws {
        let recorder = try Recorder(locationService: location, storage: storage)
        try recorder.start.execute()
        // A 10 Hz receiver moving north at 10 m/s.
        for tenth in 0..<95 {
            var fix = Fixtures.fix(second: 0, northMetres: Double(tenth))
            fix.time = fix.time?.addingTimeInterval(Double(tenth) / 10)
            _ = location.send(fix)
        }
        let exact = TrackStatistics.of(storage.committedPoints)
        let shown = recorder.state.value.statistics
        #expect(shown.points == 95)
        #expect(shown.distance < exact.distance && shown.distance > exact.distance - 12, "\(shown.distance)")
        try recorder.stop.execute()
        #expect(recorder.state.value.statistics == exact)
        let saved = try recorder.save.execute(Recorder.Naming(name: "Run", description: nil))
        #expect(saved.statistics == exact)
    }

    @Test("a segment of the source's own begins a segment: nothing counted across it, however close the times")
    func sourceSegments() throws {
        let recorder = try Recorder(locationService: location, storage: storage)
        try recorder.start.execute()
        _ = location.send(Fixtures.fix(second: 0))
        _ = location.send(Fixtures.fix(second: 10, northMetres: 100))
        // The file's next track starts 12 km away, a second later.
        _ = location.send(Fixtures.fix(second: 11, northMetres: 12_000), startsSegment: true)
        _ = location.send(Fixtures.fix(second: 21, northMetres: 12_100))
        let state = recorder.state.value
        #expect(state.statistics.segments == 2)
        #expect(abs(state.statistics.distance - 200) < 2, "\(state.statistics.distance) m")
        #expect(storage.committedPoints.map(\.segment) == [0, 0, 1, 1])
        // A segment start on the first point of a segment adds no empty one.
        try recorder.stop.execute()
        try recorder.start.execute()
        _ = location.send(Fixtures.fix(second: 40, northMetres: 13_000), startsSegment: true)
        #expect(storage.committedPoints.map(\.segment) == [0, 0, 1, 1, 2])
    }

    @Test("a fix that comes while stopped is not taken, and a refused command changes nothing")
    func stoppedAndRefused() throws {
        let recorder = try Recorder(locationService: location, storage: storage)
        try recorder.start.execute()
        _ = location.send(Fixtures.fix(second: 0))
        try recorder.stop.execute()
        #expect(location.send(Fixtures.fix(second: 1)) == nil)
        #expect(throws: CommandRefusal("not recording")) { try recorder.stop.execute() }
        #expect(recorder.state.value.statistics.points == 1)
        #expect(!recorder.state.value.isRecording)
        let note = try recorder.note.execute("parked")
        #expect(note.latitude == Fixtures.fix(second: 0).latitude)
        let saved = try recorder.save.execute(Recorder.Naming(name: "Walk", description: nil))
        #expect(saved.statistics.points == 1)
        #expect(!recorder.state.value.hasRecording && recorder.state.value.notes.isEmpty)
        #expect(throws: CommandRefusal("nothing to save")) {
            try recorder.save.execute(Recorder.Naming(name: "Again", description: nil))
        }
    }

    @Test("eight threads start, stop and save at once: each action runs only where its state allows")
    func concurrentCommands() throws {
        let recorder = try Recorder(locationService: location, storage: storage)
        let outcomes = ValueLog<String>()
        try concurrently(8) { thread in
            for round in 0..<50 {
                do {
                    switch (thread + round) % 3 {
                    case 0: try recorder.start.execute()
                    case 1: try recorder.stop.execute()
                    default: _ = location.send(Fixtures.fix(second: thread * 1000 + round))
                    }
                    outcomes.append("ok")
                } catch let refusal as CommandRefusal {
                    outcomes.append(refusal.reason)
                } catch {
                    outcomes.append("error: \(error)")
                }
            }
        }
        #expect(outcomes.values.allSatisfy { ["ok", "already recording", "not recording"].contains($0) })
        // Every fix counted was committed first, and nothing was counted twice.
        #expect(recorder.state.value.statistics.points == storage.committedPoints.count)
        #expect(recorder.state.value.trace.count == storage.committedPoints.count)
        #expect(recorder.state.value.isRecording == storage.isActive)
    }
}

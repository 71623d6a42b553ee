import Foundation
import SyncPrimitives
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
        #expect(throws: Refusals.notRecording) { try recorder.stop.execute() }
        #expect(recorder.state.value.statistics.points == 1)
        #expect(!recorder.state.value.isRecording)
        let note = try recorder.note.execute("parked")
        #expect(note.latitude == Fixtures.fix(second: 0).latitude)
        let saved = try recorder.save.execute(Recorder.Naming(name: "Walk", description: nil))
        #expect(saved.statistics.points == 1)
        #expect(!recorder.state.value.hasRecording && recorder.state.value.notes.isEmpty)
        #expect(throws: Refusals.nothingToSave) {
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

/// A long recording resumed after a restart: trackd answers and records at
/// once while a thread works its figures out from the stored points.
@Suite("Resuming a long recording")
struct ResumeCatchUpTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    /// `count` points a second apart, walking north at 1.5 m/s.
    private func walk(_ count: Int, from second: Int = 0) -> [TrackPoint] {
        (second..<second + count).map {
            TrackPoint(segment: 0, fix: Fixtures.fix(second: $0, northMetres: 1.5 * Double($0)))
        }
    }

    /// Waits until the recorder has handed the figures over.
    private func awaitFigures(of recorder: Recorder) async throws {
        for _ in 0..<6_000 where recorder.state.value.figuresPending != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(recorder.state.value.figuresPending == nil, "the figures were never worked out")
    }

    @Test("fixes recorded while the figures are worked out are stored and counted: the figures equal an unbroken run's")
    func recordsWhileCatchingUp() async throws {
        storage.seedUnsaved(points: walk(10_000), active: true)
        storage.holdRecordingReads()
        let recorder = try Recorder(locationService: location, storage: storage)
        var state = recorder.state.value
        #expect(state.isRecording && state.trace.count == 10_000 && state.hasPoints)
        #expect(state.figuresPending == FiguresProgress(counted: 0, recorded: 10_000))
        #expect(state.statistics.points == 0, "nothing counted while the reads are held")
        for second in 10_000..<10_005 {
            #expect(location.send(Fixtures.fix(second: second, northMetres: 1.5 * Double(second))) == .kept)
        }
        state = recorder.state.value
        #expect(state.figuresPending?.recorded == 10_005 && state.trace.count == 10_005)
        storage.releaseRecordingReads()
        try await awaitFigures(of: recorder)
        #expect(recorder.state.value.trace.points.last == TracePoint(storage.committedPoints[10_004]))
        try recorder.stop.execute()
        let exact = TrackStatistics.of(storage.committedPoints)
        #expect(exact.points == 10_005)
        #expect(recorder.state.value.statistics == exact)
        #expect(try recorder.save.execute(Recorder.Naming(name: "Walk", description: nil)).statistics == exact)
    }

    @Test("a save while the figures are being worked out finishes them itself, and stores the exact ones")
    func saveFinishesTheWork() throws {
        storage.seedUnsaved(points: walk(9_000), active: false)
        storage.holdRecordingReads()
        let recorder = try Recorder(locationService: location, storage: storage)
        let exact = TrackStatistics.of(storage.committedPoints)
        storage.releaseRecordingReads()
        let saved = try recorder.save.execute(Recorder.Naming(name: "Walk", description: nil))
        #expect(saved.statistics == exact)
        #expect(recorder.state.value.figuresPending == nil && !recorder.state.value.hasRecording)
    }

    @Test("a save that would count too many points itself is refused and says why; clear still works")
    func saveRefusedWhileFarBehind() throws {
        storage.seedUnsaved(points: walk(Recorder.pointsASaveCounts + 1), active: false)
        storage.holdRecordingReads()
        defer { storage.releaseRecordingReads() }
        let recorder = try Recorder(locationService: location, storage: storage)
        #expect {
            try recorder.save.execute(Recorder.Naming(name: "Walk", description: nil))
        } throws: {
            "\($0)".contains("still being worked out (0 of \(Recorder.pointsASaveCounts + 1) points counted)")
        }
        #expect(storage.hasRecording)
        try recorder.clear.execute()
        #expect(!storage.hasRecording && recorder.state.value.figuresPending == nil)
        #expect(recorder.state.value.trace.count == 0)
    }

    @Test("storage failing while the figures are worked out: they stay pending with the reason; a save tries again")
    func catchUpFails() async throws {
        storage.seedUnsaved(points: walk(10_000), active: false)
        storage.failRecordingReads = true
        let recorder = try Recorder(locationService: location, storage: storage)
        for _ in 0..<6_000 where recorder.state.value.figuresPending?.problem == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(recorder.state.value.figuresPending?.problem == "disk full")
        #expect(recorder.state.value.storageProblem == nil, "recording itself is not in trouble")
        #expect(throws: (any Error).self) { try recorder.save.execute(Recorder.Naming(name: "Walk", description: nil)) }
        storage.failRecordingReads = false
        let saved = try recorder.save.execute(Recorder.Naming(name: "Walk", description: nil))
        #expect(saved.statistics == TrackStatistics.of(walk(10_000)))
    }

    @Test("a short recording is worked out before the recorder answers, on the caller's thread")
    func shortRecordingAtOnce() throws {
        storage.seedUnsaved(points: walk(FiguresCatchUp.stretch), active: false)
        let recorder = try Recorder(locationService: location, storage: storage)
        #expect(recorder.state.value.figuresPending == nil)
        #expect(recorder.state.value.statistics == TrackStatistics.of(storage.committedPoints))
    }
}

@Suite("The receiver's clock against the system's")
struct ClockDisagreementTests {
    @Test("a live fix a day or more from the system clock is noted once, recorded all the same; agreeing clears it")
    func disagreementComesAndGoes() throws {
        let location = StubLocationService(kind: .gpsd)
        let now = LockedValue(Fixtures.fix(second: 0).time!.addingTimeInterval(-3 * 365 * 86_400))
        let recorder = try Recorder(
            locationService: location, storage: InMemoryStorage(), clock: { now.withValue { $0 } })
        try recorder.start.execute()
        #expect(location.send(Fixtures.fix(second: 0)) == .kept)
        let noted = try #require(recorder.state.value.clockDisagreement)
        #expect(noted.fixTime == Fixtures.fix(second: 0).time && noted.seconds > 3 * 364 * 86_400)
        #expect(location.send(Fixtures.fix(second: 1, northMetres: 10)) == .kept)
        #expect(recorder.state.value.clockDisagreement == noted, "the first fix's, not one per fix")
        // The system clock set (NTP at last): they agree, the note goes.
        now.withValue { $0 = Fixtures.fix(second: 2).time! }
        #expect(location.send(Fixtures.fix(second: 2, northMetres: 20)) == .kept)
        #expect(recorder.state.value.clockDisagreement == nil)
        #expect(recorder.state.value.statistics.points == 3)
    }

    @Test("a replayed file's old times are no disagreement")
    func replayIsNoDisagreement() throws {
        let location = StubLocationService(kind: .replay)
        let recorder = try Recorder(
            locationService: location, storage: InMemoryStorage(), clock: { Date(timeIntervalSince1970: 2_000_000_000) }
        )
        try recorder.start.execute()
        #expect(location.send(Fixtures.fix(second: 0)) == .kept)
        #expect(recorder.state.value.clockDisagreement == nil)
    }
}

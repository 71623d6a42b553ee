import Foundation
import SyncPrimitives
import TestSupport
import Testing
import TinyMVVM

@testable import TrackModel
@testable import TrackRecorder

/// `autosave_after_idle`: each journey saved as a track of its own, parked
/// time never recorded as one.
@Suite("Journey autosave")
struct JourneyAutosaveTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    /// A recorder that saves a journey after 300 s idle, on a clock the
    /// test sets.
    func makeRecorder(clock: ManualClock = ManualClock()) throws -> Recorder {
        var settings = RecordingSettings()
        settings.autosaveAfterIdle = 300
        return try Recorder(
            locationService: location, storage: storage, settings: settings, clock: { clock.now },
            monotonicClock: { clock.instant })
    }

    /// A fix `metres` north of the start at `second`; small `jitter` moves
    /// it east and west as a parked receiver wanders.
    func fix(_ second: Int, north metres: Double, jitter: Double = 0) -> Fix {
        var fix = Fixtures.fix(second: second, northMetres: metres)
        fix.longitude += (second % 2 == 0 ? jitter : -jitter) / 74_000
        return fix
    }

    @Test("the boundary: hold before departure, record the held fixes since leaving, end after the idle limit")
    func boundaryVerdicts() {
        var boundary = JourneyBoundary(idleLimit: 300, radius: 50)
        let now = Date()
        #expect(boundary.observe(fix(0, north: 0), arrival: now, journeyUnderWay: false) == .hold)
        // Standing: scatter within 10 m replaces the departure point.
        #expect(boundary.observe(fix(5, north: 6), arrival: now, journeyUnderWay: false) == .hold)
        // Leaving: every fix from here on is kept for the journey.
        #expect(boundary.observe(fix(10, north: 20), arrival: now, journeyUnderWay: false) == .hold)
        #expect(boundary.observe(fix(12, north: 35), arrival: now, journeyUnderWay: false) == .hold)
        #expect(
            boundary.observe(fix(20, north: 60), arrival: now, journeyUnderWay: false)
                == .depart(departure: [fix(5, north: 6), fix(10, north: 20), fix(12, north: 35)]))
        #expect(boundary.observe(fix(30, north: 200), arrival: now, journeyUnderWay: true) == .record)
        // Parked at 200 m from second 30: recorded until 300 s have passed.
        #expect(boundary.observe(fix(329, north: 210), arrival: now, journeyUnderWay: true) == .record)
        #expect(
            boundary.observe(fix(330, north: 195), arrival: now, journeyUnderWay: true) == .journeyEnded(.noMovement))
        // A gap of 300 s without a fix ends a journey too.
        var gap = JourneyBoundary(idleLimit: 300, radius: 50)
        gap.resume(after: fix(0, north: 0), at: fix(0, north: 0).time!)
        #expect(gap.observe(fix(100, north: 900), arrival: now, journeyUnderWay: true) == .record)
        #expect(gap.observe(fix(400, north: 5000), arrival: now, journeyUnderWay: true) == .journeyEnded(.noFix))
    }

    @Test("drive, park, drive: the first journey is saved, named by its start; the second waits to move off")
    func parkedBetweenJourneys() throws {
        let recorder = try makeRecorder()
        let saves = ValueLog<Autosave>()
        let subscription = recorder.state.addListener(skipCurrent: true) { state in
            if let save = state.lastAutosave, saves.values.last != save { saves.append(save) }
        }
        defer { _ = subscription }
        var autosaves: [Autosave] { saves.values }
        try recorder.start.execute()

        // Parked before the first journey: nothing recorded.
        for second in 0..<120 { location.send(fix(second, north: 0, jitter: 4)) }
        #expect(recorder.state.value.statistics.points == 0)
        #expect(recorder.state.value.awaitingDeparture)
        // Driving north at 12 m/s for 100 s.
        for second in 120..<220 { location.send(fix(second, north: Double(second - 119) * 12)) }
        #expect(!recorder.state.value.awaitingDeparture)
        let driven = recorder.state.value.statistics.points
        // Departure: the last parked fix, then every fix of the drive (the
        // four within 50 m held until it moved off).
        #expect(driven == 1 + 100)
        // Parked for 10 minutes at 1,500 m.
        for second in 220..<820 { location.send(fix(second, north: 1500, jitter: 4)) }
        #expect(autosaves.count == 1)
        let saved = try #require(autosaves.first)
        #expect(saved.reason == .noMovement)
        #expect(saved.track.name == TrackName.journey(startingAt: fix(119, north: 0).time!))
        #expect(saved.track.description == "Saved automatically: no movement for 5 min")
        // The parked minutes up to the limit belong to the journey (they were
        // recorded as they came); the ones after it are held back.
        #expect(saved.track.statistics.points == driven + 300)
        #expect(try storage.savedTracks().count == 1)
        #expect(recorder.state.value.isRecording)
        #expect(recorder.state.value.statistics.points == 0)
        #expect(recorder.state.value.awaitingDeparture)

        // Driving on: a new recording from the parked spot.
        for second in 820..<880 { location.send(fix(second, north: 1500 + Double(second - 819) * 12)) }
        #expect(recorder.state.value.statistics.points == 1 + 60)
        #expect(autosaves.count == 1)
    }

    @Test("no fix for the idle limit, by the clock, saves the journey; the next fix waits to move off")
    func fixesStopComing() throws {
        let clock = ManualClock()
        let recorder = try makeRecorder(clock: clock)
        try recorder.start.execute()
        for second in 0..<100 { location.send(fix(second, north: Double(second) * 10)) }
        let driven = recorder.state.value.statistics.points
        #expect(driven > 90)

        clock.now += 299
        recorder.tick()
        #expect(try storage.savedTracks().isEmpty)
        clock.now += 1
        recorder.tick()
        let saved = try storage.savedTracks()
        #expect(saved.count == 1)
        #expect(saved.first?.points == driven)
        #expect(recorder.state.value.lastAutosave?.reason == .noFix)
        #expect(recorder.state.value.statistics.points == 0)
        // Nothing more to save until a new journey has points.
        clock.now += 1000
        recorder.tick()
        #expect(try storage.savedTracks().count == 1)
        location.send(fix(2000, north: 5000))
        #expect(recorder.state.value.statistics.points == 0)
        #expect(recorder.state.value.awaitingDeparture)
    }

    @Test("the wall clock set a day forward, then an hour back, mid-journey: nothing is saved, nothing lost")
    func wallClockSteps() throws {
        let clock = ManualClock()
        let recorder = try makeRecorder(clock: clock)
        try recorder.start.execute()
        // Fixes without a time of their own: only the clocks can tell a gap.
        func timeless(_ metres: Double) -> Fix {
            var fix = fix(0, north: metres)
            fix.time = nil
            return fix
        }
        for step in 0..<10 {
            clock.now += 1
            _ = location.send(timeless(Double(step) * 100))
        }
        let driven = recorder.state.value.statistics.points
        clock.stepWallClock(by: 86_400)
        recorder.tick()
        clock.now += 1
        _ = location.send(timeless(1_000))
        clock.stepWallClock(by: -3_600)
        recorder.tick()
        clock.now += 1
        _ = location.send(timeless(1_100))
        #expect(try storage.savedTracks().isEmpty)
        #expect(recorder.state.value.lastAutosave == nil)
        #expect(recorder.state.value.statistics.points == driven + 2)
        // Real time still counts: 300 s without a fix end the journey.
        clock.now += 299
        recorder.tick()
        #expect(try storage.savedTracks().isEmpty)
        clock.now += 1
        recorder.tick()
        #expect(try storage.savedTracks().count == 1)
        #expect(recorder.state.value.lastAutosave?.reason == .noFix)
    }

    @Test("without autosave_after_idle every fix is recorded and nothing is saved by itself")
    func offByDefault() throws {
        let recorder = try Recorder(locationService: location, storage: storage)
        try recorder.start.execute()
        for second in 0..<700 { location.send(fix(second, north: 0, jitter: 4)) }
        #expect(recorder.state.value.statistics.points == 700)
        recorder.tick()
        #expect(try storage.savedTracks().isEmpty)
        #expect(!recorder.state.value.awaitingDeparture)
    }

    @Test("a resumed journey that went quiet while trackd was down is saved at the first fix")
    func resumedAfterRestart() throws {
        let first = try makeRecorder()
        try first.start.execute()
        for second in 0..<50 { location.send(fix(second, north: Double(second) * 10)) }
        let driven = first.state.value.statistics.points
        location.shutdown()

        let restarted = try makeRecorder()
        #expect(restarted.state.value.isRecording)
        location.send(fix(4000, north: 490))
        let saved = try storage.savedTracks()
        #expect(saved.count == 1)
        #expect(saved.first?.points == driven)
        #expect(restarted.state.value.statistics.points == 0)
    }

    @Test("stopping clears the wait for departure")
    func stopClearsWaiting() throws {
        let recorder = try makeRecorder()
        try recorder.start.execute()
        location.send(fix(0, north: 0))
        #expect(recorder.state.value.awaitingDeparture)
        try recorder.stop.execute()
        #expect(!recorder.state.value.awaitingDeparture)
    }
}

/// A clock a test moves by hand.
/// A wall clock and a monotonic clock a test moves by hand: setting `now`
/// later is time passing (both move); ``stepWallClock(by:)`` is somebody
/// setting the wall clock (only it moves), as NTP or gpsd does on a
/// Raspberry Pi at boot.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var wall = Date(timeIntervalSince1970: 1_780_000_000)
    private var elapsed = 0.0

    var now: Date {
        get { lock.withLock { wall } }
        set {
            lock.withLock {
                elapsed += max(0, newValue.timeIntervalSince(wall))
                wall = newValue
            }
        }
    }

    /// The monotonic clock: seconds passed since the test began.
    var instant: MonotonicInstant {
        lock.withLock { MonotonicInstant(nanoseconds: 1_000_000_000_000).adding(seconds: elapsed) }
    }

    /// Sets the wall clock `seconds` forward (or back) without time passing.
    func stepWallClock(by seconds: Double) {
        lock.withLock { wall = wall.addingTimeInterval(seconds) }
    }
}

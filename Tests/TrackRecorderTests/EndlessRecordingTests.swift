import Foundation
import TestSupport
import Testing
import TrackModel
import TruthJourneys

@testable import TrackRecorder

/// A recording that goes on and on: what the recorder holds stays at its
/// bound, whatever the length (the memory this saves is measured by `make
/// bench`).
@Suite("An endless recording")
struct EndlessRecordingTests {
    @Test(
        "18,000 fixes at 10 Hz, parked, driving, creeping: the trace and the model hold no more at the end than early on"
    )
    func heldStaysBounded() throws {
        let location = StubLocationService()
        var settings = RecordingSettings()
        settings.traceBudget = 200
        let recorder = try Recorder(locationService: location, storage: InMemoryStorage(), settings: settings)
        try recorder.start.execute()
        var random = SeededRandom(seed: 7)
        var north = 0.0
        var mostEarly = (tracePoints: 0, modelValues: 0)
        var mostLate = (tracePoints: 0, modelValues: 0)
        for tenth in 0..<18_000 {
            // Stretches of 200 s: parked, driving at 15 m/s, creeping at 0.4 m/s.
            let speed = [0.0, 15, 0.4][tenth / 2_000 % 3]
            north += speed / 10
            var fix = Fixtures.fix(
                second: 0, northMetres: north + 3 * Double.random(in: -1...1, using: &random),
                speed: speed == 0 ? 0 : speed)
            fix.time = fix.time?.addingTimeInterval(Double(tenth) / 10)
            fix.longitude += 3 * Double.random(in: -1...1, using: &random) / 74_000
            #expect(location.send(fix) == .kept)
            let held = recorder.heldInMemory
            if tenth >= 6_000 && tenth < 12_000 {
                mostEarly = (max(mostEarly.tracePoints, held.tracePoints), max(mostEarly.modelValues, held.modelValues))
            } else if tenth >= 12_000 {
                mostLate = (max(mostLate.tracePoints, held.tracePoints), max(mostLate.modelValues, held.modelValues))
            }
        }
        #expect(recorder.state.value.trace.count == 18_000)
        #expect(mostLate.tracePoints <= settings.traceBudget + RegionRadius.window, "trace \(mostLate)")
        // The windows' contents vary with the noise; a buffer that kept a
        // value a fix would hold 6,000 more by the end.
        #expect(
            Double(mostLate.modelValues) <= Double(mostEarly.modelValues) * 1.1,
            "model: early \(mostEarly), late \(mostLate)")
        #expect(mostLate.modelValues > 0, "model: early \(mostEarly), late \(mostLate)")
    }
}

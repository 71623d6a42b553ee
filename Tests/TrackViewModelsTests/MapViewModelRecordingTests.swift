import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackModel
import TrackRecorder

@testable import TrackViewModels

/// The Map view model on recorded tracks rather than made-up fixes.
@Suite("MapViewModel on recordings")
struct MapViewModelRecordingTests {
    /// Every point of a GPX file.
    func fixes(_ path: String) throws -> [Fix] {
        try Fixtures.gpxPoints(path).map(\.fix)
    }

    /// Records `fixes` through a view model behind stub services.
    func record(_ fixes: [Fix]) throws -> MapViewModel {
        let location = StubLocationService()
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: InMemoryStorage()))
        try map.startTrack()
        for fix in fixes { location.send(fix) }
        return map
    }

    @Test("the noisy demo ride measures within 2% of the path it was generated from")
    func noisyRideAgainstTruth() throws {
        let noisy = try fixes(Fixtures.demoRide)
        let truth = try fixes(Fixtures.packageRoot.appendingPathComponent("demo/ride-truth.gpx").path)
        #expect(noisy.count == 600 && truth.count == 600)
        let trueLength = zip(truth, truth.dropFirst()).map { GeodesicDistance.metres(from: $0, to: $1) }.reduce(0, +)
        let rawNoisy = zip(noisy, noisy.dropFirst()).map { GeodesicDistance.metres(from: $0, to: $1) }.reduce(0, +)
        let map = try record(noisy)
        let measured = map.distance.value
        #expect(abs(measured - trueLength) / trueLength < 0.02, "measured \(measured) m, true \(trueLength) m")
        // Summing every noisy step would overstate it more.
        #expect(abs(rawNoisy - trueLength) > abs(measured - trueLength))
        #expect(map.snapshot.value.state.statistics.points == 600)
    }

    @Test("elevation: the noisy ride's climb is within 15% of the true one, the raw sum far above")
    func noisyClimbAgainstTruth() throws {
        let noisy = try fixes(Fixtures.demoRide)
        let truth = try fixes(Fixtures.packageRoot.appendingPathComponent("demo/ride-truth.gpx").path)
        let trueGain = zip(truth, truth.dropFirst()).map { max(0, $1.altitudeMSL! - $0.altitudeMSL!) }.reduce(0, +)
        let rawGain = zip(noisy, noisy.dropFirst()).map { max(0, $1.altitudeMSL! - $0.altitudeMSL!) }.reduce(0, +)
        let gain = try record(noisy).snapshot.value.state.statistics.elevationGain
        #expect(abs(gain - trueGain) / trueGain < 0.15, "measured \(gain) m, true \(trueGain) m, raw \(rawGain) m")
        #expect(rawGain > trueGain * 2)
    }

    @Test("a restarted view model shows the same distance and figures as before")
    func sameFiguresAfterRestart() throws {
        let storage = InMemoryStorage()
        let location = StubLocationService()
        let before = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        try before.startTrack()
        for fix in try fixes(Fixtures.demoRide).prefix(400) { location.send(fix) }
        let after = MapViewModel(recorder: try Recorder(locationService: StubLocationService(), storage: storage))
        #expect(after.snapshot.value.state.statistics == before.snapshot.value.state.statistics)
        #expect(after.distance.value == before.distance.value)
        #expect(after.regionRadius.value == before.regionRadius.value)
        #expect(after.snapshot.value.state.statistics.points == 400)
        #expect(after.snapshot.value.state.isRecording)
    }
}

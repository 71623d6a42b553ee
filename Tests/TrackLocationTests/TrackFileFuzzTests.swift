import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackLocation

/// CSV and NMEA files as the world writes them, and worse: mutated from the
/// files in `Corpus/track` by the seeded ``Fuzzer``, read as an import reads
/// them (the format found from the content).
@Suite("Fuzzing the CSV and NMEA readers")
struct TrackFileFuzzTests {
    @Test(
        "whatever the bytes: points with possible values, or an error that names the file and says why; never a crash"
    )
    func trackFileReader() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("case.track").path
        let behaviours = try Fuzzer(fileExtension: "track", cases: 2000).run { bytes, label in
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            var points = 0
            do {
                let facts = try TrackFileReader().read(file) { item in
                    guard case .point(let point) = item else { return }
                    points += 1
                    let fix = point.fix
                    #expect(fix.latitude.isFinite && abs(fix.latitude) <= 90, "\(label)")
                    #expect(fix.longitude.isFinite && abs(fix.longitude) <= 180, "\(label)")
                    #expect(fix.altitudeMSL.map(Fix.possibleAltitudes.contains) ?? true, "\(label)")
                    #expect(fix.speed.map(Fix.possibleSpeeds.contains) ?? true, "\(label)")
                    #expect(fix.horizontalError.map(Fix.possibleErrors.contains) ?? true, "\(label)")
                    #expect(fix.time.map(Fix.plausibleTimes.contains) ?? true, "\(label)")
                    #expect(point.segment >= 0, "\(label)")
                }
                return "points \(Fuzzer.bucket(points)), unusable times \(Fuzzer.bucket(facts.unusableTimes))"
            } catch let error as TrackFileError {
                #expect(error.path == file && !error.reason.isEmpty, "\(label)")
                return "error: " + error.reason.prefix { !$0.isNumber && $0 != ":" && $0 != "'" }
            }
        }
        #expect(behaviours >= 4, "the cases reach more than one corner: \(behaviours)")
    }
}

import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackLocation

/// GPX files as the world writes them, and worse: mutated from the files in
/// `Corpus/gpx` (impossible numbers and times, deep nesting, odd encodings)
/// by the seeded ``Fuzzer``.
@Suite("Fuzzing the GPX reader")
struct GPXFuzzTests {
    @Test(
        "whatever the bytes: points with possible positions, or an error that names the file and says why; never a crash"
    )
    func gpxReader() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("case.gpx").path
        let behaviours = try Fuzzer(fileExtension: "gpx", cases: 2000).run { bytes, label in
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            var points = 0
            var waypoints = 0
            do {
                let reader = try GPXReader(path: file)
                while let item = try reader.next() {
                    switch item {
                    case .point(let point):
                        points += 1
                        let fix = point.fix
                        #expect(fix.latitude.isFinite && abs(fix.latitude) <= 90, "\(label)")
                        #expect(fix.longitude.isFinite && abs(fix.longitude) <= 180, "\(label)")
                        #expect(fix.altitudeMSL.map(\.isFinite) ?? true, "\(label)")
                        #expect(fix.speed.map(\.isFinite) ?? true, "\(label)")
                    case .waypoint(let note):
                        waypoints += 1
                        #expect(note.latitude.isFinite && abs(note.latitude) <= 90, "\(label)")
                    }
                }
                return
                    "points \(Fuzzer.bucket(points)), waypoints \(Fuzzer.bucket(waypoints)), skipped \(Fuzzer.bucket(reader.skippedPoints))"
            } catch let error as TrackFileError {
                #expect(error.path == file && !error.reason.isEmpty, "\(label)")
                return "error: " + error.reason.prefix { !$0.isNumber && $0 != ":" && $0 != "'" }
            }
        }
        #expect(behaviours >= 4, "the cases reach more than one corner: \(behaviours)")
    }
}

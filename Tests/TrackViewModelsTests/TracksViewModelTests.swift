import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackLocation
import TrackRecorder

@testable import TrackViewModels

@Suite("TracksViewModel")
struct TracksViewModelTests {
    let storage = InMemoryStorage()

    @Test("import stores every point and waypoint, named as asked, else as the file says, else by file name")
    func importNames() throws {
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let named = try tracks.importTrack(
            path: Fixtures.demoRide, name: "Sunday", description: nil, fallbackName: "ride.gpx"
        ).summary
        #expect(named.name == "Sunday")
        #expect(named.statistics.points == 600)
        let fromFile = try tracks.importTrack(
            path: Fixtures.demoRide, name: nil, description: "d", fallbackName: "ride.gpx"
        ).summary
        #expect(fromFile.name == "Morning ride")
        let unnamed = try Fixtures.file(
            "<gpx><wpt lat=\"1\" lon=\"2\"><name>Spring</name></wpt><trk><trkseg><trkpt lat=\"1\" lon=\"1\"/></trkseg></trk></gpx>"
        )
        let byFile = try tracks.importTrack(path: unnamed, name: nil, description: nil, fallbackName: "walk.gpx")
            .summary
        #expect(byFile.name == "walk.gpx")
        #expect(try tracks.track(byFile.id).notes.map(\.text) == ["Spring"])
        #expect(try storage.points(ofTrack: named.id).count == 600)
    }

    @Test("a point identical to the one before it is kept once; impossible times are dropped; both are counted")
    func repeatsAndImpossibleTimes() throws {
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let same = #"<trkpt lat="48.1" lon="11.5"><time>2026-05-17T07:30:00Z</time></trkpt>"#
        let odd = [
            "0000-01-01T00:00:00Z", "2026-05-17T07:30:02+99:99", "2150-01-01T00:00:00Z", "1979-12-31T23:59:59Z",
        ].map { #"<trkpt lat="48.2" lon="11.6"><time>\#($0)</time></trkpt>"# }
        let file = try Fixtures.file(
            "<gpx><trk><trkseg>" + String(repeating: same, count: 1000)
                + #"<trkpt lat="48.1" lon="11.5"><time>2026-05-17T07:30:01Z</time></trkpt>"#
                + "</trkseg><trkseg>" + same + odd.joined() + "</trkseg></trk></gpx>")
        let imported = try tracks.importTrack(path: file, name: nil, description: nil, fallbackName: "f.gpx")
        #expect(imported.repeatedPoints == 999)
        #expect(imported.unusableTimes == 4)
        let points = try storage.points(ofTrack: imported.summary.id)
        // 1 + the next second + the same point again in a new segment + 4
        // points without a time (alike now, but not in the file).
        #expect(points.count == 1 + 1 + 1 + 4, "\(points.map(\.fix.time))")
        #expect(points.suffix(4).allSatisfy { $0.fix.time == nil })
        #expect(imported.summary.statistics.points == points.count)
    }

    @Test("a broken or empty file is refused saying where, and nothing is stored")
    func brokenImports() throws {
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let broken = try Fixtures.file(
            "<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"1\"/>\n<trkpt lat=\"2\" lon=\"2\">\n</trkseg></gpx>")
        #expect {
            try tracks.importTrack(path: broken, name: nil, description: nil, fallbackName: "broken.gpx")
        } throws: { error in
            (error as? CommandRefusal)?.reason.hasPrefix("broken.gpx:3: ") == true
        }
        let empty = try Fixtures.file("<gpx></gpx>")
        #expect(throws: Refusals.refusal("empty.gpx has no track or route points", .unusableFile)) {
            try tracks.importTrack(path: empty, name: nil, description: nil, fallbackName: "empty.gpx")
        }
        #expect(throws: CommandRefusal.self) {
            try tracks.importTrack(path: Fixtures.demoRide, name: "  ", description: nil, fallbackName: "ride.gpx")
        }
        #expect(try tracks.tracks().isEmpty)
    }

    @Test("rename takes save's rules for the name and description; an unknown id is refused")
    func rename() throws {
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let saved = try tracks.importTrack(path: Fixtures.demoRide, name: nil, description: "Old", fallbackName: "r")
            .summary
        let renamed = try tracks.rename(saved.id, name: "  Evening ride ", description: nil)
        #expect(renamed.name == "Evening ride")
        #expect(renamed.description == "Old")
        #expect(renamed.statistics == saved.statistics)
        #expect(try tracks.rename(saved.id, name: "Evening ride", description: "  ").description == nil)
        #expect(throws: CommandRefusal.self) { try tracks.rename(saved.id, name: " ", description: nil) }
        #expect(throws: CommandRefusal.self) { try tracks.rename(saved.id, name: "a\u{1B}[2J", description: nil) }
        #expect(throws: Refusals.noSuchTrack(999)) { try tracks.rename(999, name: "X", description: nil) }
        #expect(try tracks.tracks().map(\.name) == ["Evening ride"])
    }

    @Test("delete removes a track; an unknown id is refused")
    func delete() throws {
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let saved = try tracks.importTrack(path: Fixtures.demoRide, name: nil, description: nil, fallbackName: "r")
            .summary
        try tracks.delete(saved.id)
        #expect(throws: Refusals.noSuchTrack(saved.id)) { try tracks.delete(saved.id) }
        #expect(try tracks.tracks().isEmpty)
    }
}

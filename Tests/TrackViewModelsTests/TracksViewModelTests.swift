import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackLocation

@testable import TrackViewModels

@Suite("TracksViewModel")
struct TracksViewModelTests {
    let storage = InMemoryStorage()

    @Test("import stores every point and waypoint, named as asked, else as the file says, else by file name")
    func importNames() throws {
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let named = try tracks.importTrack(
            path: Fixtures.demoRide, name: "Sunday", description: nil, fallbackName: "ride.gpx")
        #expect(named.name == "Sunday")
        #expect(named.statistics.points == 600)
        let fromFile = try tracks.importTrack(
            path: Fixtures.demoRide, name: nil, description: "d", fallbackName: "ride.gpx")
        #expect(fromFile.name == "Morning ride")
        let unnamed = try Fixtures.file(
            "<gpx><wpt lat=\"1\" lon=\"2\"><name>Spring</name></wpt><trk><trkseg><trkpt lat=\"1\" lon=\"1\"/></trkseg></trk></gpx>"
        )
        let byFile = try tracks.importTrack(path: unnamed, name: nil, description: nil, fallbackName: "walk.gpx")
        #expect(byFile.name == "walk.gpx")
        #expect(try tracks.track(byFile.id).notes.map(\.text) == ["Spring"])
        #expect(try storage.points(ofTrack: named.id).count == 600)
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
        #expect(throws: CommandRefusal("empty.gpx has no track or route points")) {
            try tracks.importTrack(path: empty, name: nil, description: nil, fallbackName: "empty.gpx")
        }
        #expect(throws: CommandRefusal.self) {
            try tracks.importTrack(path: Fixtures.demoRide, name: "  ", description: nil, fallbackName: "ride.gpx")
        }
        #expect(try tracks.tracks().isEmpty)
    }

    @Test("delete removes a track; an unknown id is refused")
    func delete() throws {
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let saved = try tracks.importTrack(path: Fixtures.demoRide, name: nil, description: nil, fallbackName: "r")
        try tracks.delete(saved.id)
        #expect(throws: CommandRefusal("no such track \(saved.id)")) { try tracks.delete(saved.id) }
        #expect(try tracks.tracks().isEmpty)
    }
}

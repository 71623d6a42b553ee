import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackLocation
import TrackRecorder
import TrackViewModels

@testable import TrackService

@Suite("Terminal map")
struct TerminalMapTests {
    /// `Snapshots/NAME`; a mismatch writes what was drawn beside it as
    /// `NAME.actual`, to compare and, when the change is meant, to copy.
    func expectSnapshot(_ lines: [String], named name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let expected = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let actual = lines.joined(separator: "\n") + "\n"
        if actual != expected {
            try actual.write(to: folder.appendingPathComponent(name + ".actual"), atomically: true, encoding: .utf8)
        }
        #expect(actual == expected, "the map of \(name) changed; see \(name).actual beside it")
    }

    @Test("the demo ride, saved: pinned to its snapshot, 60 columns by 20 rows")
    func savedTrackSnapshot() throws {
        let storage = InMemoryStorage()
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        let saved = try tracks.importTrack(
            path: Fixtures.demoRide, name: "Demo", description: nil, fallbackName: "ride.gpx")
        let map = try TerminalMap.saved(try tracks.content(saved.id), width: 60, height: 20)
        let lines = map.lines(format: DisplayFormat())
        #expect(lines.count == 22 + 2 + 1)
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(lines[0].count == 60)
        try expectSnapshot(lines, named: "demo-ride-60x20.txt")
    }

    @Test("the live map is centred on the current position (@), as wide as the region radius, with the start and notes")
    func liveMap() throws {
        let location = StubLocationService()
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: InMemoryStorage()))
        try map.startTrack()
        for second in 0...30 { location.send(Fixtures.fix(second: second, northMetres: Double(second) * 10)) }
        _ = try map.getAddNoteViewModel().addNoteCommand.execute("Bridge")
        for second in 31...60 { location.send(Fixtures.fix(second: second, northMetres: Double(second) * 10)) }
        let drawn = try TerminalMap.live(map, width: 42, height: 20, positionLabel: "position, 3 s ago")
        #expect(drawn.area.radius == map.regionRadius.value)
        #expect(drawn.area.centerLatitude == map.currentLocation.value?.latitude)
        let lines = drawn.lines(format: DisplayFormat())
        let box = lines[1...20]
        // Going north: @ in the middle row of the box, S below it, 1 between.
        let row = { (symbol: Character) in box.firstIndex { $0.contains(symbol) } }
        let now = try #require(row("@"))
        let start = try #require(row("S"))
        let note = try #require(row("1"))
        #expect(now == 1 + 10)
        #expect(start > note && note > now)
        #expect(lines.contains(" 1  Bridge"))
        #expect(lines.contains(" @  position, 3 s ago"), "\(lines)")
        #expect(lines.last?.contains("across") == true)
    }

    @Test("nothing to draw yet is a refusal, not an empty box")
    func nothingYet() throws {
        let map = MapViewModel(
            recorder: try Recorder(locationService: StubLocationService(), storage: InMemoryStorage()))
        #expect(throws: CommandRefusal.self) { _ = try TerminalMap.live(map, width: 80, height: 20, positionLabel: "") }
    }

    @Test("a line from far off the map, or a wild position, draws what falls on it and never traps")
    func clipping() {
        var canvas = BrailleCanvas(columns: 10, rows: 5)
        canvas.line(from: (x: -1_000_000, y: 10), to: (x: 5, y: 10))
        canvas.line(from: (x: Int.max / 4, y: Int.min / 4), to: (x: Int.min / 4, y: Int.max / 4))
        canvas.setDot(x: -1, y: -1)
        canvas.line(from: (x: -5, y: -5), to: (x: -1, y: -20))
        let lines = canvas.framedLines()
        #expect(lines.count == 7)
        #expect(lines[3].hasPrefix("│⠤⠤⠤ "))
    }
}

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
            path: Fixtures.demoRide, name: "Demo", description: nil, fallbackName: "ride.gpx"
        ).summary
        let map = try TerminalMap.saved(try tracks.content(saved.id), size: .init(width: 60, height: 25))
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
        _ = try map.addNoteViewModel.addNoteCommand.execute("Bridge")
        for second in 31...60 { location.send(Fixtures.fix(second: second, northMetres: Double(second) * 10)) }
        let drawn = try TerminalMap.live(try seen(map, seconds: 3), size: .init(width: 42, height: 26))
        #expect(drawn.area.radius == map.regionRadius.value)
        #expect(drawn.area.centerLatitude == map.snapshot.value.state.currentFix?.latitude)
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
        #expect(throws: CommandRefusal.self) {
            _ = try TerminalMap.live(map.snapshot.value, size: .standard)
        }
    }

    /// The map's snapshot seen `seconds` after its fix came.
    func seen(_ map: MapViewModel, seconds: Double) throws -> MapSnapshot {
        let snapshot = map.snapshot.value
        return snapshot.seen(at: try #require(snapshot.state.currentFixArrival).adding(seconds: seconds))
    }

    /// A recording going north for a minute with `notes` notes along it,
    /// three of them where it started.
    func recording(notes: Int) throws -> MapViewModel {
        let location = StubLocationService()
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: InMemoryStorage()))
        try map.startTrack()
        for second in 0...60 {
            location.send(Fixtures.fix(second: second, northMetres: Double(second) * 10))
            if second % 3 == 0, second / 3 < notes {
                _ = try map.addNoteViewModel.addNoteCommand.execute("A note at second \(second), quite long")
            }
        }
        return map
    }

    @Test(
        "the map, its legend and its scale fit the screen, and every marker is drawn or said to be hidden",
        arguments: [(80, 24), (40, 15), (200, 60)], [0, 3, 20])
    func fitsTheScreen(size: (width: Int, height: Int), notes: Int) throws {
        let map = try recording(notes: notes)
        let drawn = try TerminalMap.live(try seen(map, seconds: 3), size: .init(width: size.width, height: size.height))
        let lines = drawn.lines(format: DisplayFormat(units: .imperial))
        #expect(lines.count <= size.height)
        for line in lines { #expect(line.count <= size.width, "\(line)") }
        let boxEnd = try #require(lines.firstIndex { $0.hasPrefix("└") })
        let box = lines[...boxEnd].joined()
        let legend = lines[(boxEnd + 1)...].dropLast()
        // Every marker is in the box, or the legend says where it went.
        let symbols = ["S", "@"] + (0..<notes).map { String(MapMarker.noteSymbol($0)) }
        for symbol in Set(symbols) {
            let listed = legend.first { $0.hasPrefix(" \(symbol)  ") }
            #expect(
                box.contains(symbol) || listed?.contains("hidden under") == true
                    || legend.contains { $0.contains("hidden under others") }, "\(symbol) is nowhere")
        }
        // Every marker's symbol is explained: on its own line, or summed up.
        let summary = legend.first { $0.contains("notes") && !$0.hasPrefix(" 1  ") }
        #expect(legend.contains { $0.hasPrefix(" S  start") })
        #expect(legend.contains { $0.hasPrefix(" @  position") })
        let listedNotes = legend.filter { $0.contains("A note at") }.count
        #expect(listedNotes == notes || summary != nil)
        if notes == 20 && size.height < 30 {
            #expect(summary?.contains("more notes") == true, "\(legend)")
        }
        #expect(lines.last?.contains("across") == true)
    }

    @Test("markers at one place are drawn beside each other, and the legend says so")
    func markersNeverHideEachOther() throws {
        let location = StubLocationService()
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: InMemoryStorage()))
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        for text in ["Here", "Still here", "Here again"] {
            _ = try map.addNoteViewModel.addNoteCommand.execute(text)
        }
        location.send(Fixtures.fix(second: 1))
        let lines = try TerminalMap.live(try seen(map, seconds: 1), size: .standard).lines(
            format: DisplayFormat())
        let box = lines.prefix { !$0.hasPrefix(" ") }.joined()
        for symbol in ["S", "1", "2", "3", "@"] { #expect(box.contains(symbol), "\(symbol) hidden: \(lines)") }
        #expect(lines.contains(" 1  Here (drawn beside @)"), "\(lines)")
        #expect(lines.contains(" S  start (drawn beside @)"), "\(lines)")
    }

    @Test("note symbols run 1-9, a-z, then +, and the legend writes runs of them short")
    func noteSymbols() {
        #expect((0..<12).map(MapMarker.noteSymbol) == Array("123456789abc"))
        #expect(MapMarker.noteSymbol(35) == "+" && MapMarker.noteSymbol(99) == "+")
        #expect(MapLegend.symbolRanges(Array("56789abc")) == "5-9, a-c")
        #expect(MapLegend.symbolRanges(Array("xyz+++")) == "x-z, +")
        #expect(MapLegend.symbolRanges(Array("7")) == "7")
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

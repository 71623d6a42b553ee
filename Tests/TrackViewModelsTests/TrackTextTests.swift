import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackLocation
import TrackRecorder

@testable import TrackViewModels

@Suite("One rule for names, descriptions and notes")
struct TrackTextTests {
    @Test(
        "a typed name with a control character, or too long, is refused with the same message from save and import",
        arguments: ["a\u{1B}[31mred", "two\nlines", "csi\u{9B}31m", "tab\there", String(repeating: "n", count: 201)])
    func typedNames(name: String) throws {
        let expected = try #require(refusal { try TrackText.checkedName(name) })
        // save
        let location = StubLocationService()
        let storage = InMemoryStorage()
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage))
        try map.startTrack()
        location.send(Fixtures.fix(second: 0))
        #expect(refusal { try map.saveTrackViewModel.save(name: name, description: nil) } == expected)
        // import --name
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        #expect(
            refusal {
                try tracks.importTrack(path: Fixtures.demoRide, name: name, description: nil, fallbackName: "r.gpx")
            } == expected)
        #expect(try tracks.tracks().isEmpty)
        #expect(map.snapshot.value.state.isRecording)
    }

    @Test("the messages name the rule and the character")
    func messages() throws {
        #expect(
            refusal { try TrackText.checkedName("a\u{1B}b") }
                == "a track name cannot contain control characters (found U+001B)")
        #expect(
            refusal { try TrackText.checkedName("a\u{9B}b") }
                == "a track name cannot contain control characters (found U+009B)")
        #expect(
            refusal { try TrackText.checkedName(String(repeating: "n", count: 201)) }
                == "a track name is at most 200 characters (this one is 201)")
        #expect(
            refusal { try TrackText.checkedDescription("bell\u{07}") }
                == "a description cannot contain control characters (found U+0007)")
        #expect(try TrackText.checkedDescription("two\nlines\tand a tab") == "two\nlines\tand a tab")
        #expect(try TrackText.checkedName(String(repeating: "ä", count: 200)).count == 200)
    }

    @Test("a file's own name and waypoints are made to follow the rule: no control characters, bounded")
    func namesFromFiles() throws {
        let storage = InMemoryStorage()
        let tracks = TracksViewModel(storage: storage, files: GPXFileReader())
        // XML allows no C0 controls but tab and newline; C1 ones and DEL pass.
        let longName = "Ride\n\u{9B}31mred\u{7F}\t" + String(repeating: "x", count: 1_000_000)
        let longNote = "Spring\u{9B}" + String(repeating: "y", count: 100_000)
        let file = try Fixtures.file(
            "<gpx><wpt lat=\"1\" lon=\"2\"><name>\(longNote)</name></wpt><trk><name>\(longName)</name>"
                + "<trkseg><trkpt lat=\"1\" lon=\"1\"/></trkseg></trk></gpx>")
        let imported = try tracks.importTrack(path: file, name: nil, description: nil, fallbackName: "f.gpx").summary
        #expect(imported.name.count == 200)
        #expect(imported.name.hasPrefix("Ride 31mred x"), "\(imported.name.prefix(20))")
        #expect(imported.name.hasSuffix("…"))
        #expect(!imported.name.unicodeScalars.contains { $0.properties.generalCategory == .control })
        let note = try #require(try tracks.track(imported.id).notes.first?.text)
        #expect(note.utf8.count <= 4096 && note.hasPrefix("Spring y"))
        #expect(TrackText.cleanedName(" \u{1B}\n ") == nil)
    }

    /// The reason a refusal gives, or `nil` when nothing was refused.
    func refusal<Value>(_ body: () throws -> Value) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? CommandRefusal)?.reason ?? "\(error)"
        }
    }
}

import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackStorage

/// What ``DataStorageManager`` promises, held to by both implementations:
/// SQLite, which trackd runs on, and the in-memory one the view-model and
/// recorder tests run on, so that a stub never lets through what the real
/// storage would not.
@Suite("The storage contract, SQLite and in memory alike")
struct StorageContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, memory
        var testDescription: String { rawValue }
    }

    func storage(_ kind: Kind) throws -> any DataStorageManager {
        switch kind {
        case .sqlite:
            try SQLiteDataStorageManager(
                path: Fixtures.temporaryDirectory().appendingPathComponent("tracks.db").path, durability: .normal)
        case .memory: InMemoryStorage()
        }
    }

    func points(_ count: Int, segment: Int = 0) -> [TrackPoint] {
        (0..<count).map { TrackPoint(segment: segment, fix: Fixtures.fix(second: $0, northMetres: 3 * Double($0))) }
    }

    let note = Note(text: "Bridge", latitude: 48.2, longitude: 11.6, time: Date(timeIntervalSince1970: 1_780_000_005))

    @Test(
        "the unsaved recording: its count, its newest points, every point a stretch at a time", arguments: Kind.allCases
    )
    func unsavedRecording(kind: Kind) throws {
        let storage = try storage(kind)
        #expect(try storage.unsavedRecording(recentPoints: 5) == nil)
        let id = try storage.beginRecording()
        let written = points(10) + points(3, segment: 1)
        for point in written { try storage.append(point, to: id) }
        try storage.addNote(note, to: id)
        try storage.setRecordingActive(id, true)
        let unsaved = try #require(try storage.unsavedRecording(recentPoints: 4))
        #expect(unsaved.id == id && unsaved.wasActive && unsaved.pointCount == 13 && unsaved.notes == [note])
        #expect(unsaved.recentPoints == Array(written.suffix(4)))
        var read: [TrackPoint] = []
        var position: Int64 = 0
        while case let stretch = try storage.recordingPoints(id, after: position, limit: 5), let last = stretch.last {
            #expect(stretch.count <= 5)
            read += stretch.map(\.point)
            position = last.position
        }
        #expect(read == written)
        #expect(try storage.recordingPoints(id + 1000, after: 0, limit: 5).isEmpty, "another recording has none")
    }

    @Test("save lists the track with its figures, points and notes; the recording is gone", arguments: Kind.allCases)
    func save(kind: Kind) throws {
        let storage = try storage(kind)
        let id = try storage.beginRecording()
        let written = points(20)
        for point in written { try storage.append(point, to: id) }
        try storage.addNote(note, to: id)
        let statistics = TrackStatistics.of(written)
        let saved = try storage.saveRecording(id, name: "Walk", description: "By the river", statistics: statistics)
        #expect(saved.name == "Walk" && saved.description == "By the river" && saved.noteCount == 1)
        #expect(saved.statistics.points == 20 && saved.statistics.distance == statistics.distance)
        #expect(try storage.unsavedRecording(recentPoints: 1) == nil)
        #expect(try storage.savedTracks() == [saved.listing])
        #expect(
            saved.listing
                == TrackListing(
                    id: saved.id, name: "Walk", description: "By the river", start: statistics.start,
                    end: statistics.end, points: 20, distance: statistics.distance, noteCount: 1))
        #expect(try storage.savedTrack(saved.id)?.name == "Walk")
        #expect(try storage.points(ofTrack: saved.id) == written)
        #expect(try storage.notes(ofTrack: saved.id) == [note])
        #expect(try storage.notes(ofTrack: saved.id, first: 0).isEmpty)
        #expect(try storage.savedTrack(saved.id + 1000) == nil)
    }

    @Test("discard drops the recording; delete drops a saved track once", arguments: Kind.allCases)
    func discardAndDelete(kind: Kind) throws {
        let storage = try storage(kind)
        let discarded = try storage.beginRecording()
        try storage.append(points(1)[0], to: discarded)
        try storage.discardRecording(discarded)
        #expect(try storage.unsavedRecording(recentPoints: 1) == nil)
        let id = try storage.beginRecording()
        try storage.append(points(1)[0], to: id)
        let saved = try storage.saveRecording(id, name: "One", description: nil, statistics: .of(points(1)))
        #expect(try storage.deleteTrack(saved.id))
        #expect(try !storage.deleteTrack(saved.id))
        #expect(try storage.savedTracks().isEmpty)
    }

    @Test(
        "rename changes a saved track's name, and its description only when given; not an unsaved one",
        arguments: Kind.allCases)
    func rename(kind: Kind) throws {
        let storage = try storage(kind)
        let id = try storage.beginRecording()
        try storage.append(points(2)[0], to: id)
        #expect(try !storage.renameTrack(id, name: "Unsaved", description: nil))
        let saved = try storage.saveRecording(id, name: "One", description: "First", statistics: .of(points(1)))
        #expect(try storage.renameTrack(saved.id, name: "Two", description: nil))
        #expect(try storage.savedTrack(saved.id)?.name == "Two")
        #expect(try storage.savedTrack(saved.id)?.description == "First")
        #expect(try storage.renameTrack(saved.id, name: "Three", description: ""))
        #expect(try storage.savedTracks().map(\.description) == [nil])
        #expect(try storage.savedTracks().map(\.name) == ["Three"])
        #expect(try !storage.renameTrack(saved.id + 1000, name: "Nothing", description: nil))
    }

    @Test("an import is listed whole, or not at all when its fill throws", arguments: Kind.allCases)
    func importAllOrNothing(kind: Kind) throws {
        let storage = try storage(kind)
        struct Broken: Error {}
        #expect(throws: Broken.self) {
            try storage.importTrack(description: nil) { sink in
                for point in points(5) { try sink.add(point) }
                throw Broken()
            }
        }
        #expect(try storage.savedTracks().isEmpty)
        let imported = try storage.importTrack(description: "From a file") { sink in
            for point in points(5) { try sink.add(point) }
            try sink.add(note)
            return ("File", .of(points(5)))
        }
        #expect(try storage.savedTracks().map(\.id) == [imported.id])
        #expect(imported.name == "File" && imported.description == "From a file" && imported.noteCount == 1)
        #expect(try storage.points(ofTrack: imported.id) == points(5))
        #expect(try storage.notes(ofTrack: imported.id) == [note])
    }
}

import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackStorage

@Suite("SQLiteDataStorageManager")
struct SQLiteDataStorageManagerTests {
    let path: String

    init() throws {
        path = try Fixtures.temporaryDirectory().appendingPathComponent("db/tracks.db").path
    }

    func points(_ count: Int, segment: Int = 0) -> [TrackPoint] {
        (0..<count).map {
            var fix = Fixtures.fix(second: $0, northMetres: Double($0) * 3, speed: 1.5)
            fix.altitudeHAE = 567
            fix.course = 45
            fix.climb = 0.1
            fix.horizontalError = 4
            fix.verticalError = 6
            fix.satellites = 9
            fix.hdop = 1.1
            // A later segment begins where fixes stopped coming, as after a tunnel.
            return TrackPoint(segment: segment, fix: fix, bridgesGap: segment > 0 && $0 == 0)
        }
    }

    @Test("a recording's points and notes survive closing and reopening, every field intact")
    func recordingSurvivesReopen() throws {
        let written = points(10) + points(3, segment: 1)
        let note = Note(
            text: "Bridge", latitude: 48.2, longitude: 11.6, time: Date(timeIntervalSince1970: 1_780_000_005))
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            let id = try storage.beginRecording()
            try storage.setRecordingActive(id, true)
            for point in written { try storage.append(point, to: id) }
            try storage.addNote(note, to: id)
            storage.close()
        }
        let reopened = try SQLiteDataStorageManager(path: path)
        let unsaved = try #require(try reopened.unsavedRecording())
        #expect(unsaved.points == written)
        #expect(unsaved.wasActive)
        #expect(unsaved.notes == [note])
    }

    @Test(
        "each append is in the journal at once: the database opened again, as after a crash, has every point, once",
        arguments: [Durability.full, .normal])
    func appendsAreJournalled(durability: Durability) throws {
        let id: Int64
        let recorded = points(SQLiteDataStorageManager.foldEvery + 23) + points(2, segment: 1)
        do {
            // Never closed: as a kill -9 leaves it, part folded, part not.
            let storage = try SQLiteDataStorageManager(path: path, durability: durability)
            id = try storage.beginRecording()
            for point in recorded { try storage.append(point, to: id) }
            let journal = try String(contentsOfFile: SQLiteDataStorageManager.journalPath(of: path), encoding: .utf8)
            #expect(journal.split(separator: "\n").count == 25, "the first batch is folded, the rest journalled")
        }
        let reopened = try SQLiteDataStorageManager(path: path, durability: durability)
        #expect(try reopened.unsavedRecording()?.points == recorded)
        let again = try SQLiteDataStorageManager(path: path, durability: durability)
        #expect(try again.unsavedRecording()?.points == recorded, "nothing folded twice")
    }

    @Test("a journal line a power cut tore, and what follows it, is not a point; the lines before it are")
    func tornJournal() throws {
        let id: Int64
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            id = try storage.beginRecording()
            for point in points(3) { try storage.append(point, to: id) }
        }
        let journalPath = SQLiteDataStorageManager.journalPath(of: path)
        let lines = try String(contentsOfFile: journalPath, encoding: .utf8).split(separator: "\n")
        var torn = lines[0...1].joined(separator: "\n") + "\n" + lines[2].dropLast(5)
        torn += "\n" + lines[2] + "\n"
        try torn.write(toFile: journalPath, atomically: false, encoding: .utf8)
        let reopened = try SQLiteDataStorageManager(path: path)
        #expect(try reopened.unsavedRecording()?.points == Array(points(3).prefix(2)))
        #expect(id > 0)
    }

    @Test("a point line of a trackd from before bridged gaps (17 fields) still reads, as not bridging one")
    func olderJournalLine() throws {
        let point = points(1, segment: 1)[0]
        #expect(point.bridgesGap)
        let line = String(
            decoding: JournalRecord(sequence: 5, content: .point(recording: 2, point: point)).line, as: UTF8.self)
        let fields = line.dropLast().split(separator: " ")
        #expect(fields.count == 19 && fields[17] == "1")
        let older = fields.prefix(17).joined(separator: " ")
        let read = try #require(JournalRecord(line: Substring(older + " " + JournalRecord.checksum(older))))
        #expect(read.content == .point(recording: 2, point: TrackPoint(segment: 1, fix: point.fix)))
        let unknown = fields.prefix(17).joined(separator: " ") + " 7"
        #expect(JournalRecord(line: Substring(unknown + " " + JournalRecord.checksum(unknown))) == nil)
    }

    @Test("save turns the recording into a listed track; discard removes one")
    func saveAndDiscard() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let id = try storage.beginRecording()
        let recorded = points(20)
        for point in recorded { try storage.append(point, to: id) }
        try storage.addNote(Note(text: "x", latitude: 1, longitude: 2, time: Date()), to: id)
        let statistics = TrackStatistics.of(recorded)
        let saved = try storage.saveRecording(id, name: "Ride", description: "Sunday", statistics: statistics)
        #expect(saved.id == id && saved.name == "Ride" && saved.description == "Sunday")
        #expect(saved.statistics.points == 20 && saved.noteCount == 1)
        #expect(abs(saved.statistics.distance - statistics.distance) < 1e-9)
        #expect(try storage.unsavedRecording() == nil)
        #expect(try storage.savedTracks().map(\.id) == [id])
        #expect(try storage.points(ofTrack: id) == recorded)
        #expect(try storage.notes(ofTrack: id).map(\.text) == ["x"])

        let second = try storage.beginRecording()
        try storage.append(points(1)[0], to: second)
        try storage.discardRecording(second)
        #expect(try storage.unsavedRecording() == nil)
        #expect(try storage.savedTrack(second) == nil)
        #expect(try storage.savedTracks().count == 1)

        #expect(try storage.deleteTrack(id))
        #expect(try storage.points(ofTrack: id).isEmpty)
        #expect(try storage.notes(ofTrack: id).isEmpty)
        #expect(try storage.savedTracks().isEmpty)
        #expect(try !storage.deleteTrack(id))
    }

    @Test("a track ID is never given twice: deleting the newest track and importing again takes a new one")
    func idsNeverReused() throws {
        let first: Int64
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            let recording = try storage.beginRecording()
            for point in points(5) { try storage.append(point, to: recording) }
            first = try storage.saveRecording(
                recording, name: "One", description: nil, statistics: TrackStatistics.of(points(5))
            ).id
            let imported = try storage.importTrack(description: nil) { sink in
                for point in points(3) { try sink.add(point) }
                return ("Two", TrackStatistics.of(points(3)))
            }
            #expect(imported.id == first + 1)
            #expect(try storage.deleteTrack(imported.id))
            // A recording begun and discarded takes an ID too, and gives it up for good.
            try storage.discardRecording(try storage.beginRecording())
        }
        // Across a reopen as well.
        let storage = try SQLiteDataStorageManager(path: path)
        let again = try storage.importTrack(description: nil) { sink in
            for point in points(3) { try sink.add(point) }
            return ("Three", TrackStatistics.of(points(3)))
        }
        #expect(again.id == first + 3)
        #expect(try storage.savedTracks().map(\.id) == [first, first + 3])
    }

    @Test("replay progress is kept per file, beside the recording, across a reopen")
    func replayProgress() throws {
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            let progress = SQLiteReplayProgress(storage: storage)
            #expect(try progress.pointsTaken(fromFile: "/a.gpx") == 0)
            let id = try storage.beginRecording()
            for ordinal in 1...3 {
                try storage.append(TrackPoint(segment: 0, fix: Fixtures.fix(second: ordinal)), to: id)
                progress.setPointsTaken(ordinal, fromFile: "/a.gpx")
            }
            #expect(try progress.pointsTaken(fromFile: "/a.gpx") == 3)
            #expect(try progress.pointsTaken(fromFile: "/b.gpx") == 0)
            storage.close()
        }
        let reopened = SQLiteReplayProgress(storage: try SQLiteDataStorageManager(path: path))
        #expect(try reopened.pointsTaken(fromFile: "/a.gpx") == 3)
    }

    @Test("a listing is bounded whatever the database holds: a name, description or note from before the rule is cut")
    func boundedListing() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let huge = String(repeating: "n", count: 1_000_000)
        let recording = try storage.beginRecording()
        try storage.append(points(1)[0], to: recording)
        try storage.addNote(Note(text: huge, latitude: 1, longitude: 2, time: nil), to: recording)
        let saved = try storage.saveRecording(
            recording, name: huge, description: huge, statistics: TrackStatistics.of(points(1)))
        #expect(saved.name.count == TrackSummary.maximumNameLength)
        let listed = try #require(try storage.savedTracks().first)
        #expect(listed.name.count == TrackSummary.maximumNameLength)
        #expect(listed.description?.count == TrackSummary.maximumDescriptionLength)
        #expect(try storage.notes(ofTrack: saved.id).first?.text.count == Note.maximumTextBytes)
    }

    @Test("a database from a newer trackd is refused and left untouched")
    func newerSchemaRefused() throws {
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            storage.close()
        }
        let database = try SQLiteDatabase(path: path, mode: .readWrite)
        try database.execute("PRAGMA user_version = 99")
        database.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StorageError.newerSchema(path: path, found: 99, supported: Schema.currentVersion)) {
            _ = try SQLiteDataStorageManager(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a file that is not a database is refused and left untouched")
    func notADatabase() throws {
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        let junk = Data(repeating: 0x41, count: 4096)
        try junk.write(to: URL(fileURLWithPath: path))
        #expect(throws: StorageError.self) { _ = try SQLiteDataStorageManager(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == junk)
    }
}

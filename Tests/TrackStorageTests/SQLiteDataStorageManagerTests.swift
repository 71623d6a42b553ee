import Foundation
import TestSupport
import Testing
import TrackModel
import TruthJourneys

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
        let unsaved = try #require(try reopened.unsavedRecording(recentPoints: 2))
        #expect(try reopened.unsavedPoints() == written)
        #expect(unsaved.pointCount == written.count && unsaved.recentPoints == written.suffix(2))
        #expect(unsaved.wasActive)
        #expect(unsaved.notes == [note])
    }

    @Test("a resumed recording reads a stretch at a time, in order, points appended between stretches included")
    func recordingReadsInStretches() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let id = try storage.beginRecording()
        let all = points(25)
        for point in all.prefix(20) { try storage.append(point, to: id) }
        let first = try storage.recordingPoints(id, after: 0, limit: 8)
        #expect(first.map(\.point) == Array(all[0..<8]))
        #expect(zip(first, first.dropFirst()).allSatisfy { $0.position < $1.position })
        // Appended after the first read, before the fold: still in order.
        for point in all.suffix(5) { try storage.append(point, to: id) }
        var rest: [TrackPoint] = []
        var position = try #require(first.last).position
        while case let stretch = try storage.recordingPoints(id, after: position, limit: 8), let last = stretch.last {
            #expect(stretch.count <= 8)
            rest += stretch.map(\.point)
            position = last.position
        }
        #expect(rest == Array(all[8...]))
        let unsaved = try #require(try storage.unsavedRecording(recentPoints: 3))
        #expect(unsaved.pointCount == 25 && unsaved.recentPoints == Array(all.suffix(3)))
        #expect(try storage.recordingPoints(id + 1, after: 0, limit: 8).isEmpty)
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
        #expect(try reopened.unsavedPoints() == recorded)
        let again = try SQLiteDataStorageManager(path: path, durability: durability)
        #expect(try again.unsavedPoints() == recorded, "nothing folded twice")
    }

    /// A recording of `count` points left in the journal as a kill -9
    /// leaves it; returns the journal's lines.
    func crashedRecording(_ count: Int) throws -> [Substring] {
        let storage = try SQLiteDataStorageManager(path: path)
        let id = try storage.beginRecording()
        for point in points(count) { try storage.append(point, to: id) }
        let journal = try String(contentsOfFile: SQLiteDataStorageManager.journalPath(of: path), encoding: .utf8)
        return journal.split(separator: "\n")
    }

    func writeJournal(_ lines: [Substring], ending: String = "\n") throws {
        let text = lines.joined(separator: "\n") + ending
        try text.write(toFile: SQLiteDataStorageManager.journalPath(of: path), atomically: false, encoding: .utf8)
    }

    @Test("a last journal line a power cut tore is not a point, and no damage; the lines before it are points")
    func tornJournal() throws {
        let lines = try crashedRecording(3)
        try writeJournal(Array(lines[0...1]) + [lines[2].dropLast(5)], ending: "")
        let reopened = try SQLiteDataStorageManager(path: path)
        #expect(try reopened.unsavedPoints() == Array(points(3).prefix(2)))
        #expect(reopened.journalRepair == nil)
    }

    @Test("a damaged journal line loses itself only: the points after it stay, and the damage is said and set aside")
    func damagedLine() throws {
        var lines = try crashedRecording(10)
        let original = try Data(contentsOf: URL(fileURLWithPath: SQLiteDataStorageManager.journalPath(of: path)))
        // One digit of the fifth point's checksum changed, as a bad sector would.
        let line = lines[4]
        lines[4] = line.dropLast() + (line.last == "0" ? "1" : "0")
        try writeJournal(lines)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: SQLiteDataStorageManager.journalPath(of: path)))
        #expect(damaged != original)
        let reopened = try SQLiteDataStorageManager(path: path)
        var expected = points(10)
        expected.remove(at: 4)
        #expect(try reopened.unsavedPoints() == expected)
        let damage = try #require(reopened.journalRepair)
        #expect(
            damage.contains("1 damaged line(s) from line 5 on") && damage.contains("9 whole record(s)"), "\(damage)")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("tracks.db-fixes.damaged-")
        }
        #expect(copies.count == 1, "\(copies)")
        let aside = folder.appendingPathComponent(try #require(copies.first)).path
        #expect(damage.contains(aside))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damaged, "the file as found")
        var status = stat()
        #expect(stat(aside, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test("4 KiB of garbage in the middle of the journal loses the lines it overwrote, not the rest")
    func garbageBlock() throws {
        _ = try crashedRecording(200)
        let journalPath = SQLiteDataStorageManager.journalPath(of: path)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: journalPath)))
        var random = SeededRandom(seed: 1)
        for index in 6000..<(6000 + 4096) { bytes[index] = UInt8.random(in: 0...255, using: &random) }
        try Data(bytes).write(to: URL(fileURLWithPath: journalPath))
        let reopened = try SQLiteDataStorageManager(path: path)
        let kept = try #require(try reopened.unsavedPoints())
        let all = points(200)
        // Each line is over 60 bytes: the block spans at most 70 of them.
        #expect(kept.count >= 200 - 70 && kept.count < 200, "\(kept.count) points")
        #expect(kept.prefix(60) == all.prefix(60), "the lines before the block")
        #expect(kept.suffix(60) == all.suffix(60), "the lines after it")
        #expect(reopened.journalRepair != nil)
    }

    @Test(
        "journal lines with a right checksum but wrong content are damage: a position off the globe, NaN, a sequence out of place"
    )
    func implausibleLines() throws {
        var lines = try crashedRecording(4)
        func resigned(_ line: Substring, _ change: (inout [Substring]) -> Void) -> Substring {
            var fields = line.split(separator: " ")
            fields.removeLast()
            change(&fields)
            let body = fields.joined(separator: " ")
            return Substring(body + " " + JournalRecord.checksum(body))
        }
        lines[1] = resigned(lines[1]) { $0[5] = "nan" }
        lines[2] = resigned(lines[2]) { $0[6] = "181.5" }
        lines.append(resigned(lines[3]) { $0[1] = "999999999" })
        lines.append(lines[0])
        try writeJournal(lines)
        let reopened = try SQLiteDataStorageManager(path: path)
        let all = points(4)
        let unsaved = try #require(try reopened.unsavedRecording(recentPoints: 1))
        #expect(try reopened.unsavedPoints() == [all[0], all[3]])
        #expect(reopened.journalRepair?.contains("4 damaged line(s)") == true, "\(reopened.journalRepair ?? "")")
        try reopened.append(all[1], to: unsaved.id)
        let newest = reopened.changes.newestSequence
        #expect(newest < 100, "the sequence out of place was not taken: \(newest)")
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
        #expect(try storage.unsavedRecording(recentPoints: 1) == nil)
        #expect(try storage.savedTracks().map(\.id) == [id])
        #expect(try storage.points(ofTrack: id) == recorded)
        #expect(try storage.notes(ofTrack: id).map(\.text) == ["x"])

        let second = try storage.beginRecording()
        try storage.append(points(1)[0], to: second)
        try storage.discardRecording(second)
        #expect(try storage.unsavedRecording(recentPoints: 1) == nil)
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

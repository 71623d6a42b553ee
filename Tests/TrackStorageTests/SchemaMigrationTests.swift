import Foundation
import TestSupport
import Testing

@testable import TrackStorage

/// Databases written by other versions and other programs.
@Suite("Schema versions and foreign files")
struct SchemaMigrationTests {
    let path: String

    init() throws {
        path = try Fixtures.temporaryDirectory().appendingPathComponent("tracks.db").path
    }

    /// A database as trackd 1 (schema version 1) left it: a saved track with
    /// two points and a note, and an unsaved recording that was recording.
    func writeVersion1() throws {
        let database = try SQLiteDatabase(path: path, mode: .create)
        defer { database.close() }
        try database.execute("PRAGMA journal_mode = WAL")
        try database.execute(Schema.migrations[0])
        try database.execute(
            """
            INSERT INTO tracks (id, name, created_at, saved_at, points, distance_m, segments, start_time, end_time)
                VALUES (1, 'Commute', 1780000000, 1780000100, 2, 11.1, 1, 1780000000, 1780000001);
            INSERT INTO points (track_id, segment, time, lat, lon, alt_msl, mode)
                VALUES (1, 0, 1780000000, 48.15, 11.59, 520, 3), (1, 0, 1780000001, 48.1501, 11.59, 521, 3);
            INSERT INTO notes (track_id, time, lat, lon, text) VALUES (1, 1780000001, 48.1501, 11.59, 'Bakery');
            INSERT INTO notes (track_id, time, lat, lon, text) VALUES (1, 0, 48.15, 11.59, 'Imported without a time');
            INSERT INTO tracks (id, created_at, active) VALUES (2, 1780000200, 1);
            INSERT INTO points (track_id, segment, time, lat, lon, mode) VALUES (2, 0, 1780000200, 48.2, 11.6, 2);
            PRAGMA user_version = 1;
            """)
    }

    @Test("a version 1 database opens, is upgraded, and keeps its tracks, notes and unsaved recording")
    func upgradesVersion1() throws {
        try writeVersion1()
        let storage = try SQLiteDataStorageManager(path: path)
        let saved = try #require(try storage.savedTrack(1))
        #expect(saved.name == "Commute" && saved.statistics.points == 2 && saved.noteCount == 2)
        // Saved before moving and timed distances were kept: all of it counts.
        #expect(saved.statistics.movingDistance == 11.1 && saved.statistics.timedDistance == 11.1)
        #expect(try storage.points(ofTrack: 1).map(\.fix.altitudeMSL) == [520, 521])
        let notes = try storage.notes(ofTrack: 1)
        #expect(notes.map(\.text) == ["Bakery", "Imported without a time"])
        // The 1970 that older versions stored for a note without a time is no time.
        #expect(notes.map(\.time) == [Date(timeIntervalSince1970: 1_780_000_001), nil])
        let unsaved = try #require(try storage.unsavedRecording(recentPoints: 1))
        #expect(unsaved.id == 2 && unsaved.wasActive && unsaved.pointCount == 1 && unsaved.recentPoints.count == 1)
        storage.close()

        let database = try SQLiteDatabase(path: path, mode: .readOnly)
        defer { database.close() }
        #expect(try database.integer("PRAGMA user_version") == Int64(Schema.currentVersion))
        #expect(try database.integer("PRAGMA application_id") == Schema.applicationID)
    }

    @Test("another program's SQLite database is refused, named as such, and left byte for byte")
    func foreignDatabase() throws {
        do {
            let database = try SQLiteDatabase(path: path, mode: .create)
            try database.execute("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('bread');")
            database.close()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteDataStorageManager(path: path)
        } throws: { error in
            guard case .notADatabase(_, let reason) = error as? StorageError else { return false }
            return reason.contains("another program") && reason.contains("recipes")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("an empty file becomes a new database")
    func emptyFile() throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let storage = try SQLiteDataStorageManager(path: path)
        #expect(try storage.savedTracks().isEmpty)
    }
}

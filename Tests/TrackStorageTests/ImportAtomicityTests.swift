import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackStorage

/// An import is stored in chunks yet seen whole or not at all.
@Suite("Import atomicity")
struct ImportAtomicityTests {
    let path: String

    init() throws {
        path = try Fixtures.temporaryDirectory().appendingPathComponent("tracks.db").path
    }

    struct Broken: Error {}

    func pointRows() throws -> Int64 {
        let database = try SQLiteDatabase(path: path, mode: .readOnly)
        defer { database.close() }
        return try database.integer("SELECT count(*) FROM points")
    }

    @Test("an import that fails after several chunks leaves no track and no point behind")
    func failedImportLeavesNothing() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let count = TrackImport.chunk * 3 + 10
        #expect(throws: Broken.self) {
            _ = try storage.importTrack(description: nil) { sink in
                for second in 0..<count { try sink.add(TrackPoint(segment: 0, fix: Fixtures.fix(second: second))) }
                throw Broken()
            }
        }
        #expect(try storage.savedTracks().isEmpty)
        #expect(try pointRows() == 0)
    }

    @Test("while an import is under way it is not listed, and the recording commits between its chunks")
    func recordingGoesOnDuringImport() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let recording = try storage.beginRecording()
        var listedDuringImport: [Int] = []
        let saved = try storage.importTrack(description: nil) { sink in
            for second in 0..<(TrackImport.chunk * 2 + 1) {
                try sink.add(TrackPoint(segment: 0, fix: Fixtures.fix(second: second)))
                if second % TrackImport.chunk == 1 {
                    // The lock is free between chunks: a live fix commits now.
                    try storage.append(TrackPoint(segment: 0, fix: Fixtures.fix(second: second)), to: recording)
                    listedDuringImport.append(try storage.savedTracks().count)
                }
            }
            return ("Big", TrackStatistics.of([TrackPoint(segment: 0, fix: Fixtures.fix(second: 0))]))
        }
        #expect(listedDuringImport == [0, 0])
        #expect(try storage.savedTracks().map(\.id) == [saved.id])
        #expect(try storage.points(ofTrack: saved.id).count == TrackImport.chunk * 2 + 1)
        #expect(try storage.unsavedRecording(recentPoints: 0)?.pointCount == 2)
    }

    @Test("an import cut short by a crash is removed when trackd next opens the database")
    func abandonedImportRemoved() throws {
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            storage.close()
            // What a kill -9 in the middle of an import leaves: a marked track
            // with the chunks committed so far.
            let database = try SQLiteDatabase(path: path, mode: .readWrite)
            try database.execute(
                """
                INSERT INTO tracks (id, name, created_at, saved_at, importing) VALUES (5, '', 1, 1, 1);
                INSERT INTO points (track_id, segment, lat, lon, mode) VALUES (5, 0, 48, 11, 3), (5, 0, 48.1, 11, 3);
                INSERT INTO notes (track_id, time, lat, lon, text) VALUES (5, 1, 48, 11, 'half');
                """)
            database.close()
        }
        #expect(try pointRows() == 2)
        let storage = try SQLiteDataStorageManager(path: path)
        #expect(try storage.savedTracks().isEmpty)
        #expect(try storage.savedTrack(5) == nil)
        #expect(try pointRows() == 0)
    }
}

import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackStorage

/// The fix journal as a bad sector, a stray write or a hostile user may
/// leave it: mutated from real journals (`Corpus/journal`, and one written
/// here by the real storage) by the seeded ``Fuzzer``.
@Suite("Fuzzing the journal reader")
struct JournalFuzzTests {
    @Test(
        "whatever the bytes: only whole, in-order records of possible fixes are read, damage is counted, and the database always opens"
    )
    func journalReader() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A database with an unsaved recording and its journal, as a kill -9
        // leaves them: the first input, and the database each case opens.
        let pristine = folder.appendingPathComponent("pristine.db").path
        let storage = try SQLiteDataStorageManager(path: pristine)
        let recording = try storage.beginRecording()
        for second in 0..<40 {
            var fix = Fixtures.fix(second: second, northMetres: Double(second) * 4, speed: 4)
            fix.horizontalError = 3
            try storage.append(TrackPoint(segment: 0, fix: fix), to: recording)
        }
        SQLiteReplayProgress(storage: storage).setPointsTaken(40, fromFile: "/srv/ride.gpx")
        let journal = [UInt8](
            try Data(contentsOf: URL(fileURLWithPath: SQLiteDataStorageManager.journalPath(of: pristine))))
        let caseJournal = folder.appendingPathComponent("case-fixes").path
        var number = 0
        var opened = 0
        let behaviours = try Fuzzer(fileExtension: "journal", cases: 3000).run(seeds: [journal]) {
            bytes, label in
            try Data(bytes).write(to: URL(fileURLWithPath: caseJournal))
            let reading = try FixJournal(path: caseJournal).read(folded: 0)
            var last = Int64.min
            for record in reading.records {
                #expect(record.sequence > last, "in order: \(label)")
                last = record.sequence
                if case .point(_, let point) = record.content {
                    let fix = point.fix
                    #expect(fix.latitude.isFinite && abs(fix.latitude) <= 90, "\(label)")
                    #expect(fix.longitude.isFinite && abs(fix.longitude) <= 180, "\(label)")
                }
            }
            let lines = bytes.split(separator: 0x0A).count
            #expect(reading.records.count + reading.damagedLines <= lines, "\(label)")
            // Every 25th case, the whole way: a database opened on it.
            number += 1
            if number % 25 == 0 {
                opened += 1
                let path = folder.appendingPathComponent("case.db").path
                for suffix in ["", "-wal", "-shm", SQLiteDataStorageManager.journalPath(of: "")] {
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
                try FileManager.default.copyItem(atPath: pristine, toPath: path)
                try Data(bytes).write(to: URL(fileURLWithPath: SQLiteDataStorageManager.journalPath(of: path)))
                let reopened = try SQLiteDataStorageManager(path: path)
                let points = try reopened.unsavedPoints() ?? []
                #expect(points.allSatisfy { $0.fix.latitude.isFinite && $0.fix.longitude.isFinite }, "\(label)")
                reopened.close()
            }
            return "records \(Fuzzer.bucket(reading.records.count)), damaged \(Fuzzer.bucket(reading.damagedLines))"
        }
        #expect(behaviours >= 4, "the cases reach more than one corner: \(behaviours)")
        #expect(opened > 0)
    }
}

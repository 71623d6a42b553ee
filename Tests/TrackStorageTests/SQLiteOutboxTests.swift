import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackStorage

/// The outbox: each server's cursor into the recorded points.
@Suite("SQLiteOutbox")
struct SQLiteOutboxTests {
    let path: String

    init() throws {
        path = try Fixtures.temporaryDirectory().appendingPathComponent("tracks.db").path
    }

    func record(_ count: Int, into storage: SQLiteDataStorageManager, from second: Int = 0) throws -> Int64 {
        let id = try storage.unsavedRecording(recentPoints: 0)?.id ?? storage.beginRecording()
        for index in 0..<count {
            try storage.append(TrackPoint(segment: 0, fix: Fixtures.fix(second: second + index)), to: id)
        }
        return id
    }

    @Test("a new server's queue starts at the newest point: what was recorded before is not sent")
    func startsAtTheNewest() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let outbox = SQLiteOutbox(storage: storage)
        _ = try record(5, into: storage)
        let cursor = try outbox.acknowledgedSequence(of: "mqtt")
        #expect(cursor == outbox.newestSequence())
        #expect(try outbox.recordedPoints(after: cursor, limit: 100).isEmpty)
        _ = try record(2, into: storage, from: 5)
        #expect(
            try outbox.recordedPoints(after: cursor, limit: 100).map(\.point.fix.time) == [
                Fixtures.fix(second: 5).time, Fixtures.fix(second: 6).time,
            ])
    }

    @Test("the queue reads folded and journalled points alike, oldest first, in batches, across recordings")
    func readsAcrossTheFold() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let outbox = SQLiteOutbox(storage: storage)
        let start = try outbox.acknowledgedSequence(of: "traccar")
        let first = try record(SQLiteDataStorageManager.foldEvery + 10, into: storage)
        _ = try storage.saveRecording(first, name: "one", description: nil, statistics: TrackStatistics())
        let second = try record(7, into: storage, from: 10_000)
        var read: [RecordedPoint] = []
        var after = start
        while case let batch = try outbox.recordedPoints(after: after, limit: 100), let last = batch.last {
            read += batch
            after = last.sequence
        }
        #expect(read.count == SQLiteDataStorageManager.foldEvery + 17)
        #expect(read.map(\.sequence) == read.map(\.sequence).sorted())
        #expect(Set(read.map(\.sequence)).count == read.count)
        #expect(read.prefix(SQLiteDataStorageManager.foldEvery + 10).allSatisfy { $0.recording == first })
        #expect(read.suffix(7).allSatisfy { $0.recording == second })
        #expect(try outbox.recordedPoint(read[3].sequence) == read[3])
        #expect(try outbox.recordedPoint(read.last!.sequence) == read.last)
    }

    @Test(
        "an acknowledgement survives a crash (never closed) and a clean close, and a discarded recording leaves the queue"
    )
    func acknowledgementsSurvive() throws {
        var acknowledged: Int64 = 0
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            let outbox = SQLiteOutbox(storage: storage)
            _ = try outbox.acknowledgedSequence(of: "mqtt")
            _ = try record(10, into: storage)
            let points = try outbox.recordedPoints(after: 0, limit: 100)
            acknowledged = points[6].sequence
            try outbox.acknowledge(acknowledged, by: "mqtt")
            // Never closed: as kill -9 leaves it.
        }
        do {
            let storage = try SQLiteDataStorageManager(path: path)
            let outbox = SQLiteOutbox(storage: storage)
            #expect(try outbox.acknowledgedSequence(of: "mqtt") == acknowledged)
            #expect(try outbox.recordedPoints(after: acknowledged, limit: 100).count == 3)
            storage.close()
        }
        let storage = try SQLiteDataStorageManager(path: path)
        let outbox = SQLiteOutbox(storage: storage)
        #expect(try outbox.acknowledgedSequence(of: "mqtt") == acknowledged)
        let recording = try #require(try storage.unsavedRecording(recentPoints: 0)).id
        try storage.discardRecording(recording)
        #expect(try outbox.recordedPoints(after: acknowledged, limit: 100).isEmpty)
    }

    @Test("imported points are never queued")
    func importsAreNotQueued() throws {
        let storage = try SQLiteDataStorageManager(path: path)
        let outbox = SQLiteOutbox(storage: storage)
        let start = try outbox.acknowledgedSequence(of: "mqtt")
        _ = try storage.importTrack(description: nil) { sink in
            for second in 0..<5 { try sink.add(TrackPoint(segment: 0, fix: Fixtures.fix(second: second))) }
            return ("imported", TrackStatistics())
        }
        #expect(try outbox.recordedPoints(after: start, limit: 100).isEmpty)
    }

    @Test("an acknowledgement is one journal line that reads back as written")
    func journalLine() throws {
        let record = JournalRecord(sequence: 19, content: .acknowledged(sink: "mqtt", sequence: 17))
        let line = String(decoding: record.line, as: UTF8.self)
        #expect(line.hasPrefix("A 19 17 6d717474 "))
        #expect(JournalRecord(line: line.dropLast()) == record)
        #expect(JournalRecord(line: line.replacingOccurrences(of: "A 19 17", with: "A 19 18").dropLast()) == nil)
    }
}

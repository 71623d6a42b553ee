import Foundation
import Testing
import TrackModel

@testable import TrackStorage

/// The fix journal's lines, byte for byte: a journal written before a
/// restart is read by the trackd after it, so the format stays as it is.
@Suite("JournalRecord")
struct JournalRecordTests {
    @Test("a point's line: every field as Swift writes the number, '-' for one the fix lacks, then the checksum")
    func pointLine() {
        let fix = Fix(
            time: Date(timeIntervalSince1970: 1_779_003_000.5), latitude: 48.15, longitude: 11.59, altitudeMSL: 520,
            speed: 4.2, course: 90, horizontalError: 3.5, satellites: 9, hdop: 1.1, mode: .threeD)
        let record = JournalRecord(sequence: 17, content: .point(recording: 3, point: TrackPoint(segment: 0, fix: fix)))
        let line = String(decoding: record.line, as: UTF8.self)
        #expect(line == "P 17 3 0 1779003000.5 48.15 11.59 520.0 - 4.2 90.0 - 3.5 - 9 1.1 3 0 f6279e13\n")
        #expect(JournalRecord(line: line.dropLast()) == record)
    }

    @Test("a point without a time or any estimate, bridging a gap")
    func sparsePointLine() {
        let fix = Fix(time: nil, latitude: -33.8688, longitude: 151.2093, mode: .twoD)
        let point = TrackPoint(segment: 1, fix: fix, bridgesGap: true)
        let record = JournalRecord(sequence: 18, content: .point(recording: 3, point: point))
        let line = String(decoding: record.line, as: UTF8.self)
        #expect(line == "P 18 3 1 - -33.8688 151.2093 - - - - - - - - - 2 1 319d4a8d\n")
        #expect(JournalRecord(line: line.dropLast()) == record)
    }

    @Test("a replay's progress: the file's path in hex")
    func replayProgressLine() {
        let record = JournalRecord(sequence: 20, content: .replayProgress(file: "/tmp/a.gpx", count: 42))
        let line = String(decoding: record.line, as: UTF8.self)
        #expect(line == "R 20 42 2f746d702f612e677078 77f83ade\n")
        #expect(JournalRecord(line: line.dropLast()) == record)
    }
}

import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("ISO8601")
struct ISO8601Tests {
    @Test(
        "parses the forms GPX files use",
        arguments: [
            ("2024-06-15T12:00:00Z", 1_718_452_800.0),
            ("2024-06-15T12:00:00.5Z", 1_718_452_800.5),
            ("2024-06-15T12:00:00,25Z", 1_718_452_800.25),
            ("2024-06-15T14:00:00+02:00", 1_718_452_800.0),
            ("2024-06-15T07:30:00-0430", 1_718_452_800.0),
            ("2024-06-15T12:00:00", 1_718_452_800.0),
            ("2024-06-15 12:00:00Z", 1_718_452_800.0),
            ("  2024-06-15T12:00:00Z\n", 1_718_452_800.0),
            ("1970-01-01T00:00:00Z", 0),
            ("2000-02-29T00:00:00Z", 951_782_400),
            ("2024-06-16T02:00:00+14:00", 1_718_452_800.0),
            ("2024-06-15T00:00:00-12:00", 1_718_452_800.0),
        ])
    func parses(text: String, seconds: Double) {
        #expect(ISO8601.parse(text)?.timeIntervalSince1970 == seconds)
    }

    @Test(
        "rejects what is not a timestamp",
        arguments: [
            "", "yesterday", "2024-13-01T00:00:00Z", "2023-02-29T00:00:00Z", "2024-06-15T25:00:00Z",
            "2024-06-15T12:00:00Zjunk", "2024-06-15", "2024-06-15T12:00:00.",
            // Offsets no zone has: applied, +99:99 moved a time by four days.
            "2024-06-15T12:00:00+99:99", "2024-06-15T12:00:00+15:00", "2024-06-15T12:00:00-02:60",
        ])
    func rejects(text: String) {
        #expect(ISO8601.parse(text) == nil)
    }

    @Test("formats UTC with milliseconds only when needed, and round-trips")
    func formats() {
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1_718_452_800)) == "2024-06-15T12:00:00Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1_718_452_800.25)) == "2024-06-15T12:00:00.250Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
        var generator = SeededRandom(seed: 1)
        for _ in 0..<1000 {
            let millis = Double(Int64.random(in: 0..<4_102_444_800_000, using: &generator)) / 1000
            let date = Date(timeIntervalSince1970: millis)
            #expect(ISO8601.parse(ISO8601.format(date)) == date)
        }
    }
}

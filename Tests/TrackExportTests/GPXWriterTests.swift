import Foundation
import TestSupport
import Testing
import TrackLocation
import TrackModel

@testable import TrackExport

@Suite("GPXWriter")
struct GPXWriterTests {
    let points: [TrackPoint] = [
        TrackPoint(
            segment: 0,
            fix: Fix(
                time: ISO8601.parse("2024-06-15T12:00:00Z"), latitude: 48.1371, longitude: 11.5754, altitudeMSL: 520,
                speed: 10, course: 45, satellites: 9, hdop: 0.8, mode: .threeD)),
        TrackPoint(
            segment: 0,
            fix: Fix(time: ISO8601.parse("2024-06-15T12:00:01.5Z"), latitude: 0.00001, longitude: -0.5, mode: .twoD)),
        TrackPoint(segment: 3, fix: Fix(time: nil, latitude: -33.8688, longitude: 151.2093, mode: .unknown)),
    ]
    let notes = [
        Note(
            text: "Tea & <cake> \"here\"", latitude: 48.14, longitude: 11.58,
            time: ISO8601.parse("2024-06-15T12:00:02Z")),
        Note(text: "No time\ngiven", latitude: 48.15, longitude: 11.59, time: nil),
    ]

    func write() throws -> String {
        let summary = TrackSummary(
            id: 1, name: "Ride <1>", description: "with & without", statistics: TrackStatistics.of(points),
            noteCount: notes.count)
        let bytes = try exported(GPXWriter.write, .of(summary, points: points, notes: notes)).bytes
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("out.gpx")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test(
        "the output validates against the GPX 1.1 schema",
        .enabled(if: Fixtures.gpxSchema != nil, "needs ../shared/fixtures/schema/gpx-1.1.xsd beside the package"))
    func validates() throws {
        let path = try write()
        let schema = try #require(Fixtures.gpxSchema).path
        let result = try Xmllint.validate(path, schema: schema)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("reading the output back gives the same points, segments and notes")
    func roundTrip() throws {
        let reader = try GPXReader(path: try write())
        var readPoints: [TrackPoint] = []
        var readNotes: [Note] = []
        while let item = try reader.next() {
            switch item {
            case .point(let point): readPoints.append(point)
            case .waypoint(let note): readNotes.append(note)
            }
        }
        #expect(readPoints.map(\.fix) == points.map(\.fix))
        #expect(readPoints.map(\.segment) == [0, 0, 1])
        #expect(readNotes == notes)
    }

    @Test("a long track goes out in chunks of about 64 KiB that add up to the document")
    func chunks() throws {
        let long = (0..<5000).map {
            TrackPoint(segment: $0 / 2000, fix: Fixtures.fix(second: $0, northMetres: Double($0)))
        }
        let summary = TrackSummary(
            id: 1, name: "Long", description: nil, statistics: TrackStatistics.of(long), noteCount: 0)
        let (bytes, chunks) = try exported(GPXWriter.write, .of(summary, points: long, notes: []))
        #expect(chunks.count > 5)
        #expect(chunks.dropLast().allSatisfy { $0 >= ExportOutput.chunkSize && $0 < ExportOutput.chunkSize + 1024 })
        #expect(chunks.reduce(0, +) == bytes.count)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "<trkpt ").count - 1 == 5000)
        #expect(text.components(separatedBy: "<trkseg>").count - 1 == 3)
        #expect(text.hasSuffix("</gpx>\n"))
    }

    @Test("decimals never use exponents, as xsd:decimal requires")
    func decimals() {
        #expect(XMLText.decimal(0.00001) == "0.00001")
        #expect(XMLText.decimal(-1e-7) == "-0.0000001")
        #expect(XMLText.decimal(520) == "520")
        #expect(XMLText.decimal(48.1371) == "48.1371")
    }
}

/// Runs xmllint (Debian's libxml2-utils) for schema validation.
enum Xmllint {
    static func validate(_ path: String, schema: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", schema, path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}

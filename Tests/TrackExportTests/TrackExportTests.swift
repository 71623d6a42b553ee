import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackExport

@Suite("GeoJSON and CSV export")
struct TrackExportTests {
    let points: [TrackPoint] = [
        TrackPoint(segment: 0, fix: Fixtures.fix(second: 0)),
        TrackPoint(segment: 0, fix: Fixtures.fix(second: 1, northMetres: 10, speed: 3)),
        TrackPoint(segment: 1, fix: Fix(time: nil, latitude: -33.5, longitude: 151.25, mode: .twoD)),
    ]
    let notes = [
        Note(
            text: "Café \"Zur Post\", 2nd floor", latitude: 48.15, longitude: 11.59,
            time: Date(timeIntervalSince1970: 0))
    ]

    @Test("GeoJSON: a FeatureCollection, the track a MultiLineString of [lon, lat, ele], notes as Points")
    func geoJSON() throws {
        let summary = TrackSummary(
            id: 7, name: "Ride \"7\"\n\u{1}", description: nil, statistics: TrackStatistics.of(points), noteCount: 1)
        let bytes = try exported(GeoJSONWriter.write, .of(summary, points: points, notes: notes)).bytes
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["type"] as? String == "FeatureCollection")
        let features = try #require(object["features"] as? [[String: Any]])
        #expect(features.count == 2)
        let geometry = try #require(features[0]["geometry"] as? [String: Any])
        #expect(geometry["type"] as? String == "MultiLineString")
        let lines = try #require(geometry["coordinates"] as? [[[Double]]])
        #expect(lines.map { $0.count } == [2, 1])
        let properties = try #require(features[0]["properties"] as? [String: Any])
        #expect(properties["name"] as? String == "Ride \"7\"\n\u{1}")
        #expect(properties["description"] is NSNull)
        let times = try #require(properties["times"] as? [Any])
        #expect(times.count == 3 && times[2] is NSNull)
        #expect(times[1] as? String == ISO8601.format(Fixtures.fix(second: 1).time!))
        #expect(lines[0][0] == [11.59, 48.15, 520])
        #expect(lines[1][0] == [151.25, -33.5])
        let note = try #require(features[1]["geometry"] as? [String: Any])
        #expect(note["type"] as? String == "Point")
        #expect((features[1]["properties"] as? [String: Any])?["text"] as? String == notes[0].text)
    }

    @Test("CSV: a header, a row a point, empty cells for missing values")
    func csv() throws {
        let summary = TrackSummary(
            id: 7, name: "Ride", description: nil, statistics: TrackStatistics.of(points), noteCount: 0)
        let bytes = try exported(CSVWriter.write, .of(summary, points: points, notes: [])).bytes
        let text = String(decoding: bytes, as: UTF8.self)
        let rows = text.split(separator: "\r\n", omittingEmptySubsequences: true)
        #expect(rows.count == 4)
        #expect(rows[0].split(separator: ",").count == CSVWriter.header.count)
        #expect(rows[2].hasPrefix("0,\(ISO8601.format(Fixtures.fix(second: 1).time!)),"))
        #expect(rows[3].hasPrefix("1,,-33.5,151.25,"))
        #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 14 })
    }

    @Test(
        "a track's many notes go out in chunks of about 64 KiB too, all of them",
        arguments: ["gpx", "geojson"])
    func manyNotesInChunks(format: String) throws {
        let notes = (0..<20_000).map {
            Note(text: "waypoint \($0)", latitude: 48 + Double($0) * 1e-5, longitude: 11, time: nil)
        }
        let summary = TrackSummary(
            id: 1, name: "Waypoints", description: nil, statistics: TrackStatistics.of(points), noteCount: notes.count)
        let write = format == "gpx" ? GPXWriter.write : GeoJSONWriter.write
        let (bytes, chunks) = try exported(write, .of(summary, points: points, notes: notes))
        #expect(chunks.count > 5)
        #expect(chunks.allSatisfy { $0 < ExportOutput.chunkSize + 1024 }, "\(chunks.max() ?? 0) bytes in one chunk")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "waypoint ").count - 1 == notes.count)
    }
}

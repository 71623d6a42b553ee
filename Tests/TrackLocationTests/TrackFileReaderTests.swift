import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackLocation

/// Import's other formats, found from the content: CSV, GeoJSON and NMEA 0183.
@Suite("TrackFileReader: CSV, GeoJSON and NMEA, the format found from the content")
struct TrackFileReaderTests {
    /// The points read from `text` written to a file named `name`, and the
    /// facts.
    func read(_ text: String, named name: String = "upload.tmp") throws -> (points: [TrackPoint], facts: TrackFileFacts)
    {
        let path = try Fixtures.file(text, named: name)
        var points: [TrackPoint] = []
        let facts = try TrackFileReader().read(path) { item in
            if case .point(let point) = item { points.append(point) }
        }
        return (points, facts)
    }

    /// What reading `text` fails with: the line and the reason.
    func failure(_ text: String) -> (line: Int?, reason: String)? {
        do {
            _ = try read(text)
            return nil
        } catch let error as TrackFileError {
            return (error.line, error.reason)
        } catch {
            return (nil, "\(error)")
        }
    }

    static let csvHeader =
        "segment,time,latitude,longitude,altitude_msl_m,altitude_hae_m,speed_mps,course_deg,climb_mps,eph_m,epv_m,satellites,hdop,mode"

    @Test("trackd's own CSV: every column read back, segments kept, an empty cell unknown")
    func ownCSV() throws {
        let (points, facts) = try read(
            Self.csvHeader + "\r\n"
                + "0,2024-06-15T12:00:00Z,48.1,11.5,520.5,567.25,1.5,45,0.1,4,6,9,1.1,3\r\n"
                + "1,2024-06-15T12:00:01.5Z,48.2,11.6,,,,,,,,,,2\r\n")
        #expect(facts == TrackFileFacts(trackName: nil, unusableTimes: 0))
        #expect(points.count == 2)
        let first = points[0].fix
        #expect(points.map(\.segment) == [0, 1])
        #expect(first.time == Date(timeIntervalSince1970: 1_718_452_800))
        #expect(first.latitude == 48.1 && first.longitude == 11.5 && first.altitudeMSL == 520.5)
        #expect(first.altitudeHAE == 567.25 && first.speed == 1.5 && first.course == 45 && first.climb == 0.1)
        #expect(first.horizontalError == 4 && first.verticalError == 6 && first.satellites == 9 && first.hdop == 1.1)
        #expect(first.mode == .threeD && points[1].fix.mode == .twoD)
        #expect(points[1].fix.time == Date(timeIntervalSince1970: 1_718_452_801.5))
        #expect(points[1].fix.altitudeMSL == nil && points[1].fix.speed == nil)
    }

    @Test("another tool's CSV: lat, lon, ele in any order, unknown columns ignored, a byte-order mark skipped")
    func otherCSV() throws {
        let (points, _) = try read(
            "\u{FEFF}name,ele,lon,lat,time\nA,12,11.5,48.1,2024-06-15T12:00:00Z\nB,,11.6,48.2,\n")
        #expect(points.map(\.fix.latitude) == [48.1, 48.2] && points.map(\.fix.longitude) == [11.5, 11.6])
        #expect(points[0].fix.altitudeMSL == 12 && points[1].fix.time == nil)
    }

    @Test("hostile CSV values: off the globe left out, impossible values unknown, impossible times counted")
    func hostileCSV() throws {
        let (points, facts) = try read(
            "latitude,longitude,time,speed_mps,altitude_msl_m,satellites\n"
                + "95,11.5,2024-06-15T12:00:00Z,1,1,1\n"
                + "48.1,11.5,9999-99-99,-5,1e308,100000\n"
                + "48.2,11.5,1850-01-01T00:00:00Z,1,1,1\n")
        #expect(points.count == 2, "the point at latitude 95 is left out")
        #expect(points[0].fix.speed == nil && points[0].fix.altitudeMSL == nil && points[0].fix.satellites == nil)
        #expect(facts.unusableTimes == 2)
    }

    @Test(
        "broken CSV: the line and what is wrong, and nothing read past it",
        arguments: [
            ("latitude,longitude\n48.1,11.5\n48.2\n", 3, "1 fields where the header names 2"),
            ("latitude,longitude\n48.1,eleven\n", 2, "longitude is not a number: 'eleven'"),
            ("latitude,longitude\n,11.5\n", 2, "a point needs a latitude and a longitude"),
        ] as [(String, Int, String)])
    func brokenCSV(text: String, line: Int, reason: String) {
        let failure = failure(text)
        #expect(failure?.line == line && failure?.reason == reason, "\(String(describing: failure))")
    }

    @Test("a line past 64 KiB in a CSV or an NMEA log stops the reader at it, saying so")
    func endlessLine() {
        let long = String(repeating: "9", count: LineReader.longestLine + 10)
        let reason = "a line longer than \(LineReader.longestLine) bytes"
        let csv = failure("latitude,longitude\n48.1,11.5\n48.2," + long + "\n")
        #expect(csv?.line == 3 && csv?.reason == reason, "\(String(describing: csv?.reason.prefix(80)))")
        let nmea = failure(Self.sentence("GPRMC,120000,A,4808.2260,N,01134.5240,E,0,0,010125,,,A") + "$GPGGA," + long)
        #expect(nmea?.line == 2 && nmea?.reason == reason, "\(String(describing: nmea))")
    }

    @Test("the format comes from the content; a file of none of them says which are read")
    func formatFromContent() throws {
        #expect(
            try read("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/></trkseg></trk></gpx>", named: "a.csv").points.count
                == 1)
        #expect(try read("latitude,longitude\n1,2\n", named: "a.gpx").points.count == 1)
        #expect(failure("")?.reason == "the file is empty")
        let formats = "it reads \(TrackFileFormat.named)"
        #expect(failure("Hello, world\n")?.reason == "not a track file trackd reads: \(formats)")
        #expect(failure("# only a comment\n\n")?.reason.hasSuffix(formats) == true)
        #expect(try read(#"{"type":"FeatureCollection","features":[]}"#).points.isEmpty)
        #expect(failure("[1, 2, 3]")?.reason == "not a track file trackd reads: \(formats)")
        #expect(failure(String(repeating: "x,", count: 40_000) + "latitude,longitude\n") != nil)
    }

    /// Every item read from `text`.
    func items(_ text: String) throws -> [TrackFileItem] {
        let path = try Fixtures.file(text, named: "upload.tmp")
        var items: [TrackFileItem] = []
        _ = try TrackFileReader().read(path) { items.append($0) }
        return items
    }

    @Test("GeoJSON as export writes it: each line a segment, elevations, times in order, points as notes")
    func geoJSONExport() throws {
        let text = #"""
            {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"MultiLineString",
            "coordinates":[[[11.5,48.1,520.5],[11.6,48.2]],[[11.7,48.3,522]]]},"properties":{"id":3,"name":"Ride",
            "description":null,"start":"2024-06-15T12:00:00Z","end":"2024-06-15T12:00:02Z","points":3,"distance_m":1,
            "times":["2024-06-15T12:00:00Z",null,"2024-06-15T12:00:02Z"]}},
            {"type":"Feature","geometry":{"type":"Point","coordinates":[11.55,48.15]},
            "properties":{"text":"Bridge é","time":"2024-06-15T12:00:01Z"}}]}
            """#
        let items = try items(text)
        let points = items.compactMap { if case .point(let point) = $0 { point } else { nil } }
        #expect(points.map(\.segment) == [0, 0, 1])
        #expect(points.map(\.fix.latitude) == [48.1, 48.2, 48.3] && points.map(\.fix.longitude) == [11.5, 11.6, 11.7])
        #expect(points.map(\.fix.altitudeMSL) == [520.5, nil, 522])
        #expect(
            points.map { $0.fix.time.map(ISO8601.format) } == ["2024-06-15T12:00:00Z", nil, "2024-06-15T12:00:02Z"])
        #expect(
            items.last
                == .waypoint(
                    Note(
                        text: "Bridge é", latitude: 48.15, longitude: 11.55,
                        time: Date(timeIntervalSince1970: 1_718_452_801))))
        #expect(try read(text).facts.trackName == "Ride")
    }

    @Test("GeoJSON as other tools write it: one Feature with a LineString and coordTimes")
    func geoJSONOther() throws {
        let (points, facts) = try read(
            #"{"type":"Feature","properties":{"coordTimes":["2024-06-15T12:00:00Z","yesterday"]},"#
                + #""geometry":{"type":"LineString","coordinates":[[11.5,48.1],[11.6,95]]}}"#)
        #expect(points.count == 1, "latitude 95 left out")
        #expect(facts.unusableTimes == 1)
    }

    @Test(
        "broken GeoJSON: what is wrong and where",
        arguments: [
            (
                #"{"type":"FeatureCollection","features":[{"geometry":{"type":"Point","coordinates":[1]}}]}"#,
                "at .features[0]"
            ),
            (#"{"type":"Topology"}"#, "a Topology, not a FeatureCollection or a Feature"),
            (#"{"type":"FeatureCollection","features":["#, "not GeoJSON trackd reads"),
        ] as [(String, String)])
    func brokenGeoJSON(text: String, expected: String) {
        let reason = failure(text)?.reason ?? ""
        #expect(reason.hasPrefix("not GeoJSON trackd reads: ") && reason.contains(expected), "\(reason)")
    }

    @Test("a GeoJSON file past 8 MiB is refused, saying why (it is read whole); GPX or CSV take any size")
    func hugeGeoJSON() throws {
        let path = try Fixtures.file("{", named: "huge.json")
        #expect(truncate(path, off_t(GeoJSONTrackReader.largest + 1)) == 0)
        #expect(throws: TrackFileError.self) { try TrackFileReader().read(path) { _ in } }
        do {
            _ = try TrackFileReader().read(path) { _ in }
        } catch let error as TrackFileError {
            #expect(error.reason.hasPrefix("a GeoJSON file larger than 8 MiB"), "\(error)")
        }
    }

    /// An NMEA sentence with its checksum.
    static func sentence(_ body: String) -> String {
        "$" + body + "*" + String(format: "%02X", body.utf8.reduce(UInt8(0)) { $0 ^ $1 }) + "\r\n"
    }

    @Test("NMEA: an epoch's RMC, GGA and GSA make one fix; dates from RMC; speed in m/s; altitude with a 3D fix")
    func nmeaEpochs() throws {
        let log =
            "# a comment, as gpsd's logs begin\n"
            + Self.sentence("GPGGA,235959.00,4808.2260,N,01134.5240,E,1,08,0.9,520.0,M,47.0,M,,")
            + Self.sentence("GPGSA,A,3,01,02,03,04,,,,,,,,,1.8,0.9,1.5")
            + Self.sentence("GPRMC,235959.00,A,4808.2260,N,01134.5240,E,19.44,45.0,150624,,,A")
            + Self.sentence("GNGGA,000000.00,4808.2298,S,01134.5297,W,1,08,0.9,521.0,M,47.0,M,,")
            + Self.sentence("GPRMC,000001.00,V,4808.2300,N,01134.5300,E,0,0,160624,,,N")
            + "$GPRMC,000002.00,A,4808.3,N,01134.5,E,1,1,160624,,,A*00\r\n"
            + Self.sentence("PGRME,15.0,M,45.0,M,25.0,M")
        let (points, facts) = try read(log)
        #expect(facts.unusableTimes == 0)
        #expect(points.count == 2, "the V epoch is no fix, the damaged sentence left out")
        let first = points[0].fix
        #expect(first.time.map(ISO8601.format) == "2024-06-15T23:59:59Z")
        #expect(abs(first.latitude - (48 + 8.226 / 60)) < 1e-9 && abs(first.longitude - (11 + 34.524 / 60)) < 1e-9)
        #expect(first.altitudeMSL == 520 && first.satellites == 8 && first.hdop == 0.9 && first.mode == .threeD)
        #expect(abs((first.speed ?? 0) - 10.0006) < 0.001 && first.course == 45)
        // Past midnight without an RMC: the next day; south and west negative.
        let second = points[1].fix
        #expect(second.time.map(ISO8601.format) == "2024-06-16T00:00:00Z")
        #expect(second.latitude < 0 && second.longitude < 0 && second.speed == nil)
    }

    @Test(
        "NMEA: fixes before the first RMC wait for its date; GSA's 'no fix' is no fix; a stuck clock is still each fix")
    func nmeaDatesAndModes() throws {
        let log =
            Self.sentence("GPGGA,120000,4808.2260,N,01134.5240,E,1,08,0.9,520.0,M,,M,,")
            + Self.sentence("GPGGA,120001,4808.2270,N,01134.5240,E,1,08,0.9,520.0,M,,M,,")
            + Self.sentence("GPGSA,A,1,,,,,,,,,,,,,,,")
            + Self.sentence("GPRMC,120002,A,4808.2280,N,01134.5240,E,0,0,010125,,,A")
            + Self.sentence("GPRMC,120002,A,4808.2290,N,01134.5240,E,0,0,010125,,,A")
        let (points, _) = try read(log)
        #expect(
            points.map { $0.fix.time.map(ISO8601.format) ?? "-" }
                == ["2025-01-01T12:00:00Z", "2025-01-01T12:00:02Z", "2025-01-01T12:00:02Z"])
        #expect(points.map(\.fix.latitude).count == 3)
    }

    @Test("not NMEA after all: binary bytes before any sentence, or no sentence at all")
    func notNMEA() {
        #expect(failure("$\u{01}\u{02}\u{03}binary\n")?.reason == "not an NMEA log: binary bytes before any sentence")
        #expect(failure("$ nothing here\n")?.reason == "not an NMEA log: no sentence in it")
    }

    @Test(
        "every receiver log under Tests: read whole, as many fixes as gpsd reports where their rules agree",
        arguments: [
            ("synthetic-munich-60s.nmea", 60), ("firefly-II.log", 23), ("garmin15x.log", 7), ("iTrek.log", 35),
            ("nmea-rtk.log", 122), ("ublox-lea-4h.log", 9), ("bt451.log", nil), ("haicom-305N.log", nil),
            ("humminbird-M37.log", nil), ("gp-320fw-2019-04-07-coldboot.log", nil),
        ] as [(String, Int?)])
    func receiverLogs(file: String, fixes: Int?) throws {
        let path = Fixtures.bundled.appendingPathComponent("nmea/\(file)").path
        var points: [TrackPoint] = []
        _ = try TrackFileReader().read(path) { item in
            if case .point(let point) = item { points.append(point) }
        }
        if let fixes { #expect(points.count == fixes) } else { #expect(!points.isEmpty) }
        #expect(points.allSatisfy { $0.fix.time != nil }, "every fix dated")
    }
}

import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackLocation

@Suite("GPXReader")
struct GPXReaderTests {
    func items(_ path: String) throws -> [TrackFileItem] { try Fixtures.gpxItems(path) }

    func points(_ path: String) throws -> [TrackPoint] { try Fixtures.gpxPoints(path) }

    @Test("GPX 1.1: position, elevation, time, fix, satellites, HDOP; segments numbered across tracks")
    func gpx11() throws {
        let path = try Fixtures.file(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1">
              <trk><name>A</name>
                <trkseg>
                  <trkpt lat="48.1" lon="11.5"><ele>520.5</ele><time>2024-06-15T12:00:00Z</time><fix>3d</fix><sat>9</sat><hdop>0.9</hdop></trkpt>
                  <trkpt lat="48.2" lon="11.6"><time>2024-06-15T12:00:01.250Z</time><fix>2d</fix></trkpt>
                </trkseg>
                <trkseg></trkseg>
                <trkseg><trkpt lat="-33.5" lon="151.25"/></trkseg>
              </trk>
              <trk><trkseg><trkpt lat="1" lon="2"></trkpt></trkseg></trk>
              <trk><trkpt lat="3" lon="4"/><trkpt lat="3" lon="5"/></trk>
            </gpx>
            """)
        let points = try points(path)
        #expect(points.count == 6)
        #expect(points.map(\.segment) == [0, 0, 2, 3, 4, 4])
        let first = points[0].fix
        #expect(first.latitude == 48.1 && first.longitude == 11.5)
        #expect(first.altitudeMSL == 520.5)
        #expect(first.time == ISO8601.parse("2024-06-15T12:00:00Z"))
        #expect(first.mode == .threeD && first.satellites == 9 && first.hdop == 0.9)
        #expect(points[1].fix.time?.timeIntervalSince1970 == 1_718_452_801.25)
        #expect(points[1].fix.mode == .twoD && points[1].fix.altitudeMSL == nil)
        #expect(points[2].fix.time == nil && points[2].fix.mode == .unknown)
    }

    @Test("GPX 1.0 with speed and course, a byte-order mark and no namespace prefix issues")
    func gpx10WithBOM() throws {
        let text =
            "\u{FEFF}"
                + """
                <?xml version="1.0"?>
                <gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0">
                  <trk><trkseg>
                    <trkpt lat="10" lon="20"><ele>5</ele><time>2020-01-01T00:00:00Z</time><course>90.5</course><speed>3.25</speed></trkpt>
                  </trkseg></trk>
                </gpx>
                """
        let fix = try #require(try points(Fixtures.file(text)).first).fix
        #expect(fix.speed == 3.25 && fix.course == 90.5)
    }

    @Test("speed and course from extensions, namespaced or not; other extensions ignored")
    func extensions() throws {
        let path = try Fixtures.file(
            """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"
                 xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">
              <trk><trkseg>
                <trkpt lat="1" lon="2"><extensions><gpxtpx:TrackPointExtension><gpxtpx:speed>4.5</gpxtpx:speed>
                  <gpxtpx:course>180</gpxtpx:course><gpxtpx:hr>130</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
                <trkpt lat="1.1" lon="2"><extensions><speed>6</speed><power>200</power><ele>999</ele></extensions></trkpt>
              </trkseg></trk>
            </gpx>
            """)
        let points = try points(path)
        #expect(points.map(\.fix.speed) == [4.5, 6])
        #expect(points[0].fix.course == 180)
        #expect(points[1].fix.altitudeMSL == nil)
    }

    @Test("routes are used only when there is no track")
    func routes() throws {
        let routeOnly = try Fixtures.file(
            """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <rte><rtept lat="1" lon="1"/><rtept lat="1" lon="2"/></rte>
              <rte><rtept lat="2" lon="1"/></rte>
            </gpx>
            """)
        #expect(try points(routeOnly).map(\.segment) == [0, 0, 1])
        let both = try Fixtures.file(
            """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <rte><rtept lat="1" lon="1"/><rtept lat="1" lon="2"/></rte>
              <trk><trkseg><trkpt lat="5" lon="5"/></trkseg></trk>
            </gpx>
            """)
        #expect(try points(both).map(\.fix.latitude) == [5])
    }

    @Test("waypoints become notes; points without a valid position are skipped and counted")
    func waypointsAndInvalidPoints() throws {
        let path = try Fixtures.file(
            """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <wpt lat="1" lon="2"><time>2020-01-01T00:00:00Z</time><name>Fuel &amp; food</name></wpt>
              <trk><trkseg>
                <trkpt lat="91" lon="0"/><trkpt lon="0"/><trkpt lat="x" lon="1"/><trkpt lat="3" lon="4"/>
              </trkseg></trk>
            </gpx>
            """)
        let reader = try GPXReader(path: path)
        var all: [TrackFileItem] = []
        while let item = try reader.next() { all.append(item) }
        #expect(reader.skippedPoints == 3)
        #expect(all.count == 2)
        guard case .waypoint(let note) = all[0] else {
            Issue.record("expected a waypoint first")
            return
        }
        #expect(note.text == "Fuel & food" && note.latitude == 1 && note.longitude == 2)
        #expect(note.time == ISO8601.parse("2020-01-01T00:00:00Z"))
    }

    @Test(
        "values no receiver reports (an altitude past space, a speed past 1 km/s, a course of 400, HDOP 1e9) are unknown; the point stays"
    )
    func impossibleValues() throws {
        let path = try Fixtures.file(
            """
            <gpx version="1.1"><trk><trkseg>
              <trkpt lat="48.1" lon="11.5"><ele>1e308</ele><course>400</course><hdop>1e9</hdop>
                <extensions><speed>1e300</speed></extensions></trkpt>
              <trkpt lat="48.2" lon="11.5"><ele>-12001</ele><extensions><speed>-3</speed></extensions></trkpt>
              <trkpt lat="48.3" lon="11.5"><ele>8848.9</ele><course>359.9</course><hdop>99.9</hdop>
                <extensions><speed>514</speed></extensions></trkpt>
            </trkseg></trk></gpx>
            """)
        let reader = try GPXReader(path: path)
        var fixes: [Fix] = []
        while let item = try reader.next() {
            if case .point(let point) = item { fixes.append(point.fix) }
        }
        #expect(fixes.count == 3 && reader.skippedPoints == 0)
        for fix in fixes.prefix(2) {
            #expect(fix.altitudeMSL == nil && fix.speed == nil && fix.course == nil && fix.hdop == nil, "\(fix)")
        }
        #expect(fixes.last?.altitudeMSL == 8848.9 && fixes.last?.speed == 514)
        #expect(fixes.last?.course == 359.9 && fixes.last?.hdop == 99.9)
    }

    @Test("a waypoint without a time is a note without one, never 1970; its name and description join")
    func timelessWaypoint() throws {
        let path = try Fixtures.file(
            #"<gpx><wpt lat="1" lon="2"><name>Gate</name><desc>Code 1234</desc></wpt><trk><trkseg><trkpt lat="3" lon="4"/></trkseg></trk></gpx>"#
        )
        let items = try Fixtures.gpxItems(path)
        guard case .waypoint(let note) = items.first else {
            Issue.record("expected a waypoint first")
            return
        }
        #expect(note.time == nil)
        #expect(note.text == "Gate\nCode 1234")
    }

    @Test("a truncated file gives an error naming the file and line, after the points before it")
    func truncated() throws {
        let path = try Fixtures.file(
            """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <trk><trkseg>
                <trkpt lat="1" lon="1"/>
                <trkpt lat="2" lon="2"/>
                <trkpt lat="3" lon="3"><ele>1</e
            """)
        let reader = try GPXReader(path: path)
        var delivered = 0
        do {
            while try reader.next() != nil { delivered += 1 }
            Issue.record("expected an error")
        } catch {
            #expect(error.path == path)
            #expect(error.line == 5 || error.line == 6)
            #expect(!error.reason.isEmpty)
            #expect(error.description.hasPrefix("\(path):"))
        }
        #expect(delivered == 2)
    }

    /// The reason `path` cannot be read, as the reader gives it.
    func failure(_ path: String) -> String? {
        do {
            _ = try items(path)
            return nil
        } catch {
            return (error as? TrackFileError)?.description
        }
    }

    @Test("a file that is not XML, or missing, is a clear error")
    func notXML() throws {
        let garbage = try Fixtures.file("a,b,c\n1,2,3\n", named: "points.csv")
        #expect(
            failure(garbage)?.hasPrefix("\(garbage): not a GPX file: it is not XML (") == true,
            "\(failure(garbage) ?? "")")
        #expect(
            throws: TrackFileError(
                path: "/nonexistent/x.gpx", line: nil, reason: "cannot open the file: No such file or directory")
        ) {
            _ = try GPXReader(path: "/nonexistent/x.gpx")
        }
    }

    @Test("an empty file and a folder are clear errors, not crashes")
    func emptyAndFolder() throws {
        let empty = try Fixtures.file("")
        #expect(failure(empty) == "\(empty): the file is empty, not a GPX file")
        let folder = try Fixtures.temporaryDirectory().path
        #expect(throws: TrackFileError.self) { try items(folder) }
    }

    @Test("XML whose root is not gpx is not a GPX file, and none of its points is read")
    func otherRoot() throws {
        let page = try Fixtures.file(
            #"<html><body><trkpt lat="48.1" lon="11.5"><time>2026-01-01T00:00:00Z</time></trkpt></body></html>"#)
        var read = 0
        do {
            for item in try items(page) { if case .point = item { read += 1 } }
            Issue.record("read as GPX")
        } catch let error as TrackFileError {
            #expect(error.reason == "not a GPX file: its root element is <html>, not <gpx>")
        }
        #expect(read == 0)
        #expect(failure(page) == "\(page): not a GPX file: its root element is <html>, not <gpx>")
    }

    @Test("a file larger than one read chunk streams through in order")
    func manyChunks() throws {
        let points = (0..<5_000).map { index in
            "<trkpt lat=\"\(48 + Double(index) / 100_000)\" lon=\"11.5\"><ele>\(index)</ele></trkpt>\n"
        }
        let path = try Fixtures.file(
            "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>\n" + points.joined()
                + "</trkseg></trk></gpx>\n")
        let read = try self.points(path)
        #expect(read.count == 5_000)
        #expect(read.map { Int($0.fix.altitudeMSL!) } == Array(0..<5_000))
    }

    @Test("the bundled demo ride reads as 600 timed points")
    func demoRide() throws {
        let points = try points(Fixtures.demoRide)
        #expect(points.count == 600)
        #expect(points.allSatisfy { $0.fix.time != nil && $0.fix.altitudeMSL != nil })
    }
}

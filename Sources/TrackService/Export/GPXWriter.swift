import Foundation

/// Writes a track as a GPX 1.1 document that validates against the GPX 1.1
/// schema: one `trk`, one `trkseg` per recording segment, notes as `wpt`.
///
/// Each point keeps its time, elevation (`ele`, above mean sea level), fix,
/// satellites and HDOP; speed and course go into Garmin's widely read
/// `TrackPointExtension` (v2).
enum GPXWriter {
    static let trackPointExtensionNamespace = "http://www.garmin.com/xmlschemas/TrackPointExtension/v2"

    static func document(name: String, description: String?, points: [TrackPoint], notes: [Note]) -> [UInt8] {
        var out = ""
        out.reserveCapacity(300 + points.count * 160)
        out += """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="trackd" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xmlns:gpxtpx="\(trackPointExtensionNamespace)" \
            xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">

            """
        out += "  <metadata>\n    <name>\(XMLText.escaped(name))</name>\n"
        if let description { out += "    <desc>\(XMLText.escaped(description))</desc>\n" }
        if let start = points.lazy.compactMap(\.fix.time).first {
            out += "    <time>\(ISO8601.format(start))</time>\n"
        }
        out += "  </metadata>\n"
        for note in notes {
            out += "  <wpt lat=\"\(XMLText.decimal(note.latitude))\" lon=\"\(XMLText.decimal(note.longitude))\">\n"
            out += "    <time>\(ISO8601.format(note.time))</time>\n"
            out += "    <name>\(XMLText.escaped(note.text))</name>\n"
            out += "  </wpt>\n"
        }
        out += "  <trk>\n    <name>\(XMLText.escaped(name))</name>\n"
        if let description { out += "    <desc>\(XMLText.escaped(description))</desc>\n" }
        var currentSegment: Int?
        for point in points {
            if point.segment != currentSegment {
                if currentSegment != nil { out += "    </trkseg>\n" }
                out += "    <trkseg>\n"
                currentSegment = point.segment
            }
            appendPoint(point.fix, to: &out)
        }
        if currentSegment != nil { out += "    </trkseg>\n" }
        out += "  </trk>\n</gpx>\n"
        return Array(out.utf8)
    }

    private static func appendPoint(_ fix: Fix, to out: inout String) {
        out += "      <trkpt lat=\"\(XMLText.decimal(fix.latitude))\" lon=\"\(XMLText.decimal(fix.longitude))\">"
        if let elevation = fix.altitudeMSL { out += "<ele>\(XMLText.decimal(elevation))</ele>" }
        if let time = fix.time { out += "<time>\(ISO8601.format(time))</time>" }
        switch fix.mode {
        case .noFix: out += "<fix>none</fix>"
        case .twoD: out += "<fix>2d</fix>"
        case .threeD: out += "<fix>3d</fix>"
        case .unknown: break
        }
        if let satellites = fix.satellites { out += "<sat>\(satellites)</sat>" }
        if let hdop = fix.hdop { out += "<hdop>\(XMLText.decimal(hdop))</hdop>" }
        if fix.speed != nil || fix.course != nil {
            out += "<extensions><gpxtpx:TrackPointExtension>"
            if let speed = fix.speed { out += "<gpxtpx:speed>\(XMLText.decimal(speed))</gpxtpx:speed>" }
            if let course = fix.course { out += "<gpxtpx:course>\(XMLText.decimal(course))</gpxtpx:course>" }
            out += "</gpxtpx:TrackPointExtension></extensions>"
        }
        out += "</trkpt>\n"
    }
}

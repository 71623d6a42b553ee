import FoundationEssentials
import TrackModel

/// Writes a track as a GPX 1.1 document that validates against the GPX 1.1
/// schema: one `trk`, one `trkseg` per recording segment, notes as `wpt`.
///
/// Each point keeps its time, elevation (`ele`, above mean sea level), fix,
/// satellites and HDOP; speed and course go into Garmin's widely read
/// `TrackPointExtension` (v2).
enum GPXWriter {
    static func write(_ track: TrackContent, to out: ExportOutput) throws {
        let name = XMLText.escaped(track.summary.name)
        let description = track.summary.description.map(XMLText.escaped)
        out.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="trackd" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2" \
            xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">

            """)
        out.write("  <metadata>\n    <name>\(name)</name>\n")
        if let description { out.write("    <desc>\(description)</desc>\n") }
        if let start = track.summary.statistics.start {
            out.write("    <time>")
            out.write(time: start)
            out.write("</time>\n")
        }
        out.write("  </metadata>\n")
        try track.forEachNote { note in
            out.write("  <wpt lat=\"")
            out.write(decimal: note.latitude)
            out.write("\" lon=\"")
            out.write(decimal: note.longitude)
            out.write("\">\n")
            if let time = note.time {
                out.write("    <time>")
                out.write(time: time)
                out.write("</time>\n")
            }
            out.write("    <name>\(XMLText.escaped(note.text))</name>\n  </wpt>\n")
            try out.endItem()
        }
        out.write("  <trk>\n    <name>\(name)</name>\n")
        if let description { out.write("    <desc>\(description)</desc>\n") }
        var currentSegment: Int?
        try track.forEachPoint { point in
            if point.segment != currentSegment {
                if currentSegment != nil { out.write("    </trkseg>\n") }
                out.write("    <trkseg>\n")
                currentSegment = point.segment
            }
            write(point.fix, to: out)
            try out.endItem()
        }
        if currentSegment != nil { out.write("    </trkseg>\n") }
        out.write("  </trk>\n</gpx>\n")
        try out.finish()
    }

    private static func write(_ fix: Fix, to out: ExportOutput) {
        out.write("      <trkpt lat=\"")
        out.write(decimal: fix.latitude)
        out.write("\" lon=\"")
        out.write(decimal: fix.longitude)
        out.write("\">")
        if let elevation = fix.altitudeMSL { write("<ele>", elevation, "</ele>", to: out) }
        if let time = fix.time {
            out.write("<time>")
            out.write(time: time)
            out.write("</time>")
        }
        switch fix.mode {
        case .noFix: out.write("<fix>none</fix>")
        case .twoD: out.write("<fix>2d</fix>")
        case .threeD: out.write("<fix>3d</fix>")
        case .unknown: break
        }
        if let satellites = fix.satellites {
            out.write("<sat>")
            out.write(integer: satellites)
            out.write("</sat>")
        }
        if let hdop = fix.hdop { write("<hdop>", hdop, "</hdop>", to: out) }
        if fix.speed != nil || fix.course != nil {
            out.write("<extensions><gpxtpx:TrackPointExtension>")
            if let speed = fix.speed { write("<gpxtpx:speed>", speed, "</gpxtpx:speed>", to: out) }
            if let course = fix.course { write("<gpxtpx:course>", course, "</gpxtpx:course>", to: out) }
            out.write("</gpxtpx:TrackPointExtension></extensions>")
        }
        out.write("</trkpt>\n")
    }

    /// An element holding a number: `open`, the value, `close`.
    private static func write(_ open: StaticString, _ value: Double, _ close: StaticString, to out: ExportOutput) {
        out.write(open)
        out.write(decimal: value)
        out.write(close)
    }
}

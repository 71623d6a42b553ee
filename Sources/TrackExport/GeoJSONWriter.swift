import FoundationEssentials
import TrackModel

/// Writes a track as GeoJSON (RFC 7946): a FeatureCollection with the track
/// as a MultiLineString feature (one line a segment; positions are
/// longitude, latitude and, when known, elevation) and each note as a Point
/// feature.
///
/// The track's properties carry `times`, the time of each position in
/// order (`null` where unknown), as GPS tools that read GeoJSON expect. The
/// points are read twice, once for the positions and once for the times, so
/// that nothing is held in memory.
enum GeoJSONWriter {
    static func write(_ track: TrackContent, to out: ExportOutput) throws {
        let summary = track.summary
        let statistics = summary.statistics
        out.write(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":"#)
        out.write(#"{"type":"MultiLineString","coordinates":["#)
        var currentSegment: Int?
        try track.forEachPoint { point in
            if point.segment != currentSegment {
                out.write(currentSegment == nil ? "[" : "],[")
                currentSegment = point.segment
            } else {
                out.write(",")
            }
            out.write("[")
            out.write(decimal: point.fix.longitude)
            out.write(",")
            out.write(decimal: point.fix.latitude)
            if let elevation = point.fix.altitudeMSL {
                out.write(",")
                out.write(decimal: elevation)
            }
            out.write("]")
            try out.endItem()
        }
        if currentSegment != nil { out.write("]") }
        out.write(#"]},"properties":{"id":"#)
        out.write(integer: Int(summary.id))
        out.write(#","name":"#)
        out.write(JSONText.quoted(summary.name))
        out.write(#","description":"#)
        out.write(summary.description.map(JSONText.quoted) ?? "null")
        out.write(#","start":"#)
        writeTime(statistics.start, to: out)
        out.write(#","end":"#)
        writeTime(statistics.end, to: out)
        out.write(#","points":"#)
        out.write(integer: statistics.points)
        out.write(#","distance_m":"#)
        out.write(decimal: statistics.distance)
        out.write(#","times":["#)
        var first = true
        try track.forEachPoint { point in
            if !first { out.write(",") }
            first = false
            writeTime(point.fix.time, to: out)
            try out.endItem()
        }
        out.write("]}}")
        try track.forEachNote { note in
            out.write(#",{"type":"Feature","geometry":{"type":"Point","coordinates":["#)
            out.write(decimal: note.longitude)
            out.write(",")
            out.write(decimal: note.latitude)
            out.write(#"]},"properties":{"text":"#)
            out.write(JSONText.quoted(note.text))
            out.write(#","time":"#)
            writeTime(note.time, to: out)
            out.write("}}")
            try out.endItem()
        }
        out.write("]}\n")
        try out.finish()
    }

    private static func writeTime(_ time: Date?, to out: ExportOutput) {
        guard let time else { return out.write("null") }
        out.write("\"")
        out.write(time: time)
        out.write("\"")
    }
}

import FoundationEssentials
import TrackModel

/// Writes a track's points as CSV (RFC 4180): a header row, then a row a
/// point; empty cells where the receiver gave no value.
enum CSVWriter {
    static let header = [
        "segment", "time", "latitude", "longitude", "altitude_msl_m", "altitude_hae_m", "speed_mps", "course_deg",
        "climb_mps", "eph_m", "epv_m", "satellites", "hdop", "mode",
    ]

    static func write(_ track: TrackContent, to out: ExportOutput) throws {
        out.write(header.joined(separator: ","))
        out.write("\r\n")
        try track.forEachPoint { point in
            let fix = point.fix
            out.write(integer: point.segment)
            out.write(",")
            if let time = fix.time { out.write(time: time) }
            out.write(",")
            out.write(decimal: fix.latitude)
            out.write(",")
            out.write(decimal: fix.longitude)
            for value in [
                fix.altitudeMSL, fix.altitudeHAE, fix.speed, fix.course, fix.climb, fix.horizontalError,
                fix.verticalError,
            ] {
                out.write(",")
                if let value { out.write(decimal: value) }
            }
            out.write(",")
            if let satellites = fix.satellites { out.write(integer: satellites) }
            out.write(",")
            if let hdop = fix.hdop { out.write(decimal: hdop) }
            out.write(",")
            out.write(integer: fix.mode.rawValue)
            out.write("\r\n")
            try out.endItem()
        }
        try out.finish()
    }
}

import Foundation

/// Writes a track's points as CSV (RFC 4180): a header row, then a row a
/// point; empty cells where the receiver gave no value.
enum CSVWriter {
    static let header = [
        "segment", "time", "latitude", "longitude", "altitude_msl_m", "altitude_hae_m", "speed_mps", "course_deg",
        "climb_mps", "eph_m", "epv_m", "satellites", "hdop", "mode",
    ]

    static func document(points: [TrackPoint]) -> [UInt8] {
        var out = header.joined(separator: ",") + "\r\n"
        out.reserveCapacity(points.count * 90)
        for point in points {
            let fix = point.fix
            let cells: [String] = [
                String(point.segment), fix.time.map(ISO8601.format) ?? "", XMLText.decimal(fix.latitude),
                XMLText.decimal(fix.longitude), number(fix.altitudeMSL), number(fix.altitudeHAE), number(fix.speed),
                number(fix.course), number(fix.climb), number(fix.horizontalError), number(fix.verticalError),
                fix.satellites.map(String.init) ?? "", number(fix.hdop), String(fix.mode.rawValue),
            ]
            out += cells.joined(separator: ",") + "\r\n"
        }
        return Array(out.utf8)
    }

    private static func number(_ value: Double?) -> String {
        value.map(XMLText.decimal) ?? ""
    }
}

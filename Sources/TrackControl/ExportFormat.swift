/// The formats `export` writes, named as on the wire and the command line.
public enum ExportFormat: String, Codable, Sendable, CaseIterable {
    /// GPX 1.1: one trk, a trkseg per segment, notes as wpt.
    case gpx
    /// GeoJSON (RFC 7946): a FeatureCollection of the track as a
    /// MultiLineString (a line a segment) and the notes as Points.
    case geojson
    /// One row a point, with a header row.
    case csv
}

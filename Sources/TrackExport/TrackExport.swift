import TrackModel

/// A saved track ready to be written as a file: made once the track is known
/// to exist, written later, as the bytes are wanted.
public struct TrackExport: Sendable {
    private let write: @Sendable (ExportOutput) throws -> Void

    private init(write: @escaping @Sendable (ExportOutput) throws -> Void) {
        self.write = write
    }

    /// GPX 1.1: one trk, a trkseg per segment, notes as wpt.
    public static func gpx(_ content: TrackContent) -> TrackExport {
        TrackExport { try GPXWriter.write(content, to: $0) }
    }

    /// GeoJSON (RFC 7946): a FeatureCollection of the track as a
    /// MultiLineString (a line a segment) and the notes as Points.
    public static func geoJSON(_ content: TrackContent) -> TrackExport {
        TrackExport { try GeoJSONWriter.write(content, to: $0) }
    }

    /// CSV: a header row, then one row a point.
    public static func csv(_ content: TrackContent) -> TrackExport {
        TrackExport { try CSVWriter.write(content, to: $0) }
    }

    /// Writes the document, handing `sink` one chunk of at most about 64 KiB
    /// at a time. The points are read from storage as they are written.
    /// - Throws: what storage or `sink` throws; the document is then
    ///   incomplete.
    public func write(to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        try write(ExportOutput(sink: sink))
    }
}

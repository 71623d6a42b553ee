import Foundation

/// Writes a track as GeoJSON (RFC 7946): a FeatureCollection with the track
/// as a MultiLineString feature (one line a segment; positions are
/// longitude, latitude and, when known, elevation) and each note as a Point
/// feature.
enum GeoJSONWriter {
    static func document(summary: TrackSummary, points: [TrackPoint], notes: [Note]) -> [UInt8] {
        var segments: [[[Double]]] = []
        var current: Int?
        for point in points {
            if point.segment != current {
                segments.append([])
                current = point.segment
            }
            var position = [point.fix.longitude, point.fix.latitude]
            if let elevation = point.fix.altitudeMSL { position.append(elevation) }
            segments[segments.count - 1].append(position)
        }
        let statistics = summary.statistics
        let track: [String: Any] = [
            "type": "Feature",
            "geometry": ["type": "MultiLineString", "coordinates": segments],
            "properties": [
                "id": summary.id, "name": summary.name, "description": summary.description as Any? ?? NSNull(),
                "start": statistics.start.map(ISO8601.format) as Any? ?? NSNull(),
                "end": statistics.end.map(ISO8601.format) as Any? ?? NSNull(),
                "points": statistics.points, "distance_m": statistics.distance,
                "times": points.map { $0.fix.time.map(ISO8601.format) as Any? ?? NSNull() },
            ] as [String: Any],
        ]
        let noteFeatures: [[String: Any]] = notes.map { note in
            [
                "type": "Feature",
                "geometry": ["type": "Point", "coordinates": [note.longitude, note.latitude]],
                "properties": ["text": note.text, "time": ISO8601.format(note.time)],
            ]
        }
        let collection: [String: Any] = ["type": "FeatureCollection", "features": [track] + noteFeatures]
        let data = (try? JSONSerialization.data(withJSONObject: collection, options: [.sortedKeys])) ?? Data()
        return Array(data) + [0x0A]
    }
}

import FoundationEssentials
import TrackModel

/// The parts of a GeoJSON document a track is made of, decoded with the
/// standard library's JSONDecoder: features, their geometry (lines or a
/// point; others are passed over) and the properties trackd reads.
struct GeoJSONDocument: Decodable {
    var features: [Feature]

    /// A position: longitude, latitude and, when given, elevation.
    struct Position: Decodable {
        var longitude: Double
        var latitude: Double
        var elevation: Double?

        init(from decoder: any Decoder) throws {
            var numbers = try decoder.unkeyedContainer()
            longitude = try numbers.decode(Double.self)
            latitude = try numbers.decode(Double.self)
            elevation = numbers.isAtEnd ? nil : try numbers.decodeNil() ? nil : try numbers.decode(Double.self)
        }
    }

    enum Geometry {
        /// A LineString (one line) or MultiLineString: the track's segments.
        case lines([[Position]])
        case point(Position)
        case other
    }

    struct Properties: Decodable {
        var name: String?
        var text: String?
        var time: String?
        /// The time of each position of the lines, in order: trackd's
        /// `times`, or `coordTimes` as other tools write them.
        var times: [String?]?

        private enum CodingKeys: String, CodingKey { case name, text, time, times, coordTimes }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            text = try? container.decodeIfPresent(String.self, forKey: .text)
            time = try? container.decodeIfPresent(String.self, forKey: .time)
            times =
                (try? container.decodeIfPresent([String?].self, forKey: .times))
                ?? (try? container.decodeIfPresent([String?].self, forKey: .coordTimes))
        }
    }

    struct Feature: Decodable {
        var geometry: Geometry
        var properties: Properties?

        private enum CodingKeys: String, CodingKey { case geometry, properties }
        private enum GeometryKeys: String, CodingKey { case type, coordinates }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            properties = try? container.decodeIfPresent(Properties.self, forKey: .properties)
            guard container.contains(.geometry), !(try container.decodeNil(forKey: .geometry)) else {
                geometry = .other
                return
            }
            let shape = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
            switch try shape.decode(String.self, forKey: .type) {
            case "LineString": geometry = .lines([try shape.decode([Position].self, forKey: .coordinates)])
            case "MultiLineString": geometry = .lines(try shape.decode([[Position]].self, forKey: .coordinates))
            case "Point": geometry = .point(try shape.decode(Position.self, forKey: .coordinates))
            default: geometry = .other
            }
        }
    }

    private enum CodingKeys: String, CodingKey { case type, features }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "FeatureCollection": features = try container.decode([Feature].self, forKey: .features)
        case "Feature": features = [try Feature(from: decoder)]
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "a \(other), not a FeatureCollection or a Feature")
        }
    }

    /// The document in `bytes`, or an error that says what is wrong in the
    /// user's terms.
    static func decode(_ bytes: Data, path: String) throws(TrackFileError) -> GeoJSONDocument {
        do {
            return try JSONDecoder().decode(GeoJSONDocument.self, from: bytes)
        } catch let error as DecodingError {
            throw TrackFileError(path: path, line: nil, reason: "not GeoJSON trackd reads: \(Self.reason(error))")
        } catch {
            throw TrackFileError(path: path, line: nil, reason: "not GeoJSON trackd reads: \(error)")
        }
    }

    private static func reason(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .dataCorrupted(let context): return context.debugDescription + place(context.codingPath)
        case .keyNotFound(let key, let context): return "no \"\(key.stringValue)\"" + place(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription + place(context.codingPath)
        @unknown default: return "\(error)"
        }
    }
}

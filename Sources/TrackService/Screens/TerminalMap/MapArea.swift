import FoundationEssentials
import Glibc

/// The square of ground a terminal map shows: a centre and the distance
/// from it to each side, with a local flat projection good for the few
/// kilometres a map of a journey spans.
struct MapArea: Sendable, Equatable {
    /// Mean Earth radius, metres: plenty for placing dots on a terminal.
    static let earthRadius = 6_371_000.0

    var centerLatitude: Double
    var centerLongitude: Double
    /// Metres from the centre to each side.
    var radius: Double

    /// Metres east and north of the centre.
    func offset(latitude: Double, longitude: Double) -> (east: Double, north: Double) {
        var longitudeDelta = longitude - centerLongitude
        if longitudeDelta > 180 { longitudeDelta -= 360 }
        if longitudeDelta < -180 { longitudeDelta += 360 }
        let east = longitudeDelta * .pi / 180 * cos(centerLatitude * .pi / 180) * Self.earthRadius
        let north = (latitude - centerLatitude) * .pi / 180 * Self.earthRadius
        return (east, north)
    }

    /// The smallest area, with a small margin, that holds a track whose
    /// points span these bounds; never less than 50 m across.
    static func fitting(_ bounds: MapBounds) -> MapArea {
        let center = MapArea(
            centerLatitude: (bounds.south + bounds.north) / 2, centerLongitude: (bounds.west + bounds.east) / 2,
            radius: 0)
        let corner = center.offset(latitude: bounds.north, longitude: bounds.east)
        return MapArea(
            centerLatitude: center.centerLatitude, centerLongitude: center.centerLongitude,
            radius: max(25, max(abs(corner.east), abs(corner.north)) * 1.05))
    }
}

/// The latitudes and longitudes a track spans.
struct MapBounds: Sendable, Equatable {
    var south = Double.infinity
    var north = -Double.infinity
    var west = Double.infinity
    var east = -Double.infinity

    mutating func include(latitude: Double, longitude: Double) {
        south = min(south, latitude)
        north = max(north, latitude)
        west = min(west, longitude)
        east = max(east, longitude)
    }
}

import Glibc

/// Distances around one position on a flat projection made there: plenty
/// for framing and thinning a map, never used for a figure (those are
/// geodesic). The projection's scales are worked out once, so that measuring
/// to many points costs a few multiplications each.
struct FlatNeighbourhood {
    private static let metresPerDegreeLatitude = 111_132.0
    private static let metresPerDegreeLongitudeAtEquator = 111_320.0

    private let latitude: Double
    private let longitude: Double
    private let metresPerDegreeLongitude: Double

    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
        metresPerDegreeLongitude = Self.metresPerDegreeLongitudeAtEquator * cos(latitude * .pi / 180)
    }

    /// The square of the distance to a position, metres squared.
    func squaredMetres(toLatitude otherLatitude: Double, longitude otherLongitude: Double) -> Double {
        var degreesEast = otherLongitude - longitude
        if degreesEast > 180 { degreesEast -= 360 }
        if degreesEast < -180 { degreesEast += 360 }
        let north = (otherLatitude - latitude) * Self.metresPerDegreeLatitude
        let east = degreesEast * metresPerDegreeLongitude
        return north * north + east * east
    }
}

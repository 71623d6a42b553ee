import FoundationEssentials

/// Distances on the WGS84 ellipsoid, by Karney's method (C. F. F. Karney,
/// "Algorithms for geodesics", J. Geodesy 87, 43–55, 2013): the inverse
/// problem solved on the auxiliary sphere with series in the third
/// flattening to sixth order, Newton's method on the azimuth, and the
/// astroid starting guess for nearly antipodal points, where Vincenty's
/// iteration fails. Accurate to about 15 nanometres anywhere on Earth.
public enum GeodesicDistance {
    /// The length in metres of the shortest path on the WGS84 ellipsoid
    /// between two points given in degrees.
    public static func metres(
        fromLatitude lat1: Double, longitude lon1: Double,
        toLatitude lat2: Double, longitude lon2: Double
    ) -> Double {
        GeodesicInverse(latitude1: lat1, longitude1: lon1, latitude2: lat2, longitude2: lon2).distance()
    }

    /// The distance in metres between two fixes.
    public static func metres(from first: Fix, to second: Fix) -> Double {
        if first.latitude == second.latitude && first.longitude == second.longitude { return 0 }
        return metres(
            fromLatitude: first.latitude, longitude: first.longitude,
            toLatitude: second.latitude, longitude: second.longitude)
    }
}

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

extension GeodesicDistance {
    /// Farthest apart, metres, two points may be for a local plane's
    /// distance to stand in for the geodesic's when comparing with a limit:
    /// farther than a fix is from the last at any plausible speed and rate.
    static let planeReach = 1_000.0
    /// How far the plane's distance is taken to be off there, relative.
    /// Within 1 km and off the poles (85°) it is within 0.005% of the
    /// geodesic on the reference table's 1,200 such pairs; the plane's
    /// east scale, taken at the first point, is off by the step's change
    /// of latitude times the latitude's tangent, under 0.1% at 85°.
    static let planeTolerance = 0.01

    /// Whether the geodesic from `first` to `second` is longer than `limit`
    /// metres, given `planeMetres`, their distance on a ``LocalPlane``
    /// about `first`: the plane answers when it is sure (the two within
    /// ``planeReach``, off the poles, and the distance more than
    /// ``planeTolerance`` from the limit), Karney's method otherwise. The
    /// verdict is always the geodesic's; the plane saves working it out
    /// for every fix a check of a speed or a step looks at.
    static func isLonger(from first: Fix, to second: Fix, than limit: Double, planeMetres: Double) -> Bool {
        if planeMetres <= planeReach, abs(first.latitude) < 85 {
            if planeMetres < limit * (1 - planeTolerance) { return false }
            if planeMetres > limit * (1 + planeTolerance) { return true }
        }
        return metres(from: first, to: second) > limit
    }
}

import Foundation

/// Distances on the WGS84 ellipsoid.
public enum GeodesicDistance {
    /// Semi-major axis, metres.
    static let a = 6_378_137.0
    /// Flattening.
    static let f = 1 / 298.257_223_563
    /// Semi-minor axis, metres.
    static let b = a * (1 - f)

    /// The length in metres of the shortest path on the WGS84 ellipsoid
    /// between two points given in degrees.
    ///
    /// Vincenty's inverse formula, accurate to well under a millimetre for the
    /// distances between fixes. For nearly antipodal points, where its
    /// iteration does not converge, the great-circle distance on the mean
    /// sphere stands in.
    public static func metres(
        fromLatitude lat1: Double, longitude lon1: Double,
        toLatitude lat2: Double, longitude lon2: Double
    ) -> Double {
        if lat1 == lat2 && lon1 == lon2 { return 0 }
        let radians = Double.pi / 180
        let l = normalizedLongitudeDifference(lon2 - lon1) * radians
        let u1 = atan((1 - f) * tan(lat1 * radians))
        let u2 = atan((1 - f) * tan(lat2 * radians))
        let sinU1 = sin(u1)
        let cosU1 = cos(u1)
        let sinU2 = sin(u2)
        let cosU2 = cos(u2)

        var lambda = l
        for _ in 0..<200 {
            let sinLambda = sin(lambda)
            let cosLambda = cos(lambda)
            let crossTerm = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            let sinSigma = sqrt(
                (cosU2 * sinLambda) * (cosU2 * sinLambda) + crossTerm * crossTerm)
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cosSquaredAlpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha : 0
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda =
                l + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
                let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
                let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * bigA * (sigma - deltaSigma)
            }
        }
        return greatCircleMetres(lat1: lat1 * radians, lon1: lon1 * radians, lat2: lat2 * radians, lon2: lon2 * radians)
    }

    /// The distance in metres between two fixes.
    public static func metres(from first: Fix, to second: Fix) -> Double {
        metres(
            fromLatitude: first.latitude, longitude: first.longitude,
            toLatitude: second.latitude, longitude: second.longitude)
    }

    private static func normalizedLongitudeDifference(_ degrees: Double) -> Double {
        var difference = degrees.truncatingRemainder(dividingBy: 360)
        if difference > 180 { difference -= 360 }
        if difference < -180 { difference += 360 }
        return difference
    }

    private static func greatCircleMetres(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> Double {
        let meanRadius = (2 * a + b) / 3
        let h =
            pow(sin((lat2 - lat1) / 2), 2) + cos(lat1) * cos(lat2) * pow(sin((lon2 - lon1) / 2), 2)
        return 2 * meanRadius * asin(min(1, sqrt(h)))
    }
}

import FoundationEssentials
import Glibc
import TrackModel

/// The radius of the map area around the current position that keeps the
/// recent trace (the last ``window`` points) in view.
///
/// The cost of a fix is bounded by the window, never by the length of the
/// track; distances are on a local flat projection, plenty for framing a map.
public struct RegionRadius {
    /// The original app's fixed radius, kept as the smallest.
    public static let minimum = 500.0
    /// Room left around the trace, as a factor of the farthest point.
    static let margin = 1.1
    /// How many recent points the region keeps in view (10 minutes at 1 Hz).
    public static let window = 600

    private var recent: [(latitude: Double, longitude: Double)] = []
    private var next = 0

    mutating func include(_ fix: Fix) {
        let position = (fix.latitude, fix.longitude)
        if recent.count < Self.window {
            recent.append(position)
        } else {
            recent[next] = position
            next = (next + 1) % Self.window
        }
    }

    /// Metres from `center` to the farthest recent point, with margin.
    func radius(around center: Fix) -> Double {
        let metresPerDegreeLatitude = 111_132.0
        let metresPerDegreeLongitude = 111_320.0 * cos(center.latitude * .pi / 180)
        var farthestSquared = 0.0
        for point in recent {
            let north = (point.latitude - center.latitude) * metresPerDegreeLatitude
            var degreesEast = point.longitude - center.longitude
            if degreesEast > 180 { degreesEast -= 360 }
            if degreesEast < -180 { degreesEast += 360 }
            let east = degreesEast * metresPerDegreeLongitude
            farthestSquared = max(farthestSquared, north * north + east * east)
        }
        return max(Self.minimum, (farthestSquared.squareRoot() * Self.margin).rounded())
    }
}

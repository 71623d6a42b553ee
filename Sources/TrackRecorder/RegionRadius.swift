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
        let around = FlatNeighbourhood(latitude: center.latitude, longitude: center.longitude)
        let farthestSquared = recent.reduce(0.0) {
            max($0, around.squaredMetres(toLatitude: $1.latitude, longitude: $1.longitude))
        }
        return max(Self.minimum, (farthestSquared.squareRoot() * Self.margin).rounded())
    }
}

/// The radius of the map area that keeps the whole trace in view around the
/// current position, from the trace's bounding box (constant cost per fix).
struct RegionRadius {
    /// The original app's fixed radius, kept as the smallest.
    static let minimum = 500.0
    /// Room left around the trace, as a factor of the farthest corner.
    static let margin = 1.1

    private var south = Double.infinity
    private var north = -Double.infinity
    private var west = Double.infinity
    private var east = -Double.infinity

    mutating func include(_ fix: Fix) {
        south = min(south, fix.latitude)
        north = max(north, fix.latitude)
        west = min(west, fix.longitude)
        east = max(east, fix.longitude)
    }

    /// Metres from `center` to the farthest corner of the box, with margin.
    func radius(around center: Fix) -> Double {
        guard south <= north else { return Self.minimum }
        var farthest = 0.0
        for latitude in [south, north] {
            for longitude in [west, east] {
                farthest = max(
                    farthest,
                    GeodesicDistance.metres(
                        fromLatitude: center.latitude, longitude: center.longitude,
                        toLatitude: latitude, longitude: longitude))
            }
        }
        return max(Self.minimum, (farthest * Self.margin).rounded())
    }
}

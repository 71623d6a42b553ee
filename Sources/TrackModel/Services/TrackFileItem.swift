/// What ``GPXReader`` yields: a point of the track (or of the route, when the
/// file has no track), or a waypoint.
public enum TrackFileItem: Sendable, Equatable {
    /// A track or route point; `segment` counts the file's segments from 0
    /// (each `trkseg`, or each `rte` when points come from routes).
    case point(TrackPoint)
    /// A `wpt`: trackd writes notes as waypoints.
    case waypoint(Note)
}

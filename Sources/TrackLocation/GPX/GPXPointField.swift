/// The child elements of a GPX point that the reader keeps.
enum GPXPointField: String {
    case ele, time, fix, sat, hdop, speed, course, name, desc

    /// Whether the field counts anywhere inside the point: speed and course
    /// come from GPX 1.0 elements or from extensions (Garmin's
    /// TrackPointExtension and others); the rest only as direct children.
    var isFoundInExtensions: Bool {
        self == .speed || self == .course
    }
}

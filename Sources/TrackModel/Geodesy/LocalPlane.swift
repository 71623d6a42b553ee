import Glibc

/// Metres east and north of an origin: the plane a motion model works in.
///
/// Coordinates are scaled longitude and latitude (an equirectangular plane
/// with the origin's scales), so that converting is exact both ways at any
/// distance. Far from the origin the plane's scales drift from the ground's:
/// distances are measured with the ground's ``Scale`` at the two points,
/// exact to well under a millimetre for steps of a few hundred metres,
/// anywhere on a track of any length.
struct LocalPlane: Sendable {
    /// A position on the plane, metres.
    struct Point: Sendable, Equatable {
        var east: Double
        var north: Double

        /// Metres from the origin to here (for a way between two points,
        /// its length).
        var length: Double { (east * east + north * north).squareRoot() }

        /// The angle that turns this way onto `other`, radians, positive to
        /// the left.
        func turn(to other: Point) -> Double {
            atan2(east * other.north - north * other.east, east * other.east + north * other.north)
        }

        static func + (left: Point, right: Point) -> Point {
            Point(east: left.east + right.east, north: left.north + right.north)
        }

        static func - (left: Point, right: Point) -> Point {
            Point(east: left.east - right.east, north: left.north - right.north)
        }

        /// This way `factor` times as long.
        func scaled(by factor: Double) -> Point {
            Point(east: east * factor, north: north * factor)
        }
    }

    private let originLatitude: Double
    private let originLongitude: Double
    /// Metres per degree of longitude and of latitude at the origin.
    private let eastScale: Double
    private let northScale: Double

    init(latitude: Double, longitude: Double) {
        originLatitude = latitude
        originLongitude = longitude
        (eastScale, northScale) = Self.metresPerDegree(atLatitude: latitude)
    }

    /// Where a fix lies on the plane.
    func point(latitude: Double, longitude: Double) -> Point {
        var degreesEast = longitude - originLongitude
        if degreesEast > 180 { degreesEast -= 360 } else if degreesEast < -180 { degreesEast += 360 }
        return Point(east: degreesEast * eastScale, north: (latitude - originLatitude) * northScale)
    }

    /// Ground metres per plane metre, east and north, at one place.
    struct Scale: Sendable, Equatable {
        var east: Double
        var north: Double

        /// The ground distance between two nearby points of the plane, with
        /// the scales at each of them, metres.
        ///
        /// The motion model asks this several times a fix: a plain square
        /// root, not `hypot`, whose care for overflow costs half again as
        /// much and cannot matter for metres on one plane.
        static func metres(from first: Point, _ firstScale: Scale, to second: Point, _ secondScale: Scale) -> Double {
            way(from: first, firstScale, to: second, secondScale).length
        }

        /// The way on the ground between two nearby points of the plane,
        /// metres east and north.
        static func way(from first: Point, _ firstScale: Scale, to second: Point, _ secondScale: Scale) -> Point {
            Point(
                east: (second.east - first.east) * (firstScale.east + secondScale.east) / 2,
                north: (second.north - first.north) * (firstScale.north + secondScale.north) / 2)
        }
    }

    /// The ground's scale at a point `north` metres north of the origin.
    func scale(atNorth north: Double) -> Scale {
        let (east, northward) = Self.metresPerDegree(atLatitude: originLatitude + north / northScale)
        return Scale(east: east / eastScale, north: northward / northScale)
    }

    /// Metres per degree of longitude and of latitude on the WGS84 ellipsoid.
    static func metresPerDegree(atLatitude latitude: Double) -> (east: Double, north: Double) {
        let radians = latitude * .pi / 180
        let eccentricitySquared = WGS84.f * (2 - WGS84.f)
        let sine = sin(radians)
        let w = 1 - eccentricitySquared * sine * sine
        let primeVertical = WGS84.a / w.squareRoot()
        let meridian = WGS84.a * (1 - eccentricitySquared) / (w * w.squareRoot())
        return (primeVertical * cos(radians) * .pi / 180, meridian * .pi / 180)
    }
}

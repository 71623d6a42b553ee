import CLibXML2
import TrackModel

/// The element and attribute names the GPX reader looks for, interned in the
/// parser's dictionary.
///
/// libxml2 keeps one copy of each name in its parser's dictionary and hands
/// element and attribute names to the SAX callbacks as pointers into it;
/// comparing those pointers with these is exact and costs nothing, where
/// building a string for every element would cost a third of the parse.
struct GPXElementNames {
    let root: UnsafePointer<xmlChar>
    let track: UnsafePointer<xmlChar>
    let trackSegment: UnsafePointer<xmlChar>
    let route: UnsafePointer<xmlChar>
    let trackPoint: UnsafePointer<xmlChar>
    let routePoint: UnsafePointer<xmlChar>
    let waypoint: UnsafePointer<xmlChar>
    let latitude: UnsafePointer<xmlChar>
    let longitude: UnsafePointer<xmlChar>
    private let elevation, time, fix, satellites, hdop, speed, course, name, description: UnsafePointer<xmlChar>

    init(dictionary: OpaquePointer) {
        func intern(_ name: String) -> UnsafePointer<xmlChar> {
            guard let pointer = xmlDictLookup(dictionary, name, -1) else {
                fatalError("libxml2 could not intern '\(name)': out of memory")
            }
            return pointer
        }
        root = intern("gpx")
        track = intern("trk")
        trackSegment = intern("trkseg")
        route = intern("rte")
        trackPoint = intern("trkpt")
        routePoint = intern("rtept")
        waypoint = intern("wpt")
        latitude = intern("lat")
        longitude = intern("lon")
        elevation = intern(GPXPointField.ele.rawValue)
        time = intern(GPXPointField.time.rawValue)
        fix = intern(GPXPointField.fix.rawValue)
        satellites = intern(GPXPointField.sat.rawValue)
        hdop = intern(GPXPointField.hdop.rawValue)
        speed = intern(GPXPointField.speed.rawValue)
        course = intern(GPXPointField.course.rawValue)
        name = intern(GPXPointField.name.rawValue)
        description = intern(GPXPointField.desc.rawValue)
    }

    /// The point field an element named `name` holds, if any.
    func field(_ element: UnsafePointer<xmlChar>) -> GPXPointField? {
        switch element {
        case time: return .time
        case elevation: return .ele
        case satellites: return .sat
        case hdop: return .hdop
        case fix: return .fix
        case speed: return .speed
        case course: return .course
        case name: return .name
        case description: return .desc
        default: return nil
        }
    }
}

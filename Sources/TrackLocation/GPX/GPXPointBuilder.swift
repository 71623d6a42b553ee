import FoundationEssentials
import TrackModel

/// The fields of the point whose element is open, filled in as its children
/// are read. A value type reset for each point: nothing is allocated per
/// point but the finished ``Fix``.
struct GPXPointBuilder {
    /// Which kind of point is open.
    enum Kind {
        case track, route, waypoint
    }

    var kind: Kind
    var latitude: Double?
    var longitude: Double?
    /// How deep inside the point's element the reader is (0: the point).
    var depth = 0
    var elevation: Double?
    var time: Date?
    /// Whether the point gave a time that could not be used (impossible, or
    /// outside ``Fix/plausibleTimes``): it is kept without one.
    var timeWasUnusable = false
    var mode = FixMode.unknown
    var satellites: Int?
    var hdop: Double?
    var speed: Double?
    var course: Double?
    var name: String?
    var description: String?

    init(kind: Kind, latitude: Double?, longitude: Double?) {
        self.kind = kind
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Sets `field` from its text.
    mutating func set(_ field: GPXPointField, _ text: UnsafeBufferPointer<UInt8>) {
        switch field {
        case .ele: elevation = DecimalText.parse(text)
        case .time:
            time = ISO8601.parse(utf8: text).flatMap { Fix.plausibleTimes.contains($0) ? $0 : nil }
            timeWasUnusable = time == nil
        case .fix: mode = Self.mode(text)
        case .sat: satellites = DecimalText.parse(text).flatMap { $0 >= 0 && $0 < 1000 ? Int($0) : nil }
        case .hdop: hdop = DecimalText.parse(text)
        case .speed: speed = DecimalText.parse(text)
        case .course: course = DecimalText.parse(text)
        case .name where kind == .waypoint: name = Self.trimmed(text)
        case .desc where kind == .waypoint: description = Self.trimmed(text)
        case .name, .desc: break
        }
    }

    /// The finished fix, or `nil` without a valid position; values no
    /// receiver reports are left out.
    func fix() -> Fix? {
        guard let latitude, let longitude else { return nil }
        let fix = Fix(
            time: time, latitude: latitude, longitude: longitude, altitudeMSL: elevation,
            speed: speed, course: course, satellites: satellites, hdop: hdop, mode: mode)
        return fix.possible
    }

    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        return text.isEmpty ? nil : text
    }

    /// The fix mode a `<fix>` element names; compared as bytes, since a
    /// receiver's file has one a point.
    static func mode(_ bytes: UnsafeBufferPointer<UInt8>) -> FixMode {
        var text = bytes[...]
        while let first = text.first, first <= 0x20 { text = text.dropFirst() }
        while let last = text.last, last <= 0x20 { text = text.dropLast() }
        if text.elementsEqual("3d".utf8) || text.elementsEqual("dgps".utf8) || text.elementsEqual("pps".utf8) {
            return .threeD
        }
        if text.elementsEqual("2d".utf8) { return .twoD }
        if text.elementsEqual("none".utf8) { return .noFix }
        return .unknown
    }
}

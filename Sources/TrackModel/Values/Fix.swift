import FoundationEssentials

/// One position report from a receiver or a replayed file: a value type that
/// flows from a ``LocationService`` through the recorder into storage.
///
/// Absent values are `nil`, never zero or NaN.
public struct Fix: Sendable, Equatable {
    /// When the receiver took the fix (UTC), if it said.
    public var time: Date?
    /// Degrees north, WGS84.
    public var latitude: Double
    /// Degrees east, WGS84.
    public var longitude: Double
    /// Metres above mean sea level (the geoid), as GPX `ele`.
    public var altitudeMSL: Double?
    /// Metres above the WGS84 ellipsoid.
    public var altitudeHAE: Double?
    /// Metres per second over ground, as the receiver reported it.
    public var speed: Double?
    /// Degrees clockwise from true north.
    public var course: Double?
    /// Metres per second, positive up.
    public var climb: Double?
    /// Estimated horizontal position error, metres.
    public var horizontalError: Double?
    /// Estimated vertical position error, metres.
    public var verticalError: Double?
    /// Number of satellites used, when known.
    public var satellites: Int?
    /// Horizontal dilution of precision, when known.
    public var hdop: Double?
    /// The kind of fix.
    public var mode: FixMode

    public init(
        time: Date?, latitude: Double, longitude: Double,
        altitudeMSL: Double? = nil, altitudeHAE: Double? = nil,
        speed: Double? = nil, course: Double? = nil, climb: Double? = nil,
        horizontalError: Double? = nil, verticalError: Double? = nil,
        satellites: Int? = nil, hdop: Double? = nil,
        mode: FixMode = .threeD
    ) {
        self.time = time
        self.latitude = latitude
        self.longitude = longitude
        self.altitudeMSL = altitudeMSL
        self.altitudeHAE = altitudeHAE
        self.speed = speed
        self.course = course
        self.climb = climb
        self.horizontalError = horizontalError
        self.verticalError = verticalError
        self.satellites = satellites
        self.hdop = hdop
        self.mode = mode
    }

    /// Whether the coordinates are on Earth.
    public var hasValidCoordinates: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// The times a fix can have: from 1980 (GPS time begins on 1980-01-06)
    /// to 2100. A file's time outside them (year 0000, a receiver's week
    /// rollover gone wrong) is no time at all.
    public static let plausibleTimes =
        Date(timeIntervalSince1970: 315_532_800)..<Date(timeIntervalSince1970: 4_102_444_800)

    /// The mode to show: the stated one, or for a file point that states
    /// none, 3D when it has an altitude and 2D when not.
    public var displayMode: FixMode {
        guard mode == .unknown else { return mode }
        return altitudeMSL != nil || altitudeHAE != nil ? .threeD : .twoD
    }

    /// Whether this is the same report as `other`: same time and position.
    /// A receiver or file that repeats one is dropped, never recorded twice.
    public func isRepeat(of other: Fix) -> Bool {
        time == other.time && latitude == other.latitude && longitude == other.longitude
    }
}

/// The dimension of a fix, numbered as gpsd numbers it.
public enum FixMode: Int, Sendable, Codable, Comparable {
    case unknown = 0
    case noFix = 1
    case twoD = 2
    case threeD = 3

    public static func < (lhs: FixMode, rhs: FixMode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether a fix of this mode is a position at all (2D or 3D).
    public var isValid: Bool { self >= .twoD }
}

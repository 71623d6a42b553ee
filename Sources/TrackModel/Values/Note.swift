import FoundationEssentials

/// A note attached to a recording at a position and, usually, a time.
public struct Note: Sendable, Equatable {
    /// The longest text, in bytes of UTF-8. Storage reads no more of one.
    public static let maximumTextBytes = 4096

    public var text: String
    public var latitude: Double
    public var longitude: Double
    /// When it was written; `nil` for a waypoint a file gave no time.
    public var time: Date?

    public init(text: String, latitude: Double, longitude: Double, time: Date?) {
        self.text = text
        self.latitude = latitude
        self.longitude = longitude
        self.time = time
    }
}

import FoundationEssentials
import TrackControl
import TrackModel

/// Building the contract's JSON shapes: a time as ISO 8601, or `null`.
extension JSONValue {
    static func time(_ value: Date?) -> JSONValue {
        value.map { .string(ISO8601.format($0)) } ?? .null
    }
}

extension Optional where Wrapped == Date {
    /// The time as the replies write it: ISO 8601, or `nil`.
    var iso8601: String? { map(ISO8601.format) }
}

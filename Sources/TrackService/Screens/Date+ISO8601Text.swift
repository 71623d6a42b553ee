import FoundationEssentials
import TrackModel

extension Optional where Wrapped == Date {
    /// The time as the replies write it: ISO 8601, or `nil`.
    var iso8601: String? { map(ISO8601.format) }
}

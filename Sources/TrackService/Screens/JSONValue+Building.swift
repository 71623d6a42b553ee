import FoundationEssentials
import TrackControl
import TrackModel

/// Building the contract's JSON shapes, where an absent value is `null`.
extension JSONValue {
    static func number(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .double(value)
    }

    static func integer(_ value: some BinaryInteger) -> JSONValue {
        .int(Int(value))
    }

    static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    static func time(_ value: Date?) -> JSONValue {
        value.map { .string(ISO8601.format($0)) } ?? .null
    }
}

import FoundationEssentials
import TrackModel

/// A position as Traccar's OsmAnd protocol takes it: the query of one
/// request, `id=DEVICE&timestamp=1779003000&lat=48.15&lon=11.59&speed=8.4&bearing=271&altitude=520&accuracy=4`.
///
/// Speed is in knots, as the protocol has it; a field the fix lacks is left
/// out; the timestamp is Unix seconds.
struct OsmAndQuery: Equatable {
    var fields: [(name: String, value: String)]

    /// The query for `recorded` from `deviceID`; `nil` when it has no time.
    init?(_ recorded: RecordedPoint, deviceID: String) {
        let fix = recorded.point.fix
        guard let time = fix.time else { return nil }
        fields = [
            ("id", deviceID), ("timestamp", "\(Int64(time.timeIntervalSince1970.rounded(.down)))"),
            ("lat", "\(fix.latitude)"), ("lon", "\(fix.longitude)"),
        ]
        func add(_ name: String, _ value: Double?) {
            guard let value, value.isFinite else { return }
            fields.append((name, "\(value)"))
        }
        add("speed", fix.speed.map { $0 * 3600 / 1852 })
        add("bearing", fix.course)
        add("altitude", fix.altitudeMSL)
        add("accuracy", fix.horizontalError)
    }

    /// The fields, each value percent-encoded.
    var text: String {
        fields.map { "\($0.name)=\(Self.encoded($0.value))" }.joined(separator: "&")
    }

    /// `url` with this query added to whatever query it has.
    func appended(to url: String) -> String {
        url + (url.contains("?") ? "&" : "?") + text
    }

    /// Percent-encodes all but the characters a query value may hold as
    /// they are.
    private static func encoded(_ value: String) -> String {
        var text = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                text.append(Character(Unicode.Scalar(byte)))
            default:
                text += "%" + byte.hexDigits(width: 2, uppercase: true)
            }
        }
        return text
    }

    static func == (lhs: OsmAndQuery, rhs: OsmAndQuery) -> Bool { lhs.text == rhs.text }
}

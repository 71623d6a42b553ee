import FoundationEssentials
import TrackModel

/// A position as OwnTracks publishes it (`_type: location`), which OwnTracks
/// Recorder, Home Assistant and Dawarich read from the broker:
///
/// ```json
/// {"_type":"location","acc":4,"alt":520,"cog":271,"lat":48.15,"lon":11.59,
///  "tid":"3F","trip":{"segment":0,"seq":1234,"track":12},"tst":1779003000,"vel":43}
/// ```
///
/// Whole numbers where OwnTracks has them (metres, km/h, degrees, seconds);
/// a field the fix lacks is left out. `trip` is trackd's own: the track
/// the position was recorded into, its segment, and its sequence number,
/// which orders every position of the device. A heartbeat (a position sent
/// while parked, not recorded) has no `trip` and says `"t":"p"`, OwnTracks'
/// trigger for a ping.
struct OwnTracksLocation: Encodable, Equatable {
    struct Trip: Encodable, Equatable {
        var track: Int64
        var segment: Int
        var seq: Int64
    }

    var _type = "location"
    var lat: Double
    var lon: Double
    var tst: Int64
    var acc: Int?
    var alt: Int?
    var vel: Int?
    var cog: Int?
    var tid: String
    var t: String?
    var trip: Trip?

    /// The message for `recorded`; `nil` when it has no time.
    init?(_ recorded: RecordedPoint, trackerID: String) {
        let fix = recorded.point.fix
        guard let time = fix.time else { return nil }
        lat = fix.latitude
        lon = fix.longitude
        tst = Int64(time.timeIntervalSince1970.rounded(.down))
        acc = Self.whole(fix.horizontalError)
        alt = Self.whole(fix.altitudeMSL)
        vel = Self.whole(fix.speed.map { $0 * 3.6 })
        cog = Self.whole(fix.course).map { $0 % 360 }
        tid = trackerID
        if recorded.isHeartbeat {
            t = "p"
        } else {
            trip = Trip(track: recorded.recording, segment: recorded.point.segment, seq: recorded.sequence)
        }
    }

    /// `value` rounded to a whole number; `nil` for none, or one no receiver
    /// gives (not finite, or beyond a billion).
    private static func whole(_ value: Double?) -> Int? {
        guard let value, value.isFinite, abs(value) < 1e9 else { return nil }
        return Int(value.rounded())
    }

    /// The JSON text, keys sorted.
    var payload: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these fields cannot fail: no value is a non-finite Double
        // (a fix's coordinates are finite).
        return Array((try? encoder.encode(self)) ?? Data())
    }
}

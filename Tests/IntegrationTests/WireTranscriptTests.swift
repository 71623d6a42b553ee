import ControlSocket
import Foundation
import Testing
import TrackControl

/// The bytes on the control socket stay as they were: requests recorded
/// from `trackctl` and from scripts, sent to the real trackd, get exactly the
/// recorded replies (reply lines, chunked exports, stream lines).
///
/// trackd runs with `SWIFT_DETERMINISTIC_HASHING=1` so that JSON objects
/// keep one key order from run to run; the only bytes masked are the ages
/// in words ("2 years ago"), which move with today's date. With
/// `TRACKD_RECORD_WIRE=1` the test records the transcript anew instead of
/// comparing (do that only for a deliberate change of the protocol).
@Suite("The control protocol, byte for byte", .serialized)
struct WireTranscriptTests {
    /// One request and everything trackd sent back for it.
    struct Exchange: Codable, Equatable {
        /// The request line, without its newline.
        var request: String
        /// Bytes sent after the line (an import's file).
        var upload: String?
        /// Everything trackd sent back, as text.
        var reply: String
    }

    static let transcript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wire-transcript.json")

    /// A small track with a waypoint, imported on the wire.
    static let gpx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="wire test" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="51.5010" lon="-0.1420"><time>2024-05-01T10:00:30Z</time><name>Gate</name></wpt>
          <trk><name>Park loop</name><trkseg>
            <trkpt lat="51.5000" lon="-0.1400"><ele>12.0</ele><time>2024-05-01T10:00:00Z</time></trkpt>
            <trkpt lat="51.5009" lon="-0.1412"><ele>13.5</ele><time>2024-05-01T10:00:40Z</time></trkpt>
            <trkpt lat="51.5021" lon="-0.1430"><ele>15.0</ele><time>2024-05-01T10:01:30Z</time></trkpt>
          </trkseg><trkseg>
            <trkpt lat="51.5030" lon="-0.1441"><ele>14.0</ele><time>2024-05-01T10:05:00Z</time></trkpt>
            <trkpt lat="51.5042" lon="-0.1460"><ele>12.5</ele><time>2024-05-01T10:06:10Z</time></trkpt>
          </trkseg></trk>
        </gpx>

        """

    /// The requests of one connection: as `trackctl` sends them (recorded
    /// from its bytes), as scripts may, and mistakes.
    static let session: [(request: String, upload: String?)] = [
        (#"{"command":"status","args":{},"v":1}"#, nil),
        (#"{"command":"trace","args":{},"v":1}"#, nil),
        (#"{"command":"stop","args":{},"v":1}"#, nil),
        (#"{"command":"clear","args":{},"v":1}"#, nil),
        (#"{"command":"save","args":{"name":"X"},"v":1}"#, nil),
        (#"{"command":"save","args":{"description":"Home to work","name":"Commute"},"v":1}"#, nil),
        (#"{"command":"note","args":{"text":"Flat tyre"},"v":1}"#, nil),
        (#"{"command":"show","args":{"id":3},"v":1}"#, nil),
        (#"{"command":"export","args":{"format":"gpx","id":3},"v":1}"#, nil),
        (#"{"command":"delete","args":{"id":3},"v":1}"#, nil),
        (#"{"command":"map","args":{"height":24,"width":100,"id":7},"v":1}"#, nil),
        (#"{"command":"tracks","args":{},"v":1}"#, nil),
        (#"{"command":"forward","args":{},"v":1}"#, nil),
        (#"{"command":"forward","args":{"flush":true},"v":1}"#, nil),
        ("{not json", nil),
        ("[1, 2, 3]", nil),
        (#"{"v": 1, "command": "teleport"}"#, nil),
        (#"{"v": 1, "command": "show", "args": {"id": [1]}}"#, nil),
        (#"{"v": 1, "command": "show"}"#, nil),
        (#"{"v": 1, "command": "show", "args": {"id": "12"}}"#, nil),
        (#"{"v": "one", "command": "status"}"#, nil),
        (#"{"v": 1, "command": 7}"#, nil),
        (#"{"v": 99, "command": "status"}"#, nil),
        (#"{"v": 1, "command": "note", "args": {"text": 42}}"#, nil),
        (#"{"v": 1, "command": "note"}"#, nil),
        (#"{"v": 1, "command": "save", "args": {"name": "  "}}"#, nil),
        (#"{"v": 1, "command": "import", "args": {"body_bytes": -5}}"#, nil),
        (#"{"v": 1, "command": "import"}"#, nil),
        (#"{"v": 1, "command": "map", "args": {"width": 100000}}"#, nil),
        (#"{"v": 1, "command": "map", "args": {"width": 0}}"#, nil),
        (#"{"v": 1, "command": "watch", "args": {"count": -1}}"#, nil),
        (#"{"v": 1, "command": "export", "args": {"id": 1, "format": "kml"}}"#, nil),
        (#"{"command":"import","args":{"body_bytes":\#(gpx.utf8.count),"file_name":"park.gpx"},"v":1}"#, gpx),
        (
            #"{"command":"import","args":{"body_bytes":\#(gpx.utf8.count),"file_name":"park.gpx","name":"Ride"},"v":1}"#,
            gpx
        ),
        (#"{"command":"import","args":{"body_bytes":9,"file_name":"bad.gpx"},"v":1}"#, "<gpx><trk"),
        (#"{"command":"tracks","args":{},"v":1}"#, nil),
        (#"{"command":"rename","args":{"id":2,"name":"Evening ride","description":"Home"},"v":1}"#, nil),
        (#"{"command":"rename","args":{"id":99,"name":"Nothing"},"v":1}"#, nil),
        (#"{"command":"rename","args":{"id":2,"name":" "},"v":1}"#, nil),
        (#"{"command":"show","args":{"id":1},"v":1}"#, nil),
        (#"{"command":"export","args":{"format":"gpx","id":1},"v":1}"#, nil),
        (#"{"command":"export","args":{"format":"csv","id":1},"v":1}"#, nil),
        (#"{"command":"export","args":{"format":"geojson","id":2},"v":1}"#, nil),
        (#"{"command":"map","args":{"height":12,"width":40,"id":1},"v":1}"#, nil),
        (#"{"command":"delete","args":{"id":1},"v":1}"#, nil),
        (#"{"command":"tracks","args":{},"v":1}"#, nil),
        (#"{"command":"status","args":{},"v":1}"#, nil),
        // Version 2: the same replies, refusals named.
        (#"{"command":"status","args":{},"v":2}"#, nil),
        (#"{"command":"stop","args":{},"v":2}"#, nil),
        (#"{"command":"show","args":{"id":99},"v":2}"#, nil),
        (#"{"command":"note","args":{"text":"Gate"},"v":2}"#, nil),
        (#"{"command":"save","args":{"name":"  "},"v":2}"#, nil),
        (#"{"command":"forward","args":{"flush":true},"v":2}"#, nil),
        (#"{"command":"export","args":{"format":"csv","id":2},"v":2}"#, nil),
        (#"{"command":"status","args":{},"v":3}"#, nil),
    ]

    @Test("recorded requests get the recorded replies, byte for byte")
    func transcript() throws {
        let daemon = try DaemonHarness()
        // A gpsd nobody serves: nothing records, so every reply is fixed.
        try daemon.start(
            ["--source", "gpsd", "--gpsd", "127.0.0.1:9"], environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        defer { daemon.terminate() }

        let client = try RawClient(socket: daemon.socketPath)
        var exchanges = try Self.session.map { request, upload in
            try Self.exchange(request, upload: upload, on: client.channel)
        }
        client.close()
        // A stream ends its connection: on one of its own.
        let watcher = try RawClient(socket: daemon.socketPath)
        exchanges.append(try Self.exchange(#"{"command":"watch","args":{"count":3},"v":1}"#, on: watcher.channel))
        watcher.close()
        let secondWatcher = try RawClient(socket: daemon.socketPath)
        exchanges.append(
            try Self.exchange(#"{"command":"watch","args":{"count":5},"v":2}"#, on: secondWatcher.channel))
        secondWatcher.close()

        if ProcessInfo.processInfo.environment["TRACKD_RECORD_WIRE"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(exchanges).write(to: Self.transcript)
            return
        }
        let recorded = try JSONDecoder().decode([Exchange].self, from: Data(contentsOf: Self.transcript))
        #expect(exchanges.count == recorded.count)
        for (actual, expected) in zip(exchanges, recorded) {
            #expect(actual.request == expected.request)
            #expect(Self.maskingAges(actual.reply) == Self.maskingAges(expected.reply), "\(actual.request)")
        }
    }

    /// Sends one request and reads everything that answers it.
    static func exchange(_ request: String, upload: String? = nil, on channel: SocketChannel) throws -> Exchange {
        try channel.write(Array((request + "\n").utf8))
        if let upload { try channel.write(Array(upload.utf8)) }
        guard let line = try channel.readLine(maxBytes: 1 << 24) else { throw HarnessError("no reply to \(request)") }
        var reply = line + [0x0A]
        let header = try JSONDecoder().decode(ControlResponse.self, from: Data(line))
        if header.hasChunkedBody {
            while true {
                guard let size = try channel.readLine(maxBytes: 32) else { throw HarnessError("body cut short") }
                reply += size + [0x0A]
                let count = Int(String(decoding: size, as: UTF8.self)) ?? 0
                if count == 0 { break }
                reply += try channel.read(exactly: count)
            }
            guard let outcome = try channel.readLine(maxBytes: 1 << 20) else { throw HarnessError("no outcome") }
            reply += outcome + [0x0A]
        }
        if header.stream == true {
            while let event = try channel.readLine(maxBytes: 1 << 20) { reply += event + [0x0A] }
        }
        return Exchange(request: request, upload: upload, reply: String(decoding: reply, as: UTF8.self))
    }

    /// `text` with ages in words ("2 years ago", "in 3 days", "yesterday")
    /// replaced by one mark.
    static func maskingAges(_ text: String) -> String {
        text.replacing(
            #/((\d+ (second|minute|hour|day|week|month|year)s? ago)|(in \d+ \w+)|just now|yesterday|tomorrow) */#,
            with: "<age> ")
    }
}

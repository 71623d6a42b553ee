import Foundation
import Testing

@testable import TrackControl

@Suite("ControlCommand on the wire")
struct ControlCommandTests {
    /// Request lines as `trackctl` sent them before commands were typed
    /// (recorded from its bytes), with the command each one is.
    static let recorded: [(line: String, command: ControlCommand)] = [
        (#"{"command":"start","args":{},"v":1}"#, .start),
        (#"{"command":"stop","args":{},"v":1}"#, .stop),
        (#"{"command":"clear","args":{},"v":1}"#, .clear),
        (#"{"command":"status","args":{},"v":1}"#, .status),
        (#"{"command":"trace","args":{},"v":1}"#, .trace),
        (#"{"command":"watch","args":{"count":3},"v":1}"#, .watch(count: 3, screen: nil)),
        (#"{"command":"watch","args":{},"v":1}"#, .watch(count: nil, screen: nil)),
        (
            #"{"command":"watch","args":{"height":24,"width":80},"v":1}"#,
            .watch(count: nil, screen: .init(width: 80, height: 24))
        ),
        (
            #"{"command":"map","args":{"height":24,"width":100},"v":1}"#,
            .map(id: nil, size: .init(width: 100, height: 24), follow: false)
        ),
        (
            #"{"command":"map","args":{"height":24,"width":100,"id":7},"v":1}"#,
            .map(id: 7, size: .init(width: 100, height: 24), follow: false)
        ),
        (
            #"{"command":"map","args":{"follow":true,"height":15,"width":40},"v":1}"#,
            .map(id: nil, size: .init(width: 40, height: 15), follow: true)
        ),
        (
            #"{"command":"save","args":{"description":"Home to work","name":"Commute"},"v":1}"#,
            .save(name: "Commute", description: "Home to work")
        ),
        (#"{"command":"save","args":{"name":"X"},"v":1}"#, .save(name: "X", description: nil)),
        (#"{"command":"note","args":{"text":"Flat tyre"},"v":1}"#, .note(text: "Flat tyre")),
        (#"{"command":"tracks","args":{},"v":1}"#, .tracks),
        (#"{"command":"show","args":{"id":3},"v":1}"#, .show(id: 3)),
        (#"{"command":"export","args":{"format":"gpx","id":3},"v":1}"#, .export(id: 3, format: .gpx)),
        (#"{"command":"export","args":{"format":"csv","id":3},"v":1}"#, .export(id: 3, format: .csv)),
        (
            #"{"command":"rename","args":{"description":"","id":3,"name":"Commute"},"v":1}"#,
            .rename(id: 3, name: "Commute", description: "")
        ),
        (#"{"command":"delete","args":{"id":3},"v":1}"#, .delete(id: 3)),
        (#"{"command":"forward","args":{},"v":1}"#, .forward(flush: false)),
        (#"{"command":"forward","args":{"flush":true},"v":1}"#, .forward(flush: true)),
        (
            #"{"command":"import","args":{"body_bytes":218,"file_name":"small.gpx","name":"Ride"},"v":1}"#,
            .importTrack(upload: .init(bytes: 218, fileName: "small.gpx"), name: "Ride", description: nil)
        ),
        (
            #"{"command":"import","args":{"body_bytes":218,"file_name":"small.gpx"},"v":1}"#,
            .importTrack(upload: .init(bytes: 218, fileName: "small.gpx"), name: nil, description: nil)
        ),
    ]

    @Test("every line trackctl sent decodes to its command, and the command encodes to the same JSON")
    func recordedLines() throws {
        for (line, command) in Self.recorded {
            let request = try JSONDecoder().decode(ControlRequest.self, from: Data(line.utf8))
            // trackctl speaks version 1 (its --json output is that version's).
            #expect(request == ControlRequest(command, version: 1), "\(line)")
            let encoded = try JSONEncoder().encode(ControlRequest(command, version: 1))
            let original = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
            #expect(try JSONDecoder().decode(JSONValue.self, from: encoded) == original, "\(line)")
        }
        #expect(Set(Self.recorded.map(\.command.name)) == Set(ControlCommand.names))
    }

    @Test("defaults: a map of a classic terminal, an export as GPX, a track number written as a string")
    func defaults() throws {
        #expect(try ControlCommand(name: "map", arguments: [:]) == .map(id: nil, size: .standard, follow: false))
        #expect(try ControlCommand(name: "export", arguments: ["id": .int(2)]) == .export(id: 2, format: .gpx))
        #expect(try ControlCommand(name: "show", arguments: ["id": .string("12")]) == .show(id: 12))
        #expect(try ControlCommand(name: "show", arguments: ["id": .double(12)]) == .show(id: 12))
        #expect(
            try ControlCommand(name: "save", arguments: ["name": .string("a"), "description": .null])
                == .save(name: "a", description: nil))
    }

    @Test(
        "mistakes are named in the words clients have always been given",
        arguments: [
            (
                "teleport", [:], "unknown_command",
                "unknown command 'teleport' (known: \(ControlCommand.names.joined(separator: ", ")))"
            ),
            ("show", [:], "bad_request", "missing argument 'id'"),
            ("show", ["id": .array([.int(1)])], "bad_request", "argument 'id' must be a track number"),
            ("note", ["text": .int(42)], "bad_request", "argument 'text' must be a string"),
            ("save", [:], "bad_request", "missing argument 'name'"),
            ("watch", ["count": .int(0)], "bad_request", "argument 'count' must be a positive whole number"),
            ("map", ["width": .int(1001)], "bad_request", "a screen is at most 1000 columns by 1000 rows"),
            ("map", ["height": .double(2.5)], "bad_request", "argument 'height' must be a positive whole number"),
            (
                "map", ["id": .int(3), "follow": .bool(true)], "bad_request",
                "only the live map can be followed; a saved track does not change"
            ),
            ("map", ["follow": .string("yes")], "bad_request", "argument 'follow' must be true or false"),
            (
                "export", ["id": .int(1), "format": .string("kml")], "bad_request",
                "unknown export format 'kml' (known: gpx, geojson, csv)"
            ),
            ("import", [:], "bad_request", "import needs the file's bytes after the request (body_bytes)"),
            ("import", ["body_bytes": .int(-1)], "bad_request", "body_bytes must be a size up to 1073741824 bytes"),
        ] as [(String, [String: JSONValue], String, String)])
    func mistakes(name: String, arguments: [String: JSONValue], code: String, message: String) {
        #expect(throws: ControlFailure(ControlFailure.Code(rawValue: code)!, message)) {
            try ControlCommand(name: name, arguments: arguments)
        }
    }

    @Test("the envelope: no version means version 1, a newer one is refused, an upload is announced")
    func envelope() throws {
        func envelope(_ line: String) throws -> RequestEnvelope {
            try JSONDecoder().decode(RequestEnvelope.self, from: Data(line.utf8))
        }
        // A script that never said its version is answered as it always was.
        #expect(try envelope(#"{"command":"status"}"#).version == 1)
        // Only the versions spoken: not a newer one, not 0, -1 or 1.5 (not a
        // malformed line either).
        for (stated, shown) in [("3", "3"), ("0", "0"), ("-1", "-1"), ("1.5", "1.5"), (#""1""#, #""1""#)] {
            #expect(
                throws: ControlFailure(
                    .unsupportedVersion,
                    "protocol version \(shown) is not supported (this trackd speaks versions 1 and 2)")
            ) { try envelope(#"{"v":\#(stated),"command":"status"}"#).checkVersion() }
        }
        try envelope(#"{"v":1.0,"command":"status"}"#).checkVersion()
        try envelope(#"{"v":2,"command":"status"}"#).checkVersion()
        #expect(try envelope(#"{"v":2,"command":"status"}"#).version == ControlRequest.currentVersion)
        #expect(try envelope(#"{"command":"import","args":{"body_bytes":5}}"#).uploadBytes() == 5)
        #expect(try envelope(#"{"command":"status"}"#).uploadBytes() == nil)
        #expect(throws: DecodingError.self) { try envelope(#"{"v":1,"command":7}"#) }
        #expect(throws: DecodingError.self) { try envelope("[1, 2, 3]") }
    }

    @Test("responses and events: what the daemon writes is what the client reads")
    func responses() throws {
        let cases = [
            ControlResponse(result: .object(["points": .int(3)]), text: "Recording started."),
            ControlResponse(result: .object(["format": .string("gpx")]), text: "Exported.", followedBy: .chunkedBody),
            ControlResponse(result: .object(["watching": .bool(true)]), text: "", followedBy: .stream),
            ControlResponse(error: ControlFailure(.refused, "not recording")),
            ControlResponse(),
        ]
        for response in cases {
            let decoded = try JSONDecoder().decode(ControlResponse.self, from: JSONEncoder().encode(response))
            #expect(decoded == response)
        }
        #expect(cases[1].hasChunkedBody && cases[2].stream == true && !cases[3].ok)
        let event = ControlEvent(event: .object(["property": .string("speed")]), text: "speed 4 km/h")
        #expect(try JSONDecoder().decode(ControlEvent.self, from: JSONEncoder().encode(event)) == event)
    }
}

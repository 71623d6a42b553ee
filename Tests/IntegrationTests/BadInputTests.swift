import Foundation
import Testing
import TrackControl

/// Clients that send nonsense, too much, nothing, or hang up half way: each
/// gets an error or is dropped, and trackd goes on serving everyone else and
/// recording.
@Suite("Bad input on the control socket", .serialized)
struct BadInputTests {
    @Test("malformed, unknown, mistyped, huge, silent and broken-off requests: trackd serves and records on")
    func survivesBadClients() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "20"])
        #expect(try daemon.trackctl("start").status == 0)
        let pointsBefore = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 5 }["points"] as? Int ?? 0

        // Silent clients hold a connection each and say nothing.
        let silent = try (0..<50).map { _ in try RawClient(socket: daemon.socketPath) }

        // One connection, many mistakes; each answered, the connection kept.
        let client = try RawClient(socket: daemon.socketPath)
        let mistakes: [(String, String)] = [
            ("{not json", "bad_request"),
            ("[1, 2, 3]", "bad_request"),
            (#"{"v": 1, "command": "teleport"}"#, "unknown_command"),
            (#"{"v": 1, "command": "show", "args": {"id": [1]}}"#, "bad_request"),
            (#"{"v": "one", "command": "status"}"#, "unsupported_version"),
            (#"{"v": 0, "command": "status"}"#, "unsupported_version"),
            (#"{"v": -1, "command": "status"}"#, "unsupported_version"),
            (#"{"v": 1.5, "command": "status"}"#, "unsupported_version"),
            ("", "bad_request"),
            ("  \r", "bad_request"),
            (#"{"v": 1, "command": 7}"#, "bad_request"),
            (#"{"v": 99, "command": "status"}"#, "unsupported_version"),
            (#"{"v": 1, "command": "note", "args": {"text": 42}}"#, "bad_request"),
            (#"{"v": 1, "command": "import", "args": {"body_bytes": -5}}"#, "bad_request"),
            (#"{"v": 1, "command": "map", "args": {"width": 100000}}"#, "bad_request"),
        ]
        for (line, code) in mistakes {
            let reply = try client.request(line)
            #expect(reply["ok"] as? Bool == false, "\(line)")
            #expect(RawClient.errorCode(reply) == code, "\(line): \(reply)")
        }
        try client.send([0xFF, 0xFE, 0x00, 0x80, 0x0A])
        #expect(RawClient.errorCode(try client.reply()) == "bad_request")
        #expect(try client.request(#"{"v": 1, "command": "status"}"#)["ok"] as? Bool == true)

        // A 100 MB request line: refused after the first MiB, then dropped.
        let flood = try RawClient(socket: daemon.socketPath)
        let megabyte = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        var sent = 0
        for _ in 0..<100 {
            guard (try? flood.send(megabyte)) != nil else { break }
            sent += 1
        }
        #expect(sent < 100, "trackd read a 100 MB line")
        let refused = try? flood.reply()
        if let refused { #expect(RawClient.errorCode(refused) == "bad_request") }

        // Clients that hang up half way through a request, or an upload.
        for partial in [#"{"v": 1, "comm"#, #"{"v":1,"command":"import","args":{"body_bytes":1000}}"# + "\n<gpx>"] {
            let quitter = try RawClient(socket: daemon.socketPath)
            try quitter.send(Array(partial.utf8))
            quitter.close()
        }

        // Everyone else is served, and the recording went on meanwhile.
        let after = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) > pointsBefore + 5 }
        #expect(after["recording"] as? Bool == true)
        #expect(try daemon.trackctl("tracks").status == 0)
        for client in silent { client.close() }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: daemon.folder.path)
            .filter { $0.hasPrefix("trackd-body-") }
        #expect(leftovers.isEmpty, "an abandoned upload left \(leftovers)")
        #expect(daemon.terminate() == 0)
    }
}

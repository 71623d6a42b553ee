import Foundation
import Testing

/// Saved journeys leaving the box: `on_save_export_dir` and
/// `on_save_command`, with the real trackd.
@Suite("On save: export and command")
struct OnSaveTests {
    @Test("each saved track is written whole as GPX into the folder, then handed to the command with its ID, no shell")
    func exportAndCommand() throws {
        let daemon = try DaemonHarness()
        let exports = daemon.folder.appendingPathComponent("exports")
        let calls = daemon.folder.appendingPathComponent("calls.txt")
        let hook = daemon.folder.appendingPathComponent("hook.sh")
        // Writes its words one a line (a word with spaces stays one), then
        // fails, so that the log has an exit status to report.
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(calls.path)'\nexit 3\n".utf8).write(to: hook)
        #expect(chmod(hook.path, 0o755) == 0)
        let configuration = daemon.folder.appendingPathComponent("trackd.conf")
        try Data(
            """
            on_save_export_dir = \(exports.path)
            on_save_command = \(hook.path) "two words" $HOME

            """.utf8
        ).write(to: configuration)
        try daemon.start([
            "--config", configuration.path, "--source", "replay", "--replay", Binaries.demoRide.path,
            "--replay-speed", "max",
        ])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        let saved = try #require(try daemon.trackctl("--json", "save", "-n", "Morning ride").json() as? [String: Any])
        let id = try #require(saved["id"] as? Int)
        let file = exports.appendingPathComponent("\(id)-morning-ride.gpx")
        let deadline = Date().addingTimeInterval(15)
        while (try? String(contentsOf: calls, encoding: .utf8))?.isEmpty ?? true, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let words = try String(contentsOf: calls, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words == ["two words", "$HOME", file.path, String(id)], "no shell expands or splits")
        let input = try GPXOracle.read(Binaries.demoRide)
        #expect(try GPXOracle.read(file).trackPoints == input.trackPoints)
        let left = try FileManager.default.contentsOfDirectory(atPath: exports.path)
        #expect(left == [file.lastPathComponent], "no temporary file left: \(left)")
        let logged = daemon.log()
        #expect(logged.contains("wrote track \(id) to \(file.path)"), "\(logged)")
        #expect(logged.contains("exited 3 for track \(id)"), "\(logged)")
        #expect(daemon.terminate() == 0)
    }
}

import Foundation
import Testing

/// Two trackds on one database would both append to its unsaved recording.
@Suite("One trackd per database")
struct OneDaemonPerDatabaseTests {
    @Test(
        "a second trackd on the same file, by another path, refuses with the first's PID and socket, touching nothing")
    func secondDaemonRefused() throws {
        let first = try DaemonHarness()
        try first.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "20"])
        #expect(try first.trackctl("start").status == 0)
        _ = try first.waitForStatus { ($0["points"] as? Int ?? 0) >= 5 }
        #expect(try first.trackctl("stop").status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: first.databasePath))
        let pid = try #require(first.processIdentifier)

        // Through a symlink, on a socket of its own; killed after 20 s should it start.
        let second = try DaemonHarness()
        let link = second.folder.appendingPathComponent("same.db").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: first.databasePath)
        let refused = try run(
            URL(fileURLWithPath: "/usr/bin/timeout"),
            [
                "-s", "KILL", "20", Binaries.trackd.path, "--db", link, "--socket", second.socketPath,
                "--config", "/dev/null", "--source", "replay", "--replay", Binaries.demoRide.path,
            ])
        #expect(refused.status != 0 && refused.status != 137, "\(refused)")
        #expect(refused.stderr.contains("in use by another trackd"), "\(refused.stderr)")
        #expect(refused.stderr.contains("PID \(pid)"), "\(refused.stderr)")
        #expect(refused.stderr.contains(first.socketPath), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: second.socketPath))
        #expect(try Data(contentsOf: URL(fileURLWithPath: first.databasePath)) == before)

        // The first goes on; once it stops, the file is free.
        #expect(try first.trackctl("status").status == 0)
        #expect(first.terminate() == 0)
        try second.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--db", link])
        #expect(try second.status()["points"] as? Int ?? 0 >= 5)
        #expect(try second.trackctl("status").status == 0)
        #expect(second.terminate() == 0)
    }
}

import Foundation
import Testing

/// What trackd does when its database fails it: a full disk, a file it may
/// not write, a file that is not its own, a damaged page. Each time a clear
/// message, nothing lost that was counted, nothing overwritten.
@Suite("Storage failures", .serialized)
struct StorageFailureTests {
    let input = try! GPXOracle.read(Binaries.demoRide)
    let replay = ["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "max"]

    @Test("a full disk: status and log say so, counted points stay, and after a restart nothing is missing")
    func diskFull() throws {
        let daemon = try DaemonHarness()
        try daemon.start(replay, fileSizeLimit: 160 * 1024)
        #expect(try daemon.trackctl("start").status == 0)
        let failing = try daemon.waitForStatus { ($0["storage_problem"] as? String) != nil }
        let problem = try #require(failing["storage_problem"] as? String)
        #expect(problem.contains("cannot record a fix"), "\(problem)")
        let counted = try #require(failing["points"] as? Int)
        #expect(counted > 0 && counted < 600)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try daemon.status()["points"] as? Int == counted, "nothing uncommitted is counted")
        #expect(try daemon.trackctl("status").output.contains("Storage"))
        #expect(daemon.log().contains("storage: cannot record a fix"), "\(daemon.log())")
        #expect(daemon.terminate() == 0)

        // Room again: the recording resumes with every counted point, and the
        // replay carries on after the last one stored (at once: it is
        // recording, so it may be past them by the time status answers).
        try daemon.start(replay)
        let resumed = try daemon.status()
        #expect((resumed["points"] as? Int ?? 0) >= counted)
        #expect(resumed["recording"] as? Bool == true)
        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(try daemon.status()["storage_problem"] is NSNull)
        #expect(try daemon.trackctl("stop").status == 0)
        let saved = try #require(
            try daemon.trackctl("--json", "save", "--name", "Full disk").json() as? [String: Any])
        let exported = daemon.folder.appendingPathComponent("out.gpx")
        let id = try #require(saved["id"] as? Int)
        #expect(try daemon.trackctl("export", String(id), "--output", exported.path).status == 0)
        #expect(try GPXOracle.read(exported).trackPoints == input.trackPoints)
    }

    @Test("a database trackd may not write: refused at start with the path, and left untouched")
    func readOnlyDatabase() throws {
        let daemon = try DaemonHarness()
        try daemon.start([])
        daemon.terminate()
        let before = try Data(contentsOf: URL(fileURLWithPath: daemon.databasePath))
        let result: CommandResult
        if getuid() == 0 {
            // Root writes whatever the mode says: run trackd as nobody instead.
            result = try run(
                URL(fileURLWithPath: "/usr/bin/setpriv"),
                ["--reuid=65534", "--regid=65534", "--clear-groups", Binaries.trackd.path] + daemon.standardArguments)
        } else {
            chmod(daemon.databasePath, 0o444)
            chmod(daemon.folder.path, 0o555)
            defer { chmod(daemon.folder.path, 0o755) }
            result = try run(Binaries.trackd, daemon.standardArguments)
        }
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("\(daemon.databasePath) cannot be written"), "\(result)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: daemon.databasePath)) == before)
    }

    @Test("a file that is not a trackd database: refused at start, and left untouched")
    func notADatabase() throws {
        let daemon = try DaemonHarness()
        let notes = Data("shopping list\nbread\nmilk\n".utf8)
        try notes.write(to: URL(fileURLWithPath: daemon.databasePath))
        let result = try run(Binaries.trackd, daemon.standardArguments)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("is not a trackd database"), "\(result)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: daemon.databasePath)) == notes)
    }

    @Test("a damaged page: export fails saying why, leaves no output file, and trackd serves on")
    func damagedPage() throws {
        let daemon = try DaemonHarness()
        try daemon.start([])
        let imported = try daemon.trackctl("--json", "import", Binaries.demoRide.path)
        let id = try #require((try imported.json() as? [String: Any])?["id"] as? Int)
        #expect(daemon.terminate() == 0)

        // Zero the second half of the file's pages (the points and their
        // index fill most of it), as a failing SD card might.
        let url = URL(fileURLWithPath: daemon.databasePath)
        var bytes = try Data(contentsOf: url)
        let pageSize = 4096
        let pages = bytes.count / pageSize
        #expect(pages > 8)
        bytes.replaceSubrange(
            (pages / 2 * pageSize)..<(pages * pageSize), with: Data(count: (pages - pages / 2) * pageSize))
        try bytes.write(to: url)

        try daemon.start([])
        let output = daemon.folder.appendingPathComponent("damaged.gpx")
        let export = try daemon.trackctl("export", String(id), "--output", output.path)
        #expect(export.status == 1, "\(export)")
        #expect(export.stderr.contains("malformed"), "\(export)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let files = try FileManager.default.contentsOfDirectory(atPath: daemon.folder.path)
        #expect(!files.contains { $0.contains("damaged.gpx") }, "\(files)")
        #expect(try daemon.trackctl("tracks").status == 0)
        #expect(try daemon.status()["recording"] as? Bool == false)
        #expect(daemon.log().contains("cut short"), "\(daemon.log())")
    }
}

import Foundation
import Testing

/// What trackd does when its database fails it: a full disk, a file it may
/// not write, a file that is not its own, a damaged page. Each time a clear
/// message, nothing lost that was counted, nothing overwritten.
@Suite("Storage failures", .serialized)
struct StorageFailureTests {
    let input = try! GPXOracle.read(Binaries.demoRide)

    /// The journal is full when the next line does not fit: a point's, or
    /// the replay's count after it, which carries the file's path. Under a
    /// long path the count's line is ten times a point's, so that one or
    /// the other limit (counted in 512-byte blocks) leaves room for a point
    /// or more but not for the count before them.
    @Test(
        "a full disk: status and log say so, counted points stay, and after a restart nothing is missing or twice",
        arguments: [40 * 1024, 40 * 1024 + 512])
    func diskFull(limit: Int) throws {
        let daemon = try DaemonHarness()
        let folder = daemon.folder.appendingPathComponent(String(repeating: "a-long-folder-name-", count: 13))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ride = folder.appendingPathComponent(String(repeating: "ride-", count: 45) + ".gpx")
        try FileManager.default.copyItem(at: Binaries.demoRide, to: ride)
        let replay = ["--source", "replay", "--replay", ride.path, "--replay-speed", "max"]
        // The database made first; then no file may grow past the limit:
        // the journal of recorded fixes fills up half way through the ride.
        try daemon.start([])
        #expect(daemon.terminate() == 0)
        try daemon.start(replay, fileSizeLimit: limit)
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

    /// Mounts a small tmpfs at `folder` (root may); says whether it did. Big
    /// enough for the database and its WAL, which grows to 4 MB before a
    /// checkpoint folds it into the database.
    static func mountSmallFilesystem(at folder: URL) -> Bool {
        guard getuid() == 0 else { return false }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mounted = try? run(
            URL(fileURLWithPath: "/usr/bin/mount"), ["-t", "tmpfs", "-o", "size=16m,mode=0700", "tmpfs", folder.path])
        return mounted?.status == 0
    }

    /// Whether this machine lets the tests mount a filesystem (root, with
    /// the capability: not in every container).
    static let canMount: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-mount-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard mountSmallFilesystem(at: folder) else { return false }
        _ = try? run(URL(fileURLWithPath: "/usr/bin/umount"), [folder.path])
        return true
    }()

    /// Fills the filesystem at `disk` to the last byte with a file; returns
    /// its path, to unlink when room is to be made.
    static func fill(_ disk: URL) throws -> String {
        let filler = disk.appendingPathComponent("filler").path
        let fd = open(filler, O_WRONLY | O_CREAT, 0o600)
        defer { close(fd) }
        let block = [UInt8](repeating: 0x55, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        guard errno == ENOSPC else { throw HarnessError("filling \(disk.path): \(String(cString: strerror(errno)))") }
        return filler
    }

    /// Saves the stopped recording as `name` and checks that the saved
    /// track is the demo ride, point for point.
    func saveIsTheRide(_ daemon: DaemonHarness, name: String) throws {
        let saved = try #require(try daemon.trackctl("--json", "save", "--name", name).json() as? [String: Any])
        let exported = daemon.folder.appendingPathComponent("out.gpx")
        #expect(try daemon.trackctl("export", String(saved["id"] as? Int ?? 0), "--output", exported.path).status == 0)
        #expect(
            try GPXOracle.read(exported).trackPoints == input.trackPoints, "the export is the input, point for point")
    }

    @Test(
        "the disk full when a crash's journal is folded in: trackd refuses to start saying so and keeps the journal; with room, every fix comes back",
        .enabled(if: canMount, "mounts a small filesystem, which takes root and the capability to mount"))
    func diskFullAtResume() throws {
        let daemon = try DaemonHarness()
        let disk = daemon.folder.appendingPathComponent("disk")
        try #require(Self.mountSmallFilesystem(at: disk), "cannot mount a tmpfs")
        defer { _ = try? run(URL(fileURLWithPath: "/usr/bin/umount"), ["-l", disk.path]) }
        let database = disk.appendingPathComponent("tracks.db").path
        let replay = ["--db", database, "--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed"]
        try daemon.start(replay + ["40"])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 100 }
        daemon.crash()
        let journal = database + "-fixes"
        let journalled = try Data(contentsOf: URL(fileURLWithPath: journal))
        let fixes = String(decoding: journalled, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("P ") }
        let filler = try Self.fill(disk)

        let refused = try run(
            URL(fileURLWithPath: "/usr/bin/timeout"),
            ["-s", "KILL", "20", Binaries.trackd.path] + daemon.standardArguments + replay + ["max"])
        #expect(refused.status == 1, "\(refused)")
        #expect(
            refused.stderr.contains(
                "the unsaved recording's \(fixes.count) fixes in \(journal) cannot be folded into the database"),
            "\(refused)")
        #expect(refused.stderr.contains("the disk is full") && refused.stderr.contains("nothing is lost"), "\(refused)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: journal)) == journalled, "the journal is as it was")

        #expect(unlink(filler) == 0)
        try daemon.start(replay + ["max"])
        #expect((try daemon.status()["points"] as? Int ?? 0) >= fixes.count)
        _ = try daemon.waitForStatus(60) { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(try daemon.trackctl("stop").status == 0)
        try saveIsTheRide(daemon, name: "Resumed after room was made")
        #expect(daemon.terminate() == 0)
    }

    @Test(
        "the disk full at save: save fails saying so and the recording stays whole; with room, the same save works",
        .enabled(if: canMount, "mounts a small filesystem, which takes root and the capability to mount"))
    func diskFullAtSave() throws {
        let daemon = try DaemonHarness()
        let disk = daemon.folder.appendingPathComponent("disk")
        try #require(Self.mountSmallFilesystem(at: disk), "cannot mount a tmpfs")
        defer { _ = try? run(URL(fileURLWithPath: "/usr/bin/umount"), ["-l", disk.path]) }
        try daemon.start([
            "--db", disk.appendingPathComponent("tracks.db").path, "--source", "replay", "--replay",
            Binaries.demoRide.path, "--replay-speed", "max",
        ])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(try daemon.trackctl("stop").status == 0)
        let filler = try Self.fill(disk)

        let refused = try daemon.trackctl("save", "--name", "Full")
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("save failed") && refused.stderr.contains("the disk is full"), "\(refused)")
        #expect(try daemon.status()["points"] as? Int == input.trackPoints.count, "the recording is whole")
        #expect((try daemon.trackctl("--json", "tracks").json() as? [Any])?.isEmpty == true, "no track half saved")

        #expect(unlink(filler) == 0)
        try saveIsTheRide(daemon, name: "Full")
        #expect(daemon.terminate() == 0)
    }

    @Test(
        "the disk fills up mid-replay, then room is made: the replay waits where it stands and goes on in-process, with no gap",
        .enabled(if: canMount, "mounts a small filesystem, which takes root and the capability to mount"))
    func diskFullThenFreed() throws {
        let daemon = try DaemonHarness()
        let disk = daemon.folder.appendingPathComponent("disk")
        try #require(Self.mountSmallFilesystem(at: disk), "cannot mount a tmpfs")
        defer { _ = try? run(URL(fileURLWithPath: "/usr/bin/umount"), ["-l", disk.path]) }
        let database = disk.appendingPathComponent("tracks.db").path
        try daemon.start([
            "--db", database, "--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "40",
        ])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 60 }
        let filler = try Self.fill(disk)
        let failing = try daemon.waitForStatus { ($0["storage_problem"] as? String) != nil }
        let stuck = try #require(failing["points"] as? Int)
        Thread.sleep(forTimeInterval: 2)
        let still = try daemon.status()
        #expect(still["points"] as? Int == stuck, "the replay waits while nothing can be stored")
        #expect((still["source"] as? [String: Any])?["finished"] as? Bool == false)
        // Room again: the same trackd goes on from the point it could not store.
        #expect(unlink(filler) == 0)
        _ = try daemon.waitForStatus(60) { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        let done = try daemon.status()
        #expect(done["storage_problem"] is NSNull)
        #expect(done["points"] as? Int == input.trackPoints.count)
        #expect(try daemon.trackctl("stop").status == 0)
        try saveIsTheRide(daemon, name: "Full, then not")
        #expect(daemon.terminate() == 0)
    }

    @Test("a damaged journal line after a crash loses itself only: the log says so and the file as found is set aside")
    func damagedJournalLine() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "40"])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 150 }
        daemon.crash()
        let journalPath = daemon.databasePath + "-fixes"
        var lines = try String(contentsOfFile: journalPath, encoding: .utf8).split(separator: "\n")
        let pointLines = lines.indices.filter { lines[$0].hasPrefix("P ") }
        #expect(pointLines.count >= 150)
        // One character of the hundredth point's line changed, as a bad sector would.
        let damaged = pointLines[99]
        lines[damaged] = lines[damaged].dropLast() + (lines[damaged].last == "0" ? "1" : "0")
        try (lines.joined(separator: "\n") + "\n").write(toFile: journalPath, atomically: false, encoding: .utf8)

        try daemon.start([])
        let status = try daemon.status()
        #expect(status["points"] as? Int == pointLines.count - 1)
        let log = daemon.log()
        #expect(log.contains("journal: \(journalPath): 1 damaged line(s) from line \(damaged + 1) on"), "\(log)")
        let repaired = status["journal_repaired"] as? String ?? ""
        #expect(repaired.contains("1 damaged line(s)"), "status says the journal was repaired: \(status)")
        #expect(try daemon.trackctl("status").output.contains("repaired at start"))
        let copies = try FileManager.default.contentsOfDirectory(atPath: daemon.folder.path).filter {
            $0.hasPrefix("tracks.db-fixes.damaged-")
        }
        #expect(copies.count == 1 && repaired.contains(copies.first ?? "?"), "\(copies)")
        #expect(daemon.terminate() == 0)
    }

    /// Every entry of `folder` with its kind, size and content: what a
    /// refused start must leave as it was.
    func snapshot(_ folder: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(name).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                entries[name] = "link to \(target)"
            } else {
                entries[name] = (try? Data(contentsOf: URL(fileURLWithPath: path)).base64EncodedString()) ?? "?"
            }
        }
        return entries
    }

    @Test(
        "a symbolic link beside the database (journal, owner, WAL, SHM, damaged copy) refuses the start naming it, and nothing on disk changes",
        arguments: ["-fixes", "-owner", "-wal", "-shm", "-journal", "-fixes.damaged-20260101T000000Z"])
    func linkBesideDatabase(suffix: String) throws {
        let daemon = try DaemonHarness()
        // A database of its own first: the link comes later, as planted.
        try daemon.start([])
        #expect(daemon.terminate() == 0)
        let victim = daemon.folder.appendingPathComponent("victim.txt")
        try Data("someone else's file\n".utf8).write(to: victim)
        let link = daemon.databasePath + suffix
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim.path)
        let before = try snapshot(daemon.folder)
        let result = try run(
            URL(fileURLWithPath: "/usr/bin/timeout"),
            ["-s", "KILL", "20", Binaries.trackd.path] + daemon.standardArguments)
        #expect(result.status != 0 && result.status != 137, "\(result)")
        #expect(result.stderr.contains("\(link) is a symbolic link (to \(victim.path))"), "\(result.stderr)")
        #expect(result.stderr.contains("rm \(link)"), "says what to do: \(result.stderr)")
        #expect(try snapshot(daemon.folder) == before, "nothing on disk changed")
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

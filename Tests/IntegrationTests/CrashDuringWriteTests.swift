import Foundation
import Testing

/// kill -9 at moments through a save and through an import, with the real
/// trackd: afterwards a journey is whole in one place, never half in two,
/// and nothing is left behind in the temporary folder.
@Suite("Crashes during a save or an import", .serialized)
struct CrashDuringWriteTests {
    /// Starts `trackctl` with `arguments` against `daemon` without waiting.
    func startTrackctl(_ daemon: DaemonHarness, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Binaries.trackctl
        process.arguments = ["--socket", daemon.socketPath] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The saved tracks, from `trackctl --json tracks`.
    func tracks(_ daemon: DaemonHarness) throws -> [[String: Any]] {
        try #require(try daemon.trackctl("--json", "tracks").json() as? [[String: Any]])
    }

    /// Upload files trackd left in its temporary folder (the harness's).
    func leftUploads(_ daemon: DaemonHarness) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: daemon.folder.path).filter { $0.hasPrefix("trackd-body-") }
    }

    /// Milliseconds after `save` was sent; `nil`: once it has answered.
    @Test(
        "kill -9 at moments through a save: the journey is the saved track or the unsaved recording, whole, never both",
        arguments: [0, 1, 2, 3, 5, 8, 13, 21, nil] as [Int?])
    func crashDuringSave(milliseconds: Int?) throws {
        let ride = try GPXOracle.read(Binaries.demoRide).trackPoints
        let daemon = try DaemonHarness()
        let replay = ["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "max"]
        try daemon.start(replay)
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(try daemon.trackctl("stop").status == 0)
        let save = try startTrackctl(daemon, ["save", "--name", "Crashed"])
        if let milliseconds {
            usleep(useconds_t(milliseconds * 1000))
        } else {
            save.waitUntilExit()
        }
        daemon.crash()
        save.waitUntilExit()

        try daemon.start(replay)
        let unsaved = try daemon.status()["points"] as? Int
        let saved = try tracks(daemon)
        if saved.isEmpty {
            #expect(milliseconds != nil, "a save that answered is kept")
            #expect(unsaved == ride.count, "the recording is whole")
            #expect(try daemon.trackctl("save", "--name", "Saved after the crash").status == 0)
        } else {
            #expect(saved.count == 1 && saved.first?["points"] as? Int == ride.count, "\(saved)")
            #expect(unsaved == 0, "no second copy in the recording")
        }
        let id = try #require(try tracks(daemon).first?["id"] as? Int)
        let exported = daemon.folder.appendingPathComponent("out.gpx")
        #expect(try daemon.trackctl("export", String(id), "--output", exported.path).status == 0)
        #expect(try GPXOracle.read(exported).trackPoints == ride, "the track is the ride, point for point")
        #expect(daemon.terminate() == 0)
    }

    /// Seconds after `import` was sent.
    @Test(
        "kill -9 at moments through an import: the track whole or not there, no upload left behind; then it imports whole",
        arguments: [0.05, 0.4, 1.0, 2.0])
    func crashDuringImport(seconds: Double) throws {
        let daemon = try DaemonHarness()
        let points = 50_000
        let file = try generatedRide(points, in: daemon.folder)
        try daemon.start([])
        let importing = try startTrackctl(daemon, ["import", file.path])
        Thread.sleep(forTimeInterval: seconds)
        daemon.crash()
        importing.waitUntilExit()

        // The kill may come after the import answered (a fast machine):
        // then it is whole. Either way, never in part.
        try daemon.start([])
        let after = try tracks(daemon)
        #expect(after.count <= 1 && after.allSatisfy { $0["points"] as? Int == points }, "\(after)")
        #expect(try leftUploads(daemon).isEmpty, "an upload left in the temporary folder")
        if after.isEmpty {
            #expect(try daemon.trackctl("import", file.path).status == 0)
            #expect(try tracks(daemon).first?["points"] as? Int == points)
        }
        #expect(daemon.terminate() == 0)
    }
}

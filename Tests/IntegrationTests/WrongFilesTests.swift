import Foundation
import Testing

/// What users actually feed trackd and trackctl instead of a GPX file: each
/// gets a message that says what the file is not, or the system's reason.
@Suite("Files that are not GPX")
struct WrongFilesTests {
    /// Files of the kinds users mistake for GPX, in `folder`, with what a
    /// replay (GPX only) says of each and what an import (GPX, CSV, NMEA)
    /// says; `nil`: the import takes it.
    func wrongFiles(in folder: URL) throws -> [(path: String, message: String, importMessage: String?)] {
        let csv = folder.appendingPathComponent("points.csv")
        try Data("lat,lon\n48.1,11.5\n".utf8).write(to: csv)
        let text = folder.appendingPathComponent("notes.txt")
        try Data("Shopping: bread, milk\n".utf8).write(to: text)
        let empty = folder.appendingPathComponent("empty.gpx")
        try Data().write(to: empty)
        let page = folder.appendingPathComponent("page.gpx")
        try Data("<html><body>Not found</body></html>".utf8).write(to: page)
        let missing = folder.appendingPathComponent("missing.gpx").path
        return [
            (csv.path, "not a GPX file: it is not XML", nil),
            (text.path, "not a GPX file: it is not XML", "not a track file trackd reads: it reads GPX, the CSV"),
            (empty.path, "the file is empty, not a GPX file", "the file is empty"),
            (page.path, "not a GPX file: its root element is <html>", "not a GPX file: its root element is <html>"),
            (missing, "No such file or directory", "No such file or directory"),
        ]
    }

    /// A file of `bytes` that takes no room (a hole).
    func sparseFile(bytes: Int, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("huge.gpx").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(bytes)) == 0)
        return path
    }

    @Test("a replay file that cannot be read, or is not GPX, stops trackd at start with the path and the reason")
    func replayAtStart() throws {
        let daemon = try DaemonHarness()
        let fifo = daemon.folder.appendingPathComponent("fifo.gpx").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let notFiles = [
            (daemon.folder.path, "it is a folder"), (fifo, "it is a FIFO"), ("/dev/null", "it is a device"),
        ]
        for (path, message) in try wrongFiles(in: daemon.folder).map({ ($0.path, $0.message) }) + notFiles {
            let result = try run(
                URL(fileURLWithPath: "/usr/bin/timeout"),
                ["-s", "KILL", "20", Binaries.trackd.path] + daemon.standardArguments + [
                    "--source", "replay", "--replay", path,
                ])
            #expect(result.status != 0 && result.status != 137, "\(path): \(result)")
            #expect(result.stderr.contains(path) && result.stderr.contains(message), "\(result.stderr)")
        }
    }

    @Test("import says what the file is not, and a folder or a missing file gets the reason; nothing is imported")
    func importMessages() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path])
        for (path, _, message) in try wrongFiles(in: daemon.folder) {
            guard let message else { continue }
            let result = try daemon.trackctl("import", path)
            #expect(result.status == 1 || result.status == 2, "\(path): \(result)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        let fifo = daemon.folder.appendingPathComponent("fifo.gpx").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // At once, with the path and what it is: trackctl never waits on a
        // FIFO's writer, nor announces bytes it cannot send.
        for (path, kind) in [
            (daemon.folder.path, "a folder"), (fifo, "a FIFO"), ("/dev/null", "a device"),
            ("/proc/self/status", "its size says nothing of what it holds"),
            (
                try sparseFile(bytes: (1 << 30) + 1, in: daemon.folder),
                "1024 MiB; trackd imports files of up to 1024 MiB"
            ),
        ] {
            let refused = try run(
                URL(fileURLWithPath: "/usr/bin/timeout"),
                ["-s", "KILL", "10", Binaries.trackctl.path, "--socket", daemon.socketPath, "import", path])
            #expect(refused.status == 2, "\(path): \(refused)")
            #expect(
                refused.stderr.contains("cannot import \(path): it") && refused.stderr.contains(kind),
                "\(refused.stderr)")
        }
        let listed = try #require(try daemon.trackctl("--json", "tracks").json() as? [Any])
        #expect(listed.isEmpty)
        #expect(daemon.terminate() == 0)
    }
}

import Foundation
import Testing

/// `export --output` writes a regular file and nothing else, and a write
/// that fails is a failure.
@Suite("Export never clobbers what it should not")
struct ExportOutputTests {
    /// A trackd with one saved track, its ID.
    func daemonWithTrack() throws -> (DaemonHarness, String) {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "max"])
        let imported = try daemon.trackctl("--json", "import", Binaries.demoRide.path)
        let id = try #require((try imported.json() as? [String: Any])?["id"] as? Int, "\(imported)")
        return (daemon, String(id))
    }

    @Test("a device, FIFO, socket or folder at the path is refused and left as it was")
    func nonRegularTargets() throws {
        let (daemon, id) = try daemonWithTrack()
        let folder = daemon.folder.appendingPathComponent("targets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var targets: [(path: String, kind: String)] = [(folder.path, "a folder")]
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        targets.append((fifo, "a FIFO"))
        let socket = folder.appendingPathComponent("socket").path
        let listener = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) {
            _ = strcpy($0.baseAddress!.assumingMemoryBound(to: CChar.self), socket)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        targets.append((socket, "a socket"))
        // A device of its own (the null device's numbers, 1:3), where the test may
        // make one: never /dev itself.
        let device = folder.appendingPathComponent("null").path
        if mknod(device, S_IFCHR | 0o666, (1 << 8) | 3) == 0 { targets.append((device, "a device")) }
        for (path, kind) in targets {
            var before = stat()
            #expect(lstat(path, &before) == 0)
            let result = try daemon.trackctl("export", id, "--output", path)
            #expect(result.status == 1, "\(path): \(result)")
            #expect(result.stderr.contains("it is \(kind)"), "\(result.stderr)")
            var after = stat()
            #expect(lstat(path, &after) == 0)
            #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino, "\(path) was replaced")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test("a link is written through and stays a link; a file keeps its mode; a dangling link is refused")
    func linksAndModes() throws {
        let (daemon, id) = try daemonWithTrack()
        let target = daemon.folder.appendingPathComponent("private.gpx").path
        #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        #expect(chmod(target, 0o600) == 0)
        let link = daemon.folder.appendingPathComponent("link.gpx").path
        #expect(symlink("private.gpx", link) == 0)
        #expect(try daemon.trackctl("export", id, "--output", link).status == 0)
        var information = stat()
        #expect(lstat(link, &information) == 0 && information.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(stat(target, &information) == 0)
        #expect(
            information.st_mode & 0o7777 == 0o600,
            "the file's mode became \(String(information.st_mode & 0o7777, radix: 8))")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<?xml"))
        let dangling = daemon.folder.appendingPathComponent("dangling.gpx").path
        #expect(symlink("nowhere.gpx", dangling) == 0)
        let refused = try daemon.trackctl("export", id, "--output", dangling)
        #expect(refused.status == 1 && refused.stderr.contains("symbolic link to nothing"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: daemon.folder.appendingPathComponent("nowhere.gpx").path))
    }

    @Test("a write error on standard output is an error with the reason, exit 1")
    func fullStandardOutput() throws {
        let (daemon, id) = try daemonWithTrack()
        let export = Process()
        export.executableURL = Binaries.trackctl
        export.arguments = ["--socket", daemon.socketPath, "export", id]
        export.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = daemon.folder.appendingPathComponent("export.err")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        export.standardError = try FileHandle(forWritingTo: errors)
        try export.run()
        export.waitUntilExit()
        #expect(export.terminationStatus == 1)
        let message = try String(contentsOf: errors, encoding: .utf8)
        #expect(message.contains("cannot write to standard output: No space left on device"), "\(message)")
    }
}

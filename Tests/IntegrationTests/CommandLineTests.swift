import ControlSocket
import Foundation
import Testing

/// trackctl as a person and a shell meet it: help, completions, exit
/// statuses, Ctrl-C.
@Suite("trackctl command line")
struct CommandLineTests {
    /// Every subcommand with arguments it accepts.
    static let invocations: [[String]] = [
        ["start"], ["stop"], ["clear"], ["status"], ["watch", "--count", "1"], ["map"], ["map", "1"],
        ["save", "--name", "x"], ["note", "hello"], ["tracks"], ["show", "1"], ["export", "1"],
        ["import", Binaries.demoRide.path], ["delete", "1"],
    ]

    @Test("with trackd not running, every subcommand exits 69 naming the socket and how to start trackd")
    func unreachable() throws {
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("no-trackd-\(getpid()).sock").path
        for invocation in Self.invocations {
            let result = try run(Binaries.trackctl, ["--socket", socket] + invocation)
            #expect(result.status == 69, "\(invocation): \(result)")
            #expect(result.stderr.contains(socket), "\(invocation)")
            #expect(result.stderr.contains("systemctl start trackd"), "\(invocation)")
            let json = try run(Binaries.trackctl, ["--json", "--socket", socket] + invocation)
            let error = (try? json.json() as? [String: Any])?["error"] as? [String: Any]
            #expect(error?["code"] as? String == "unavailable", "\(invocation): \(json)")
        }
    }

    @Test("every subcommand's --help explains it with an example")
    func help() throws {
        for name in Set(Self.invocations.map { $0[0] }) {
            let result = try run(Binaries.trackctl, [name, "--help"])
            #expect(result.status == 0, "\(name)")
            #expect(result.output.lowercased().contains("example"), "\(name) --help has no example")
            #expect(result.output.contains("USAGE: trackctl \(name)"), "\(name)")
        }
    }

    @Test(
        "completions for bash, zsh and fish are generated and name every subcommand",
        arguments: ["bash", "zsh", "fish"])
    func completions(shell: String) throws {
        let result = try run(Binaries.trackctl, ["--generate-completion-script", shell])
        #expect(result.status == 0)
        for name in Set(Self.invocations.map { $0[0] }) {
            #expect(result.output.contains(name), "\(shell) completion lacks \(name)")
        }
        if shell == "bash" {
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("trackctl-\(getpid()).bash")
            try result.stdout.write(to: script)
            defer { try? FileManager.default.removeItem(at: script) }
            #expect(try run(URL(fileURLWithPath: "/bin/bash"), ["-n", script.path]).status == 0)
        }
    }

    @Test("a name, a description or a note may begin with a dash")
    func valuesBeginningWithADash() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "max"])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(try daemon.trackctl("note", "--", "-5 °C", "at the pass").status == 0)
        let saved = try daemon.trackctl("--json", "save", "--name", "-rf", "-d", "--verbose")
        #expect(saved.status == 0, "\(saved)")
        let id = try #require((try saved.json() as? [String: Any])?["id"] as? Int)
        let shown = try #require(try daemon.trackctl("--json", "show", String(id)).json() as? [String: Any])
        #expect(shown["name"] as? String == "-rf")
        #expect(shown["description"] as? String == "--verbose")
        let notes = shown["notes"] as? [[String: Any]]
        #expect(notes?.first?["text"] as? String == "-5 °C at the pass")
        let imported = try daemon.trackctl("--json", "import", Binaries.demoRide.path, "-n", "-x")
        #expect((try imported.json() as? [String: Any])?["name"] as? String == "-x", "\(imported)")
        #expect(daemon.terminate() == 0)
    }

    /// A socket listening in a fresh folder, standing in for trackd; `body`
    /// gets its path and descriptor, and both are gone afterwards.
    func withStandInSocket(_ body: (_ path: String, _ listener: Int32) throws -> Void) throws {
        let folder = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: URL(fileURLWithPath: "/tmp"),
            create: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("stand-in.sock").path
        let listener = try UnixSocket.listen(path: path, mode: 0o600)
        defer { close(listener) }
        try body(path, listener)
    }

    @Test("a reply longer than trackctl reads is a refusal with the reason, exit 1, not an unreachable trackd")
    func replyTooLong() throws {
        try withStandInSocket { path, listener in
            try expectRefusalOfLongReply(path: path, listener: listener)
        }
    }

    func expectRefusalOfLongReply(path: String, listener: Int32) throws {
        // A server that answers any request with a 65 MiB line.
        let server = Thread {
            let connection = UnixSocket.accept(listener)
            guard connection >= 0 else { return }
            var byte: UInt8 = 0
            while read(connection, &byte, 1) == 1 && byte != 0x0A {}
            let line = [UInt8](repeating: 0x61, count: 65 << 20) + [0x0A]
            _ = line.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(connection)
        }
        server.start()
        let result = try run(Binaries.trackctl, ["--socket", path, "tracks"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("trackd's reply is longer than 64 MiB"), "\(result.stderr)")
    }

    @Test("a trackd that never answers: trackctl gives up after TRACKCTL_TIMEOUT seconds, exit 69, saying so")
    func silentServer() throws {
        // Listening, never accepting: the connection is made, no reply comes.
        try withStandInSocket { path, _ in
            let started = Date()
            let result = try run(
                Binaries.trackctl, ["--socket", path, "status"], environment: ["TRACKCTL_TIMEOUT": "2"])
            let took = Date().timeIntervalSince(started)
            #expect(result.status == 69, "\(result)")
            #expect(result.stderr.contains("trackd did not answer within 2 s"), "\(result.stderr)")
            #expect(took >= 1.5 && took < 10, "took \(took) s")
        }
    }

    @Test("Ctrl-C ends watch quietly with status 0, and trackd lets the watcher go")
    func watchInterrupted() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "1"])
        #expect(try daemon.trackctl("start").status == 0)
        let output = daemon.folder.appendingPathComponent("watch.out")
        let errors = daemon.folder.appendingPathComponent("watch.err")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let watch = Process()
        watch.executableURL = Binaries.trackctl
        watch.arguments = ["--socket", daemon.socketPath, "watch"]
        watch.standardOutput = try FileHandle(forWritingTo: output)
        watch.standardError = try FileHandle(forWritingTo: errors)
        try watch.run()
        let deadline = Date().addingTimeInterval(10)
        while (try Data(contentsOf: output)).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        kill(watch.processIdentifier, SIGINT)
        let exitDeadline = Date().addingTimeInterval(10)
        while watch.isRunning && Date() < exitDeadline { Thread.sleep(forTimeInterval: 0.05) }
        if watch.isRunning {
            Issue.record("trackctl watch ignored SIGINT")
            kill(watch.processIdentifier, SIGKILL)
        }
        watch.waitUntilExit()
        #expect(watch.terminationReason == .exit)
        #expect(watch.terminationStatus == 0)
        #expect(try String(contentsOf: errors, encoding: .utf8).isEmpty)
        #expect(!(try String(contentsOf: output, encoding: .utf8)).isEmpty)
        #expect(try daemon.trackctl("status").status == 0)
        #expect(daemon.terminate() == 0)
    }
}

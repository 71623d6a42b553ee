import ControlSocket
import Foundation
import TrackControl

/// A real `trackd` in a temporary folder, driven by the real `trackctl`.
final class DaemonHarness {
    let folder: URL
    let databasePath: String
    let socketPath: String
    private var process: Process?
    private let logURL: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trackd-it-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        databasePath = folder.appendingPathComponent("tracks.db").path
        socketPath = folder.appendingPathComponent("control.sock").path
        logURL = folder.appendingPathComponent("trackd.log")
    }

    deinit {
        if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The arguments every trackd of this harness gets: its database,
    /// socket and no configuration file.
    var standardArguments: [String] {
        ["--db", databasePath, "--socket", socketPath, "--config", "/dev/null"]
    }

    /// Writes `lines` as a configuration file in the harness's folder;
    /// returns the arguments that give it to trackd (`--config PATH`).
    func configuration(_ lines: String...) throws -> [String] {
        let file = folder.appendingPathComponent("trackd.conf")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        return ["--config", file.path]
    }

    /// Starts trackd with `arguments` and waits until its socket answers.
    /// - Parameters:
    ///   - fileSizeLimit: a limit on the size of any file trackd writes
    ///     (`ulimit -f`, in bytes): a disk that fills up.
    ///   - environment: variables to add to trackd's environment.
    ///   - launcher: a command that starts trackd, given its path and
    ///     arguments after its own (`systemd-socket-activate -l PATH`).
    ///   - waitUntilListening: false returns as soon as trackd runs.
    func start(
        _ arguments: [String], fileSizeLimit: Int? = nil, environment: [String: String] = [:],
        launcher: [String] = [], waitUntilListening: Bool = true
    ) throws {
        if !FileManager.default.fileExists(atPath: logURL.path) {
            _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        }
        let process = Process()
        if let fileSizeLimit {
            // dash's ulimit -f counts 512-byte blocks.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -f \(fileSizeLimit / 512) && exec \"$0\" \"$@\"", Binaries.trackd.path]
                + standardArguments + arguments
        } else if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = launcher.dropFirst() + [Binaries.trackd.path] + standardArguments + arguments
        } else {
            process.executableURL = Binaries.trackd
            process.arguments = standardArguments + arguments
        }
        // Its temporary files (uploads on their way in) go in the harness's folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
            .merging(environment) { $1 }
        let logHandle = try FileHandle(forWritingTo: logURL)
        logHandle.seekToEndOfFile()
        process.standardError = logHandle
        process.standardOutput = logHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        self.process = process
        guard waitUntilListening else { return }
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if let fd = try? UnixSocket.connect(path: socketPath) {
                close(fd)
                return
            }
            guard process.isRunning else { throw HarnessError("trackd exited at start:\n\(log())") }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw HarnessError("trackd did not listen within 15 s:\n\(log())")
    }

    /// Runs trackctl against this daemon.
    func trackctl(_ arguments: String...) throws -> CommandResult {
        try trackctl(arguments)
    }

    func trackctl(_ arguments: [String]) throws -> CommandResult {
        try run(Binaries.trackctl, ["--socket", socketPath] + arguments)
    }

    /// `trackctl --json status`, parsed.
    func status() throws -> [String: Any] {
        let result = try trackctl("--json", "status")
        guard result.status == 0, let object = try result.json() as? [String: Any] else {
            throw HarnessError("status failed: \(result)")
        }
        return object
    }

    /// Polls status until `condition` holds, up to `seconds`.
    @discardableResult
    func waitForStatus(_ seconds: Double = 30, _ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        var last = try status()
        while !condition(last) {
            guard Date() < deadline else { throw HarnessError("status never matched; last: \(last)\n\(log())") }
            Thread.sleep(forTimeInterval: 0.05)
            last = try status()
        }
        return last
    }

    /// Sends SIGTERM and waits; returns the exit status.
    @discardableResult
    func terminate() -> Int32 {
        guard let process else { return -1 }
        process.terminate()
        process.waitUntilExit()
        self.process = nil
        return process.terminationStatus
    }

    /// trackd's process ID, while it runs.
    var processIdentifier: Int32? {
        process?.processIdentifier
    }

    /// Kills trackd with SIGKILL, as a crash would.
    func crash() {
        guard let process else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

    func log() -> String {
        (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

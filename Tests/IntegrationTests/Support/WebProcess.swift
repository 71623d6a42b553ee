import Foundation

/// A real `trackweb` on a free port, its log in a file: started, and
/// stopped (SIGKILL) when the test is done with it.
final class WebProcess {
    let log: URL
    private let process = Process()
    /// Where browsers reach it: `http://HOST:PORT`.
    private(set) var baseURL = ""

    /// Starts trackweb with `arguments` (`--listen` and a port of 0 unless
    /// they say otherwise) and waits until it serves.
    init(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws {
        log = folder.appendingPathComponent("trackweb-\(UUID().uuidString.prefix(6)).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = Binaries.trackweb
        process.arguments = (arguments.contains("--listen") ? [] : ["--listen", "127.0.0.1:0"]) + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
            .merging(environment) { $1 }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits for the line saying where it serves.
    func waitUntilServing() throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if let match = output().firstMatch(of: /serving (http:\/\/[^\/ ]+)\//) {
                baseURL = String(match.1)
                return
            }
            guard process.isRunning else { throw HarnessError("trackweb exited at start:\n\(output())") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("trackweb did not serve within 15 s:\n\(output())")
    }

    /// Waits for trackweb to exit by itself; its status.
    func waitForExit(seconds: Double = 15) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else { throw HarnessError("trackweb is still running:\n\(output())") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return process.terminationStatus
    }

    func output() -> String {
        (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

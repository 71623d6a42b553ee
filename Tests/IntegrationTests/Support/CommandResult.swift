import Foundation

/// What a finished command printed and how it exited.
struct CommandResult: CustomStringConvertible {
    var status: Int32
    var stdout: Data
    var stderr: String

    var output: String { String(decoding: stdout, as: UTF8.self) }

    /// Standard output parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: stdout, options: [.fragmentsAllowed])
    }

    var description: String { "exit \(status)\nstdout: \(output)\nstderr: \(stderr)" }
}

/// Runs `executable` to completion with its output in files (no pipe to fill).
func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let err = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged["TRACKD_SOCKET"] = nil
    merged.merge(environment) { $1 }
    process.environment = merged
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, stdout: try Data(contentsOf: out),
        stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
}

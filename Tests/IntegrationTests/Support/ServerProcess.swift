import Foundation

/// A program the forwarding tests run as a server or a reader: started,
/// killed (SIGKILL, as a crash would; the test runner's threads block
/// SIGTERM, and a child inherits that), and its output kept in a file.
final class ServerProcess {
    let output: URL
    private let process = Process()

    init(_ executable: String, _ arguments: [String], output: URL) throws {
        self.output = output
        if !FileManager.default.fileExists(atPath: output.path) {
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        }
        guard
            let path = ["/usr/sbin/", "/usr/bin/"].map({ $0 + executable }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw HarnessError("\(executable) is not installed (make test installs it)") }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let handle = try FileHandle(forWritingTo: output)
        handle.seekToEndOfFile()
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit { kill() }

    var isRunning: Bool { process.isRunning }

    /// SIGKILL, and waits.
    func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// What it printed so far.
    func printed() -> String {
        (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// Waits until something answers TCP connections on `port`.
    static func waitUntilListening(port: Int, _ what: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = loopbackAddress(port: port)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(fd)
            if connected { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw HarnessError("\(what) did not listen on \(port) within 10 s")
    }
}

import Foundation

/// A real gpsd on a loopback port, reading a receiver log from an
/// ``NMEAFeed`` (the most reliable way to feed gpsd in tests: it opens the
/// feed only when the first client watches, so nothing is lost).
final class GpsdProcess {
    let port: Int
    private let process = Process()
    private let feed: NMEAFeed
    private let folder: URL

    init(log: URL) throws {
        feed = try NMEAFeed(log: log)
        port = try freePort()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gpsd-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gpsd = ["/usr/sbin/gpsd", "/usr/bin/gpsd"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let gpsd else { throw HarnessError("gpsd is not installed (make test installs it)") }
        process.executableURL = URL(fileURLWithPath: gpsd)
        process.arguments = [
            "-N", "-S", String(port), "-F", folder.appendingPathComponent("gpsd.sock").path,
            "tcp://127.0.0.1:\(feed.port)",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !isListening() {
            guard Date() < deadline, process.isRunning else { throw HarnessError("gpsd did not start on \(port)") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    private func isListening() -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        feed.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}

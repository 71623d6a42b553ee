import Foundation

/// A real gpsd on a loopback port, reading a receiver log from an
/// ``NMEAFeed`` (the most reliable way to feed gpsd in tests: it opens the
/// feed only when the first client watches, so nothing is lost).
final class GpsdProcess {
    let port: Int
    let feed: NMEAFeed
    /// Whether the feed goes with this gpsd (made for it alone).
    private let ownsFeed: Bool
    private let process = Process()
    private let folder: URL

    /// Starts gpsd on a free port, reading `log` at 1,000 lines a second.
    ///
    /// A whole log at once makes gpsd write faster than a client starved of
    /// CPU (as under the whole test suite) can read, and gpsd drops what does
    /// not fit a client's socket; no receiver talks that fast.
    convenience init(log: URL) throws {
        try self.init(feed: NMEAFeed(log: log, linesPerSecond: 1000), port: freePort(), ownsFeed: true)
    }

    /// Starts gpsd on `port`, reading `feed`, which outlives this gpsd unless
    /// `ownsFeed`.
    init(feed: NMEAFeed, port: Int, ownsFeed: Bool = false) throws {
        self.feed = feed
        self.port = port
        self.ownsFeed = ownsFeed
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
        var address = loopbackAddress(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Kills gpsd, as a crash would; the feed goes on for the next gpsd.
    func kill() {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Kills gpsd, and stops the feed if it is this gpsd's own.
    func stop() {
        kill()
        if ownsFeed { feed.stop() }
    }

    deinit { stop() }
}

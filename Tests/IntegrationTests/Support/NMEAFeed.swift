import Foundation

/// A TCP server on loopback that plays a receiver log to gpsd (reading
/// `tcp://127.0.0.1:PORT`), as a receiver on a serial line would.
///
/// It sends `linesPerSecond` lines a second. A later client gets the rest of
/// the log from where the feed was, never the log again: a receiver keeps
/// talking while gpsd restarts, and does not repeat itself.
final class NMEAFeed: @unchecked Sendable {
    private(set) var port = 0
    private var server: LoopbackServer?
    private let lines: [Data]
    private let linesPerSecond: Double
    private let lock = NSLock()
    private var cursor = 0
    private var stopped = false

    init(log: URL, linesPerSecond: Double) throws {
        let data = try Data(contentsOf: log)
        lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Data($0) + [0x0A] }
        self.linesPerSecond = linesPerSecond
        let server = try LoopbackServer { [weak self] client, _ in self?.play(to: client) }
        self.server = server
        port = server.port
    }

    /// Lines of the log sent so far.
    var linesSent: Int { lock.withLock { cursor } }

    /// Sends the log from the cursor to `client`, up to 50 batches a
    /// second, as a receiver's serial line delivers, until the end or a
    /// failed send.
    private func play(to client: Int32) {
        let batch = max(1, Int(linesPerSecond / 50))
        while let lines = nextLines(batch) {
            let sent = lines.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent == lines.count else { break }
            lock.withLock { cursor = min(cursor + batch, self.lines.count) }
            Thread.sleep(forTimeInterval: Double(batch) / linesPerSecond)
        }
    }

    /// Up to `count` lines from the cursor, or `nil` at the end or once stopped.
    private func nextLines(_ count: Int) -> Data? {
        lock.withLock {
            guard cursor < lines.count, !stopped else { return nil }
            return lines[cursor..<min(cursor + count, lines.count)].reduce(Data(), +)
        }
    }

    func stop() {
        lock.withLock { stopped = true }
        server?.stop()
    }

    deinit { stop() }
}

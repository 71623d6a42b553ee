import Foundation

/// A TCP server on loopback that plays a receiver log to gpsd (reading
/// `tcp://127.0.0.1:PORT`), as a receiver on a serial line would.
///
/// It sends `linesPerSecond` lines a second. A later client gets the rest of
/// the log from where the feed was, never the log again: a receiver keeps
/// talking while gpsd restarts, and does not repeat itself.
final class NMEAFeed: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lines: [Data]
    private let linesPerSecond: Double
    private let lock = NSLock()
    private var client: Int32 = -1
    private var cursor = 0
    private var stopped = false

    init(log: URL, linesPerSecond: Double) throws {
        let data = try Data(contentsOf: log)
        lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Data($0) + [0x0A] }
        self.linesPerSecond = linesPerSecond
        (listener, port) = try listenOnLoopback()
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// Lines of the log sent so far.
    var linesSent: Int { lock.withLock { cursor } }

    private func serve() {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            let accepted = lock.withLock {
                guard !stopped else { return false }
                client = fd
                return true
            }
            guard accepted else {
                close(fd)
                return
            }
            defer {
                lock.withLock { client = -1 }
                close(fd)
            }
            // Up to 50 batches a second, as a receiver's serial line delivers.
            let batch = max(1, Int(linesPerSecond / 50))
            while let lines = nextLines(batch) {
                let sent = lines.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard sent == lines.count else { break }
                lock.withLock { cursor = min(cursor + batch, self.lines.count) }
                Thread.sleep(forTimeInterval: Double(batch) / linesPerSecond)
            }
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
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            if client >= 0 { shutdown(client, Int32(SHUT_RDWR)) }
        }
    }

    deinit { stop() }
}

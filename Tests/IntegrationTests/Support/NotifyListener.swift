import Foundation

/// A stand-in for systemd's notification socket (`NOTIFY_SOCKET`): a Unix
/// datagram socket that collects what trackd sends with `sd_notify`.
final class NotifyListener {
    let path: String
    private let fd: Int32

    init(path: String) throws {
        self.path = path
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        guard fd >= 0 else { throw HarnessError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8.prefix(raw.count - 1))
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw HarnessError("bind \(path): \(String(cString: strerror(errno)))") }
    }

    deinit {
        close(fd)
        unlink(path)
    }

    /// The next message's fields (`READY=1` gives `["READY": "1"]`), or
    /// `nil` if none comes within `seconds`.
    func next(within seconds: Double) -> [String: String]? {
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        var fields: [String: String] = [:]
        for line in String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return fields
    }

    /// Messages until one has `key`, up to `seconds`; returns them all, the
    /// one with `key` last, or throws with what came.
    func waitFor(_ key: String, within seconds: Double = 15) throws -> [[String: String]] {
        let deadline = Date().addingTimeInterval(seconds)
        var seen: [[String: String]] = []
        while Date() < deadline {
            guard let message = next(within: max(0.01, deadline.timeIntervalSinceNow)) else { break }
            seen.append(message)
            if message[key] != nil { return seen }
        }
        throw HarnessError("no \(key) within \(seconds) s; got \(seen)")
    }
}

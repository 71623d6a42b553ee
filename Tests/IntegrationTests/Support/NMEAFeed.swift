import Foundation

/// A one-shot TCP server on loopback that streams a receiver log to the first
/// client (gpsd, reading `tcp://127.0.0.1:PORT`) and then keeps the
/// connection open, as a receiver would, until stopped.
final class NMEAFeed: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let data: Data
    private let lock = NSLock()
    private var client: Int32 = -1
    private var stopped = false

    init(log: URL) throws {
        data = try Data(contentsOf: log)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(listener, pointer, length) == 0 && listen(listener, 1) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw HarnessError("cannot listen for the NMEA feed")
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    private func serve() {
        let fd = accept(listener, nil, nil)
        guard fd >= 0 else { return }
        lock.withLock { client = fd }
        _ = data.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            if client >= 0 { close(client) }
        }
    }

    deinit { stop() }
}

/// A free TCP port on loopback (bound and released; good enough for tests).
func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ok = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
        }
    }
    guard ok else { throw HarnessError("no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
}

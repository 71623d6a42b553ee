import Foundation

/// 127.0.0.1:`port` as a socket address.
func loopbackAddress(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    return address
}

/// A socket listening on 127.0.0.1:`port` (0: a free port the system picks),
/// and its port.
func listenOnLoopback(port: Int = 0) throws -> (socket: Int32, port: Int) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = loopbackAddress(port: port)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
            bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                && getsockname(listener, pointer, &length) == 0
        }
    }
    guard bound else {
        close(listener)
        throw HarnessError("cannot listen on 127.0.0.1:\(port)")
    }
    return (listener, Int(UInt16(bigEndian: address.sin_port)))
}

/// A free TCP port on loopback (bound and released; good enough for tests).
func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = loopbackAddress(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ok = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
        }
    }
    guard ok else { throw HarnessError("no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
}

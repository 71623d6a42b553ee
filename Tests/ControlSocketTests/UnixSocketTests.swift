import ControlSocket
import Foundation
import Testing

@Suite("UnixSocket")
struct UnixSocketTests {
    @Test("the listen backlog is the system's: 500 non-blocking clients connect before one is accepted")
    func backlogIsTheSystems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trackd-backlog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.sock").path
        let listener = try UnixSocket.listen(path: path, mode: 0o600)
        var clients: [Int32] = []
        defer { for fd in [listener] + clients { close(fd) } }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        var refused: [String] = []
        for _ in 0..<500 {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            try #require(fd >= 0)
            clients.append(fd)
            let status = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if status != 0 { refused.append(String(cString: strerror(errno))) }
        }
        #expect(refused.isEmpty, "\(refused.count) refused, first: \(refused.first ?? "")")
    }
}

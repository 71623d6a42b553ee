import CSystemd
import FoundationEssentials
import Glibc
import TrackControl

/// The control socket systemd passes with socket activation
/// (`trackd.socket`; `LISTEN_FDS`, `LISTEN_PID`): already bound, listening,
/// owned and permitted as the socket unit says, and used as it is.
public struct ActivatedSocket: Sendable {
    /// The listening descriptor.
    public let fd: Int32
    /// The path it is bound to, whose group decides who may connect.
    public let path: String

    /// The socket systemd passed, or `nil` when it passed none (trackd then
    /// makes its own). Takes the variables out of the environment so that
    /// nothing trackd starts inherits them.
    /// - Throws: ``DaemonError`` when systemd passed more than one
    ///   descriptor, or one that is not a listening Unix stream socket bound
    ///   to a path.
    public static func received() throws -> ActivatedSocket? {
        let count = sd_listen_fds(1)
        if count < 0 {
            throw DaemonError("cannot read the sockets systemd passed: \(String(cString: strerror(-count)))")
        }
        guard count > 0 else { return nil }
        guard count == 1 else {
            throw DaemonError(
                "systemd passed \(count) sockets; trackd.socket should have exactly one ListenStream= path")
        }
        let fd = SD_LISTEN_FDS_START
        guard sd_is_socket_unix(fd, Int32(SOCK_STREAM.rawValue), 1, nil, 0) > 0 else {
            throw DaemonError(
                "the socket systemd passed is not a listening Unix stream socket; use ListenStream=/run/trackd/control.sock"
            )
        }
        guard let path = boundPath(of: fd) else {
            throw DaemonError("the socket systemd passed is not bound to a path in the file system")
        }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return ActivatedSocket(fd: fd, path: path)
    }

    /// The file-system path `fd` is bound to; `nil` for an abstract or
    /// unnamed socket.
    private static func boundPath(of fd: Int32) -> String? {
        var address = sockaddr_un()
        var length = socklen_t(MemoryLayout<sockaddr_un>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { return nil }
        let path = withUnsafeBytes(of: address.sun_path) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return path.hasPrefix("/") ? path : nil
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening Unix stream sockets by path, for the control socket.
public enum UnixSocket {
    /// Connects to the socket at `path` and returns the descriptor.
    public static func connect(path: String) throws(SocketError) -> Int32 {
        let fd = try makeSocket(path: path)
        var address = try socketAddress(path)
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if status != 0 {
            let error = SocketError("connect to", path: path)
            close(fd)
            throw error
        }
        return fd
    }

    /// Creates, binds and listens on a socket at `path` with permission bits
    /// `mode`, and returns the descriptor.
    ///
    /// A stale socket file left by a process that died is replaced; a socket
    /// that another process still serves is not (the call fails with
    /// `EADDRINUSE`), and neither is a file that is not a socket.
    ///
    /// The backlog is the system's maximum unless one is given: the kernel
    /// cuts any larger one to `net.core.somaxconn` (4096 on Debian 12), the
    /// backlog systemd gives the socket it passes (a burst of clients would
    /// otherwise see EAGAIN from a non-blocking connect at 128).
    public static func listen(path: String, mode: mode_t, backlog: Int32 = .max) throws(SocketError) -> Int32 {
        try removeStaleSocket(at: path)
        let fd = try makeSocket(path: path)
        var address = try socketAddress(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else {
            let error = SocketError("bind", path: path)
            close(fd)
            throw error
        }
        guard chmod(path, mode) == 0, Glibc.listen(fd, backlog) == 0 else {
            let error = SocketError("listen on", path: path)
            close(fd)
            unlink(path)
            throw error
        }
        return fd
    }

    /// Accepts a connection on a listening socket; the new descriptor is
    /// closed on exec. Returns -1 with `errno` set on failure.
    public static func accept(_ listening: Int32) -> Int32 {
        let fd = Glibc.accept(listening, nil, nil)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }

    /// Who is at the other end of the connected socket `fd` (`SO_PEERCRED`:
    /// the kernel's word, which a client cannot forge); `nil` if unknown.
    public static func peerCredentials(_ fd: Int32) -> PeerCredentials? {
        var credentials = PeerCredentials(pid: 0, uid: 0, gid: 0)
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
            length == socklen_t(MemoryLayout<PeerCredentials>.size)
        else { return nil }
        return credentials
    }

    /// The supplementary groups of the process at the other end of `fd`
    /// (`SO_PEERGROUPS`, Linux 4.13 and later), as they were when it
    /// connected; `nil` where the kernel cannot say.
    public static func peerGroups(_ fd: Int32) -> [UInt32]? {
        let peerGroupsOption: Int32 = 59  // SO_PEERGROUPS, which does not import
        var groups = [UInt32](repeating: 0, count: 64)
        var length = socklen_t(groups.count * MemoryLayout<UInt32>.size)
        var status = getsockopt(fd, SOL_SOCKET, peerGroupsOption, &groups, &length)
        if status != 0 && errno == ERANGE {
            groups = [UInt32](repeating: 0, count: Int(length) / MemoryLayout<UInt32>.size)
            status = getsockopt(fd, SOL_SOCKET, peerGroupsOption, &groups, &length)
        }
        guard status == 0 else { return nil }
        return Array(groups.prefix(Int(length) / MemoryLayout<UInt32>.size))
    }

    /// Sets how long a write on `fd` may wait before failing with `EAGAIN`.
    public static func setSendTimeout(_ fd: Int32, seconds: Double) {
        var timeout = timeval(seconds: seconds)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sets how long a read on `fd` may wait before failing with `EAGAIN`.
    public static func setReceiveTimeout(_ fd: Int32, seconds: Double) {
        var timeout = timeval(seconds: seconds)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func makeSocket(path: String) throws(SocketError) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SocketError("socket", path: path) }
        return fd
    }

    private static func socketAddress(_ path: String) throws(SocketError) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity else {
            throw SocketError("socket path too long (at most \(capacity - 1) bytes)", code: ENAMETOOLONG, path: path)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return address
    }

    private static func removeStaleSocket(at path: String) throws(SocketError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFSOCK else {
            throw SocketError("refusing to replace a file that is not a socket:", code: EEXIST, path: path)
        }
        if let fd = try? connect(path: path) {
            close(fd)
            throw SocketError("another trackd is serving", code: EADDRINUSE, path: path)
        }
        unlink(path)
    }
}

extension timeval {
    /// `seconds` as a `timeval`, to the microsecond.
    init(seconds: Double) {
        let whole = seconds.rounded(.down)
        self.init(tv_sec: Int(whole), tv_usec: Int(((seconds - whole) * 1_000_000).rounded()))
    }
}

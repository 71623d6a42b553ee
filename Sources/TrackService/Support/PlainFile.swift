import CUnnamedFile
import Glibc
import TrackStorage

/// A regular file opened with POSIX calls: the daemon reads its
/// configuration and spools request bodies through it, without Foundation's
/// `FileHandle`.
final class PlainFile {
    private(set) var path: String
    private let fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// Opens `path` for reading.
    static func open(reading path: String) throws(FileError) -> PlainFile {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError("open", path: path) }
        return PlainFile(path: path, fd: fd)
    }

    /// Creates `path`, which must not exist yet, readable and writable by
    /// its owner only, or with `mode` exactly (the umask does not narrow it
    /// further: the caller's setting says what it is).
    static func create(exclusive path: String, mode: mode_t = 0o600) throws(FileError) -> PlainFile {
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileError("create", path: path) }
        let file = PlainFile(path: path, fd: fd)
        if mode != 0o600 {
            guard fchmod(fd, mode) == 0 else { throw FileError("chmod", path: path) }
        }
        return file
    }

    /// Creates a file without a name in `directory`: gone when closed,
    /// after a crash too (a 19 MB upload left in the temporary folder by
    /// every kill -9 would fill a Pi's /tmp). Its ``path`` is
    /// `/proc/self/fd/N`, which opens the same file for reading while this
    /// one is open. Made nameless from the start (`O_TMPFILE`); where the
    /// file system cannot, created as `name` there and unlinked at once
    /// (a crash between the two leaves it behind).
    static func createUnnamed(in directory: String, name: String) throws(FileError) -> PlainFile {
        let unnamed = trackd_open_unnamed(directory)
        let file: PlainFile
        if unnamed >= 0 {
            file = PlainFile(path: directory, fd: unnamed)
        } else {
            guard errno == EOPNOTSUPP || errno == EISDIR else { throw FileError("create", path: directory) }
            let path = directory + "/" + name
            file = try create(exclusive: path)
            guard unlink(path) == 0 else { throw FileError("unlink", path: path) }
        }
        file.path = "/proc/self/fd/\(file.fd)"
        return file
    }

    /// Reads from the current position to the end.
    func readToEnd() throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError("read", path: path)
            }
            bytes += chunk[..<count]
        }
    }

    /// Writes all of `bytes`, retrying after short writes.
    func write(_ bytes: [UInt8]) throws(FileError) {
        try FileDescriptor.write(bytes, to: fd, path: path)
    }

    /// Waits until what was written is on the disk.
    func sync() throws(FileError) {
        guard fsync(fd) == 0 else { throw FileError("sync", path: path) }
    }
}

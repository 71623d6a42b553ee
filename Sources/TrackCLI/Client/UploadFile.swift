import Glibc
import TrackClient

/// A file on its way to trackd (an import), read a chunk at a time. Only a
/// regular file whose size says what it holds is sent: the request
/// announces that size, and trackd waits for exactly that many bytes.
final class UploadFile: UploadSource {
    private let descriptor: Int32
    /// The number of bytes that will be sent.
    let size: Int

    /// Opens `path` for reading and checks that it can be sent whole.
    /// - Throws: ``OutputError`` with the path and the reason: the system's,
    ///   or what the file is instead of a regular file (a folder, a FIFO, a
    ///   device, a kernel file whose size says nothing), or that it is
    ///   larger than `maximumBytes`.
    init(path: String, maximumBytes: Int) throws {
        // Not blocking: a FIFO must not hold trackctl up until a writer comes.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw OutputError("cannot read \(path): \(String(cString: strerror(errno)))") }
        self.descriptor = descriptor
        var information = stat()
        guard fstat(descriptor, &information) == 0 else {
            throw OutputError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        if let kind = FileKind.irregular(mode: information.st_mode) {
            throw OutputError("cannot import \(path): it is \(kind), not a GPX file")
        }
        size = Int(information.st_size)
        guard size <= maximumBytes else {
            throw OutputError(
                "cannot import \(path): it is \(size >> 20) MiB; trackd imports files of up to \(maximumBytes >> 20) MiB"
            )
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // A kernel file (/proc, /sys) says it is empty and yet has bytes.
        if size == 0, try !read(upTo: 1).isEmpty {
            throw OutputError(
                "cannot import \(path): its size says nothing of what it holds (a kernel file), not a GPX file")
        }
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from where reading stands; empty at the end.
    /// - Throws: ``OutputError`` naming the reason when the read fails.
    func read(upTo count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, count) }
            if got >= 0 { return Array(bytes.prefix(got)) }
            guard errno == EINTR else { throw OutputError("cannot read the file: \(String(cString: strerror(errno)))") }
        }
    }
}

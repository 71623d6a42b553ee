import Glibc

/// A file on its way to trackd (an import), read a chunk at a time.
final class UploadFile {
    private let descriptor: Int32

    /// Opens `path` for reading.
    /// - Throws: ``OutputError`` with the system's reason when it cannot.
    init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputError(String(cString: strerror(errno))) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The file's size in bytes, or `nil` when it is not a regular file (a
    /// folder, a FIFO, a device), whose size says nothing of what it holds.
    var regularFileSize: Int? {
        var information = stat()
        guard fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(information.st_size)
    }

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

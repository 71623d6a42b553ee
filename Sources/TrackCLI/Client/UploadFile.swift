import Glibc

/// A file on its way to trackd (an import), read a chunk at a time.
final class UploadFile {
    private let descriptor: Int32

    /// Opens `path` for reading; `nil` with `errno` set when it cannot be.
    init?(path: String) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
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

import FoundationEssentials
import Glibc

/// Writing to standard output and error without crashing when the reader has
/// gone (`trackctl export 1 | head`): with SIGPIPE ignored, a write to a
/// closed pipe fails with EPIPE, which ``output(_:)`` throws.
enum StandardStreams {
    /// Writes `data` to standard output.
    /// - Throws: when standard output is closed or full.
    static func output(_ data: Data) throws {
        try write(Array(data), to: STDOUT_FILENO)
    }

    /// Writes a line to standard error, dropping it if that is closed.
    static func error(_ line: String) {
        try? write(Array((line + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes all of `bytes` to `descriptor`.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputError(String(cString: strerror(errno)), errorNumber: errno)
            }
            offset += written
        }
    }
}

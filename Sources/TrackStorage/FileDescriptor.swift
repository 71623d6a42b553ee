import Glibc

/// Whole writes to an open file: the fix journal and its damaged copies,
/// the owner note, the daemon's log lines and spooled files.
public enum FileDescriptor {
    /// Writes all of `bytes` to the descriptor `fd`, retrying after short
    /// writes and interruptions; returns the `errno` of a write that failed
    /// (`EIO` for one that wrote nothing), `nil` when all were written.
    public static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written < 0 { return errno }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }

    /// Writes all of `bytes` to `fd`, the file at `path`.
    /// - Throws: ``FileError`` when a write fails.
    public static func write(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
        if let code = write(bytes, to: fd) { throw FileError("write", path: path, code: code) }
    }
}

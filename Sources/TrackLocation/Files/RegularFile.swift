import Glibc
import TrackModel

/// Opening a track file to read: a regular file only, never waiting for a
/// writer (a FIFO would hold trackd up until one came).
enum RegularFile {
    /// Opens `path` for reading; `kind` names the file in the error ("a
    /// GPX file").
    /// - Returns: the descriptor, blocking again once the file is known to
    ///   be regular.
    /// - Throws: ``TrackFileError`` when it cannot be opened or is not a
    ///   regular file.
    static func open(_ path: String, as kind: String) throws(TrackFileError) -> Int32 {
        let file = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else {
            throw TrackFileError(
                path: path, line: nil, reason: "cannot open the file: \(String(cString: strerror(errno)))")
        }
        if let other = notRegular(file) {
            close(file)
            throw TrackFileError(path: path, line: nil, reason: "it is \(other), not \(kind)")
        }
        _ = fcntl(file, F_SETFL, fcntl(file, F_GETFL) & ~O_NONBLOCK)
        return file
    }

    /// Reads up to `count` bytes of `file` into the start of `buffer`,
    /// again when a signal interrupts the read.
    /// - Returns: how many bytes were read; 0 at the end of the file.
    /// - Throws: ``TrackFileError`` naming `path` and the system's reason.
    static func read(_ file: Int32, into buffer: inout [UInt8], count: Int, path: String) throws(TrackFileError) -> Int
    {
        while true {
            let read = buffer.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, min(count, $0.count)) }
            if read >= 0 { return read }
            guard errno == EINTR else {
                throw TrackFileError(
                    path: path, line: nil, reason: "cannot read the file: \(String(cString: strerror(errno)))")
            }
        }
    }

    private static func notRegular(_ file: Int32) -> String? {
        var information = stat()
        guard fstat(file, &information) == 0 else { return nil }
        switch information.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}

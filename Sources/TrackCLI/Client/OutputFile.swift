import FoundationEssentials
import Glibc

/// A file written whole or not at all: the bytes go to a temporary file
/// beside it, which takes the file's name only once everything has arrived.
/// An export cut short never leaves a truncated file behind, nor spoils one
/// that was there before.
final class OutputFile {
    let path: String
    private let temporaryPath: String
    private let descriptor: Int32
    private var isOpen = true
    private(set) var bytesWritten = 0

    /// Creates the temporary file in the folder of `path`.
    /// - Throws: ``OutputError`` when that folder cannot be written.
    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporaryPath =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).trackctl-\(getpid())").path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw OutputError("cannot write \(path): \(String(cString: strerror(errno)))") }
    }

    func write(_ bytes: [UInt8]) throws {
        do {
            try StandardStreams.write(bytes, to: descriptor)
        } catch {
            throw OutputError("cannot write \(path): \(error)")
        }
        bytesWritten += bytes.count
    }

    /// Gives the finished file its name, replacing what was there.
    func commit() throws {
        let synced = fsync(descriptor) == 0
        let reason = synced ? "" : String(cString: strerror(errno))
        isOpen = false
        guard close(descriptor) == 0, synced else {
            let closing = synced ? String(cString: strerror(errno)) : reason
            unlink(temporaryPath)
            throw OutputError("cannot write \(path): \(closing)")
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw OutputError("cannot write \(path): \(reason)")
        }
    }

    /// Removes the temporary file; `path` stays as it was.
    func discard() {
        if isOpen {
            isOpen = false
            close(descriptor)
        }
        unlink(temporaryPath)
    }
}

/// A file could not be written or read; the message says which and why.
struct OutputError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

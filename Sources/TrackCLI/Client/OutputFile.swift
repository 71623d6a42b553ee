import FoundationEssentials
import Glibc

/// A file written whole or not at all: the bytes go to a temporary file
/// beside it, which takes the file's name only once everything has arrived.
/// An export cut short never leaves a truncated file behind, nor spoils one
/// that was there before.
///
/// Only a regular file is written. A device, FIFO, socket or folder at the
/// path is refused before anything is written; a symbolic link is written
/// through (the file it points to is replaced, the link stays); a file that
/// was there keeps its permissions and, where trackctl may give it, its
/// owner.
final class OutputFile {
    /// The path as given, for messages.
    let path: String
    /// The regular file that is written: `path`, or where its links lead.
    private let targetPath: String
    private let temporaryPath: String
    private let descriptor: Int32
    private var isOpen = true
    private(set) var bytesWritten = 0

    /// Checks what is at `path` and creates the temporary file beside it.
    /// - Throws: ``OutputError`` for anything but a regular file or nothing
    ///   at `path`, and when the folder cannot be written.
    init(path: String) throws {
        self.path = path
        let existing: stat?
        (targetPath, existing) = try Self.target(of: path)
        let url = URL(fileURLWithPath: targetPath)
        temporaryPath =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).trackctl-\(getpid())").path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutputError(writing: path, errno) }
        // A new file gets the usual permissions (0666 less the umask); one
        // that was there keeps its own.
        let mask = umask(0)
        umask(mask)
        var mode = 0o666 & ~mask
        if let existing {
            mode = existing.st_mode & 0o7777
            // Root may give the file back to its owner; anyone else keeps
            // the group at least where they belong to it.
            if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
                _ = fchown(descriptor, UInt32.max, existing.st_gid)
            }
        }
        guard fchmod(descriptor, mode) == 0 else {
            let error = OutputError(writing: path, errno)
            discard()
            throw error
        }
    }

    /// Where `path` leads and what is there (`nil`: nothing yet).
    /// - Throws: ``OutputError`` when it is not a regular file, or is a link
    ///   that leads nowhere.
    private static func target(of path: String) throws -> (String, stat?) {
        var information = stat()
        guard lstat(path, &information) == 0 else {
            guard errno == ENOENT else { throw OutputError(writing: path, errno) }
            return (path, nil)
        }
        var target = path
        if information.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw OutputError("cannot write \(path): it is a symbolic link to nothing that exists")
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &information) == 0 else { throw OutputError(writing: path, errno) }
        }
        if let kind = FileKind.irregular(mode: information.st_mode) {
            throw OutputError("cannot write \(path): it is \(kind); --output writes regular files only")
        }
        return (target, information)
    }

    func write(_ bytes: [UInt8]) throws {
        do {
            try StandardStreams.write(bytes, to: descriptor)
        } catch let error as OutputError {
            throw OutputError("cannot write \(path): \(error)", errorNumber: error.errorNumber)
        }
        bytesWritten += bytes.count
    }

    /// Gives the finished file its name, replacing what was there.
    func commit() throws {
        let synced = fsync(descriptor) == 0
        let syncError = errno
        isOpen = false
        guard close(descriptor) == 0, synced else {
            let error = OutputError(writing: path, synced ? errno : syncError)
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, targetPath) == 0 else {
            let error = OutputError(writing: path, errno)
            unlink(temporaryPath)
            throw error
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
    /// The system's error number, when a system call failed.
    var errorNumber: Int32?

    init(_ description: String, errorNumber: Int32? = nil) {
        self.description = description
        self.errorNumber = errorNumber
    }

    /// `cannot write PATH: REASON` for the system's error `number`.
    init(writing path: String, _ number: Int32) {
        self.init("cannot write \(path): \(String(cString: strerror(number)))", errorNumber: number)
    }
}

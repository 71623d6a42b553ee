import FoundationEssentials
import Glibc

/// Keeps a database to one trackd at a time.
///
/// Two trackds recording into one file would both append to its unsaved
/// recording. The lock is an exclusive `flock` on the database file itself,
/// taken before anything reads or writes it, so it holds whatever path
/// leads to the file (a symlink, another spelling) and the kernel lets go of
/// it when its holder dies, however it dies. Beside the file's real path,
/// `<file>-owner` says who holds it (PID and control socket), for the
/// message the next one gets.
public final class DatabaseLock: Sendable {
    private let descriptor: Int32
    private let ownerPath: String

    private init(descriptor: Int32, ownerPath: String) {
        self.descriptor = descriptor
        self.ownerPath = ownerPath
    }

    /// Takes the lock on the database at `path` (creating the file, mode
    /// 0600, and its folder when missing) for a trackd listening on
    /// `socketPath`.
    /// - Throws: ``StorageError/inUse(path:owner:)`` when another trackd has
    ///   it, ``StorageError/linkBeside(link:target:)`` when a file beside it
    ///   is a symbolic link; the files are left untouched. A file that
    ///   cannot be opened at all is left to the database to report.
    public static func acquire(path: String, socketPath: String) throws -> DatabaseLock? {
        try FilesBesideDatabase.refuseLinks(besides: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
        var descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 && errno == ENOENT {
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { return nil }
        let ownerPath =
            (realpath(path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? path) + "-owner"
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            let owner = (try? String(contentsOfFile: ownerPath, encoding: .utf8))?
                .split(separator: "\n").first.map(String.init)
            throw StorageError.inUse(path: path, owner: owner ?? "PID unknown")
        }
        let lock = DatabaseLock(descriptor: descriptor, ownerPath: ownerPath)
        lock.recordOwner(socketPath: socketPath)
        return lock
    }

    /// Writes who holds the lock beside the file (best effort: a folder
    /// that cannot be written only costs the next trackd the details).
    private func recordOwner(socketPath: String) {
        let temporary = ownerPath + ".\(getpid())"
        let bytes = Array("PID \(getpid()), socket \(socketPath)\n".utf8)
        unlink(temporary)  // one an earlier trackd of this PID left
        // Never through a link: one planted under this name fails the open.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let failed = FileDescriptor.write(bytes, to: descriptor) != nil
        close(descriptor)
        if failed || rename(temporary, ownerPath) != 0 { unlink(temporary) }
    }

    /// Lets go of the lock (at shutdown).
    public func release() {
        unlink(ownerPath)
        close(descriptor)
    }
}

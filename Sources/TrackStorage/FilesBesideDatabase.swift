import FoundationEssentials
import Glibc

/// The files trackd and SQLite keep beside a database: the fix journal and
/// its damaged copies, the owner note, SQLite's WAL, shared memory and
/// rollback journal.
///
/// None may be a symbolic link. In a folder another user can write (the
/// system's temporary folder, a shared mount), a planted link would make
/// trackd, perhaps root, truncate or overwrite whatever it points to. So
/// trackd looks before it touches anything: a link refuses the start with a
/// message naming it, having changed nothing on disk. The files trackd
/// opens itself are opened with `O_NOFOLLOW` as well, so that a link
/// planted after the look fails the open rather than being followed.
enum FilesBesideDatabase {
    /// What follows the database's name in each file's name.
    static let suffixes = ["-fixes", "-fixes.damaged", "-owner", "-wal", "-shm", "-journal"]

    /// Refuses any of the files beside the database at `path` (and beside
    /// the file it links to, when the database itself is a link, where
    /// SQLite keeps them) that is a symbolic link.
    /// - Throws: ``StorageError/linkBeside(link:target:)``.
    static func refuseLinks(besides path: String) throws(StorageError) {
        var bases = [path]
        if let real = realpath(path, nil) {
            bases.append(String(cString: real))
            free(real)
        }
        for base in Set(bases).sorted() {
            for name in suffixes.map({ base + $0 }) + damagedCopies(of: base + "-fixes") {
                var status = stat()
                guard lstat(name, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { continue }
                throw StorageError.linkBeside(link: name, target: target(of: name))
            }
        }
    }

    /// The damaged copies of the journal at `journal` in its folder
    /// (`tracks.db-fixes.damaged-…`).
    private static func damagedCopies(of journal: String) -> [String] {
        let url = URL(fileURLWithPath: journal)
        let folder = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + ".damaged-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.map { folder + "/" + $0 }
    }

    /// Where the link at `path` points, as written in it.
    private static func target(of path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

import Glibc

/// The file beside the database (`tracks.db-fixes`) that a recorded point
/// is appended to, one line each (``JournalRecord``), before it is counted:
/// a write of a hundred bytes or so, where a commit to SQLite writes whole
/// 4 KiB pages to its WAL and again to the database. Points are folded into
/// the tables in batches, and the journal emptied.
///
/// With durability full, each append is on the disk (fdatasync) before it
/// returns; with normal, it is with the kernel, which a crash of trackd
/// cannot take back (only a power cut can). An append that fails leaves the
/// file as it was.
final class FixJournal {
    let path: String
    private let fd: Int32
    /// Bytes of whole records in the file.
    private var size: off_t

    /// Opens (creating) the journal at `path`.
    /// - Throws: ``FileError`` when it cannot.
    init(path: String) throws(FileError) {
        self.path = path
        fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileError("open", path: path) }
        size = lseek(fd, 0, SEEK_END)
    }

    deinit { close(fd) }

    /// The records in the file, in order; a torn or damaged line ends them
    /// (nothing after it was ever counted).
    func records() throws(FileError) -> [JournalRecord] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError("read", path: path)
            }
            if count == 0 { break }
            bytes += chunk.prefix(count)
            offset += off_t(count)
        }
        var records: [JournalRecord] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            guard let record = JournalRecord(line: line) else { break }
            records.append(record)
        }
        return records
    }

    /// Appends `records` in one write, on the disk before returning when
    /// `sync`: all of them or none.
    /// - Throws: ``FileError`` (a full disk); the file is as it was.
    func append(_ records: [JournalRecord], sync: Bool) throws(FileError) {
        let bytes = records.flatMap(\.line)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = FileError("write", path: path)
                _ = ftruncate(fd, size)
                throw failure
            }
            written += count
        }
        if sync && fdatasync(fd) != 0 {
            let failure = FileError("sync", path: path)
            _ = ftruncate(fd, size)
            throw failure
        }
        size += off_t(bytes.count)
    }

    /// Empties the journal, once what it held is in the tables.
    func reset() throws(FileError) {
        guard size > 0 else { return }
        guard ftruncate(fd, 0) == 0 else { throw FileError("truncate", path: path) }
        size = 0
    }
}

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

    /// Opens (creating) the journal at `path`, never through a symbolic
    /// link.
    /// - Throws: ``FileError`` when it cannot (ELOOP for a link).
    init(path: String) throws(FileError) {
        self.path = path
        fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileError("open", path: path) }
        size = lseek(fd, 0, SEEK_END)
    }

    deinit { close(fd) }

    /// What reading the journal found: its records, in order, and the
    /// damaged lines (a bad sector, a stray write) left out between and
    /// after them. A torn last line, a write a crash cut short, is no
    /// damage: it was never counted.
    struct Reading {
        var records: [JournalRecord] = []
        var damagedLines = 0
        var damagedBytes = 0
        /// The first damaged line's number, from 1.
        var firstDamagedLine: Int?
        /// The whole file, kept when it is damaged so that it can be set
        /// aside for a person to look at.
        var bytes: [UInt8] = []

        /// Counts a run of `lines` damaged lines, the first numbered `first`.
        mutating func countDamage(lines: Int, bytes: Int, from first: Int) {
            guard lines > 0 else { return }
            damagedLines += lines
            damagedBytes += bytes
            firstDamagedLine = firstDamagedLine ?? first
        }
    }

    /// The fewest bytes a record's line takes: the most records a damaged
    /// stretch of the file can have held is its length over this.
    static let shortestLine = 20

    /// Reads every record that is whole and in its place, skipping damaged
    /// lines: one bad line does not take the records after it along.
    /// A record is in its place when its sequence number comes after the
    /// last one read and no further ahead than the lines skipped since can
    /// explain; the first may not run ahead of `folded`, the last sequence
    /// number in the tables, by more than that either.
    func read(folded: Int64) throws(FileError) -> Reading {
        let bytes = try contents()
        var reading = Reading()
        var skippedLines = 0
        var skippedBytes = 0
        var skipStart = 0
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            let text = String(decoding: line, as: UTF8.self)
            let reach = Int64(1 + skippedLines + skippedBytes / Self.shortestLine)
            if let record = JournalRecord(line: text[...]),
                record.sequence <= (reading.records.last?.sequence ?? folded) + reach,
                record.sequence > reading.records.last?.sequence ?? Int64.min
            {
                reading.records.append(record)
                reading.countDamage(lines: skippedLines, bytes: skippedBytes, from: skipStart)
                skippedLines = 0
                skippedBytes = 0
            } else {
                if skippedLines == 0 { skipStart = index + 1 }
                skippedLines += 1
                skippedBytes += line.count + 1
            }
        }
        let torn = skippedLines == 1 && bytes.last != UInt8(ascii: "\n")
        if !torn { reading.countDamage(lines: skippedLines, bytes: skippedBytes, from: skipStart) }
        if reading.damagedLines > 0 { reading.bytes = bytes }
        return reading
    }

    /// Writes `bytes` (a damaged journal's) beside the journal as a new
    /// file, `tracks.db-fixes.damaged-20261125T101500Z` for the time
    /// `stamp` (`-2` after it when that name is taken), mode 0600, never
    /// through a link; returns its path.
    func setAside(_ bytes: [UInt8], stamp: String) throws(FileError) -> String {
        var attempt = 1
        while true {
            let copy = path + ".damaged-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            let fd = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard fd >= 0 else {
                if errno == EEXIST && attempt < 100 {
                    attempt += 1
                    continue
                }
                throw FileError("open", path: copy)
            }
            defer { close(fd) }
            try FileDescriptor.write(bytes, to: fd, path: copy)
            return copy
        }
    }

    /// The file's bytes.
    private func contents() throws(FileError) -> [UInt8] {
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
        return bytes
    }

    /// Appends `records` in one write, on the disk before returning when
    /// `sync`: all of them or none.
    /// - Throws: ``FileError`` (a full disk); the file is as it was.
    func append(_ records: [JournalRecord], sync: Bool) throws(FileError) {
        let bytes = records.flatMap(\.line)
        do {
            try FileDescriptor.write(bytes, to: fd, path: path)
        } catch {
            _ = ftruncate(fd, size)
            throw error
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

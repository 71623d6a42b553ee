import Glibc
import TrackModel

/// Reads a text file a line at a time, 64 KiB from the disk at a time, so
/// that memory stays flat whatever the size of the file: what the CSV and
/// NMEA readers read through.
final class LineReader {
    let path: String
    /// The number of the line ``next()`` returned last, from 1.
    private(set) var lineNumber = 0

    /// The longest line taken, bytes: a file of one endless line is not a
    /// track file.
    static let longestLine = 65_536
    private static let chunkSize = 65_536

    private let file: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: LineReader.chunkSize)
    private var start = 0
    private var atEnd = false

    /// Opens `path`; `kind` names the file in errors ("a CSV file").
    init(path: String, kind: String) throws(TrackFileError) {
        self.path = path
        file = try RegularFile.open(path, as: kind)
    }

    deinit { close(file) }

    /// The next line without its line break (`\n` or `\r\n`), or `nil` at
    /// the end of the file.
    /// - Throws: ``TrackFileError`` when the file cannot be read or a line
    ///   is longer than ``longestLine``.
    func next() throws(TrackFileError) -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var line = buffer[start..<newline]
                start = newline + 1
                if line.last == 0x0D { line = line.dropLast() }
                lineNumber += 1
                guard line.count <= Self.longestLine else { throw error(longLine) }
                return line
            }
            if buffer.count - start > Self.longestLine { throw error(line: lineNumber + 1, longLine) }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lineNumber += 1
                return line.last == 0x0D ? line.dropLast() : line
            }
            try fill()
        }
    }

    private var longLine: String { "a line longer than \(Self.longestLine) bytes" }

    /// An error at `line` (the current one when `nil`).
    func error(line: Int? = nil, _ reason: String) -> TrackFileError {
        TrackFileError(path: path, line: line ?? lineNumber, reason: reason)
    }

    private func fill() throws(TrackFileError) {
        buffer.removeFirst(start)
        start = 0
        let count = try RegularFile.read(file, into: &chunk, count: Self.chunkSize, path: path)
        buffer.append(contentsOf: chunk[..<count])
        if count == 0 { atEnd = true }
    }
}

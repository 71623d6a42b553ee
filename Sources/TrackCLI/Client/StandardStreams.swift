import Foundation

/// Writing to standard output and error without crashing when the reader has
/// gone (`trackctl export 1 | head`): Foundation's non-throwing `write` traps
/// on a broken pipe.
enum StandardStreams {
    /// Writes `data` to standard output.
    /// - Throws: when standard output is closed or full.
    static func output(_ data: Data) throws {
        try FileHandle.standardOutput.write(contentsOf: data)
    }

    /// Writes a line to standard error, dropping it if that is closed.
    static func error(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }
}

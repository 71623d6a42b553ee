import Foundation

/// A file written whole or not at all: the bytes go to a temporary file
/// beside it, which takes the file's name only once everything has arrived.
/// An export cut short never leaves a truncated file behind, nor spoils one
/// that was there before.
final class OutputFile {
    let path: String
    private let temporaryPath: String
    private let handle: FileHandle
    private(set) var bytesWritten = 0

    /// Creates the temporary file in the folder of `path`.
    /// - Throws: ``OutputError`` when that folder cannot be written.
    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporaryPath =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).trackctl-\(getpid())").path
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else { throw OutputError("cannot write \(path): \(String(cString: strerror(errno)))") }
        self.handle = handle
    }

    func write(_ bytes: [UInt8]) throws {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw OutputError("cannot write \(path): \(error.localizedDescription)")
        }
        bytesWritten += bytes.count
    }

    /// Gives the finished file its name, replacing what was there.
    func commit() throws {
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            discard()
            throw OutputError("cannot write \(path): \(error.localizedDescription)")
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw OutputError("cannot write \(path): \(reason)")
        }
    }

    /// Removes the temporary file; `path` stays as it was.
    func discard() {
        try? handle.close()
        unlink(temporaryPath)
    }
}

/// The output file could not be written; the message says which and why.
struct OutputError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

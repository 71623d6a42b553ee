import Foundation
import Testing
import TrackStorage

@testable import TrackService

/// The daemon's small POSIX-backed pieces: files, descriptors, the user database.
@Suite("System support")
struct SystemSupportTests {
    @Test("reads a whole file and names a missing one with the system's reason")
    func plainFileRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/data"
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try PlainFile.create(exclusive: path).write(bytes)
        #expect(try PlainFile.open(reading: path).readToEnd() == bytes)
        #expect(throws: FileError("create", path: path, code: EEXIST)) { try PlainFile.create(exclusive: path) }
        let missing = directory + "/missing"
        #expect(throws: FileError("open", path: missing, code: ENOENT)) { try PlainFile.open(reading: missing) }
        #expect(
            FileError("open", path: missing, code: ENOENT).description == "open \(missing): No such file or directory")
    }

    @Test("a file without a name never shows in its folder, reads back while open, and is gone when closed")
    func unnamedFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unnamed-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var file: PlainFile? = try PlainFile.createUnnamed(in: directory, name: "body")
        try file?.write(bytes)
        let path = try #require(file?.path)
        #expect(path.hasPrefix("/proc/self/fd/"))
        // Made without a name (O_TMPFILE), not named and then unlinked: a
        // crash between the two would leave it in the folder.
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: path)
        #expect(!target.contains("body"), "the file had a name: \(target)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        #expect(try PlainFile.open(reading: path).readToEnd() == bytes)
        file = nil
        #expect(throws: FileError.self) { try PlainFile.open(reading: path) }
        let missing = directory + "/missing"
        #expect(throws: FileError("create", path: missing, code: ENOENT)) {
            try PlainFile.createUnnamed(in: missing, name: "body")
        }
    }

    @Test("the user database: names for IDs, the ID for a group name, nothing for what is not there")
    func userDatabase() {
        #expect(UserDatabase.userName(0) == "root")
        #expect(UserDatabase.groupName(0) == "root")
        #expect(UserDatabase.groupID(named: "root") == 0)
        #expect(UserDatabase.userName(4_000_000_000) == nil)
        #expect(UserDatabase.groupID(named: "no-such-group-\(UUID().uuidString.prefix(8))") == nil)
    }

    @Test("writing to a descriptor: every byte, or the reason it failed")
    func writeToDescriptor() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = [UInt8]("a line\n".utf8)
        #expect(FileDescriptor.write(bytes, to: ends[1]) == nil)
        close(ends[1])
        var read = [UInt8](repeating: 0, count: 64)
        #expect(Glibc.read(ends[0], &read, read.count) == bytes.count)
        #expect(Array(read.prefix(bytes.count)) == bytes)
        #expect(FileDescriptor.write(bytes, to: ends[1]) == EBADF)
    }
}

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

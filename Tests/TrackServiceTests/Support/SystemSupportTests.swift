import Foundation
import Testing

@testable import TrackService

/// The small POSIX-backed pieces that replace Foundation's in the daemon.
@Suite("System support")
struct SystemSupportTests {
    @Test("formats numbers as printf does, however long the result")
    func cFormat() {
        #expect(String(cFormat: "%.1f km/h", 12.25) == "12.2 km/h")
        #expect(String(cFormat: "%d:%02d:%02d", 1, 2, 3) == "1:02:03")
        #expect(String(cFormat: "%.6f, %.6f", 48.1371, -11.5) == "48.137100, -11.500000")
        let long = String(cFormat: "%.12f", 1e60)
        #expect(long == String(format: "%.12f", 1e60))
        #expect(long.count > 64)
    }

    @Test("trims white space at the ends only")
    func trimming() {
        #expect(" \t a b \r\n".trimmingWhitespace() == "a b")
        #expect("   ".trimmingWhitespace() == "")
        #expect("a  b  \n".trimmingTrailingWhitespace() == "a  b")
        #expect("  a".trimmingTrailingWhitespace() == "  a")
    }

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
        #expect(PlainFile.write(bytes, to: ends[1]) == nil)
        close(ends[1])
        var read = [UInt8](repeating: 0, count: 64)
        #expect(Glibc.read(ends[0], &read, read.count) == bytes.count)
        #expect(Array(read.prefix(bytes.count)) == bytes)
        #expect(PlainFile.write(bytes, to: ends[1]) == EBADF)
    }

    @Test("a condition times out at its deadline and wakes when signalled")
    func conditionWaits() {
        let condition = Condition()
        let timedOut = condition.withLock { !condition.wait(until: Date().addingTimeInterval(0.05)) }
        #expect(timedOut)

        let state = ReadySignal()
        try? DetachedThread.start(named: "signaller") {
            condition.withLock {
                state.isReady = true
                condition.broadcast()
            }
        }
        let sawReady = condition.withLock {
            while !state.isReady {
                guard condition.wait(until: Date().addingTimeInterval(10)) else { return false }
            }
            return true
        }
        #expect(sawReady)
    }

    @Test("a detached thread runs under its name")
    func threadName() throws {
        let condition = Condition()
        let seen = NameBox()
        try DetachedThread.start(named: "a-very-long-thread-name") {
            let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            condition.withLock {
                seen.name = name.trimmingWhitespace()
                condition.broadcast()
            }
        }
        condition.withLock {
            while seen.name == nil { _ = condition.wait(until: Date().addingTimeInterval(10)) }
        }
        #expect(seen.name == "a-very-long-thr")
    }
}

/// State shared with a test's thread, guarded by the test's condition.
private final class ReadySignal: @unchecked Sendable {
    var isReady = false
}

/// A thread's name, guarded by the test's condition.
private final class NameBox: @unchecked Sendable {
    var name: String?
}

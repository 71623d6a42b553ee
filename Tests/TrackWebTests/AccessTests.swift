import Glibc
import SyncPrimitives
import Testing

@testable import TrackWeb

@Suite("trackweb's access: the password file, sessions, this machine's names")
struct AccessTests {
    /// A file in a new temporary folder holding `text`, with `mode`.
    func file(_ text: String, mode: mode_t) throws -> String {
        var template = Array("/tmp/trackweb-test-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        let path = folder + "/password"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
        try #require(descriptor >= 0)
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        chmod(path, mode)
        return path
    }

    @Test("a password is the file's first line; the file must be its owner's alone")
    func passwordFile() throws {
        let password = try Password(file: try file("correct horse battery\nsecond line\n", mode: 0o600))
        #expect(password.matches("correct horse battery"))
        #expect(!password.matches("correct horse batter"))
        #expect(!password.matches("correct horse battery "))
        #expect(!password.matches(""))
        #expect(try Password(file: try file("eight ch", mode: 0o400)).matches("eight ch"))

        let open = try file("correct horse battery", mode: 0o640)
        #expect(throws: PasswordError.self) { try Password(file: open) }
        let short = try file("seven c\n", mode: 0o600)
        #expect(throws: PasswordError.self) { try Password(file: short) }
        #expect(throws: PasswordError.self) { try Password(file: "/nonexistent/password") }
        // A link is not followed: it could point anywhere.
        let target = try file("correct horse battery", mode: 0o600)
        let link = target + ".link"
        symlink(target, link)
        #expect(throws: PasswordError.self) { try Password(file: link) }
    }

    @Test("a session lasts a week on the monotonic clock, ends at logout, and the oldest go past the limit")
    func sessions() {
        let clock = LockedValue(MonotonicInstant(nanoseconds: 1_000_000_000))
        let sessions = Sessions(now: { clock.current })
        let token = sessions.open()
        #expect(token.count == 64)
        #expect(sessions.isOpen(token))
        #expect(!sessions.isOpen(nil))
        #expect(!sessions.isOpen(String(token.reversed())))
        clock.withValue { $0 = $0.adding(seconds: Sessions.lifetime - 1) }
        #expect(sessions.isOpen(token))
        clock.withValue { $0 = $0.adding(seconds: 2) }
        #expect(!sessions.isOpen(token))

        let other = sessions.open()
        sessions.close(other)
        #expect(!sessions.isOpen(other))

        let first = sessions.open()
        clock.withValue { $0 = $0.adding(seconds: 1) }
        let rest = (0..<Sessions.capacity).map { _ in sessions.open() }
        #expect(!sessions.isOpen(first))
        #expect(rest.allSatisfy(sessions.isOpen))
    }

    @Test("login attempts are checked one a second for everyone together; a flood past 30 s is turned away")
    func pacing() {
        let clock = LockedValue(MonotonicInstant(nanoseconds: 1_000_000_000))
        let pacing = LoginPacing(now: { clock.current })
        #expect(pacing.turn() == 0)
        #expect(pacing.turn() == 1)
        #expect(pacing.turn() == 2)
        for _ in 3...30 { _ = pacing.turn() }
        #expect(pacing.turn() == nil)
        // Once the queue has drained, the next attempt is checked at once.
        clock.withValue { $0 = $0.adding(seconds: 40) }
        #expect(pacing.turn() == 0)
    }

    @Test("on loopback only this machine's own names are served (no DNS rebinding)")
    func hostNames() {
        for host in ["localhost:8080", "127.0.0.1:8080", "127.0.0.1", "[::1]:8080", "localhost"] {
            #expect(AccessGuard.namesThisMachine(host), "\(host)")
        }
        for host in ["evil.example:8080", "192.168.4.1:8080", "localhost.evil.example", "[::2]:80"] {
            #expect(!AccessGuard.namesThisMachine(host), "\(host)")
        }
    }
}

import Glibc
import Testing

@testable import SyncPrimitives

@Suite("Condition and threads")
struct ConditionTests {
    @Test("a condition times out at its deadline and wakes when signalled")
    func conditionWaits() {
        let condition = Condition()
        let start = MonotonicInstant.now()
        let timedOut = condition.withLock { !condition.wait(until: start.adding(seconds: 0.05)) }
        #expect(timedOut)
        #expect(MonotonicInstant.now().seconds(since: start) >= 0.05)

        let state = LockedValue(false)
        try? DetachedThread.start(named: "signaller") {
            condition.withLock {
                state.withValue { $0 = true }
                condition.broadcast()
            }
        }
        let sawReady = condition.withLock {
            while !state.current {
                guard condition.wait(until: .now().adding(seconds: 10)) else { return false }
            }
            return true
        }
        #expect(sawReady)
    }

    @Test("a detached thread runs under its name, cut to 15 bytes")
    func threadName() throws {
        let condition = Condition()
        let seen = LockedValue<String?>(nil)
        try DetachedThread.start(named: "a-very-long-thread-name") {
            let name = Self.currentThreadName()
            condition.withLock {
                seen.withValue { $0 = name }
                condition.broadcast()
            }
        }
        condition.withLock {
            while seen.current == nil { _ = condition.wait(until: .now().adding(seconds: 10)) }
        }
        #expect(seen.current == "a-very-long-thr")
    }

    /// The calling thread's name, as `/proc` shows it.
    static func currentThreadName() -> String {
        guard let file = fopen("/proc/thread-self/comm", "r") else { return "" }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 && $0 != 0x0A }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

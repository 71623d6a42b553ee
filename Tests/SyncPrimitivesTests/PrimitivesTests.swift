import TestSupport
import Testing

@testable import SyncPrimitives

@Suite("Lock, locked value, FIFO queue, monotonic clock")
struct PrimitivesTests {
    @Test("a lock and a locked value keep every increment of eight threads")
    func lockedIncrements() throws {
        let counter = LockedValue(0)
        try concurrently(8) { _ in
            for _ in 0..<10_000 { counter.withValue { $0 += 1 } }
        }
        #expect(counter.current == 80_000)
    }

    @Test(
        "a FIFO queue hands elements out in order across compactions, reads them in place, and releases them when taken"
    )
    func fifoOrder() {
        var queue = FIFOQueue<Int>()
        var next = 0
        var expected = 0
        for round in 0..<50 {
            for _ in 0..<(round * 7 % 300) {
                queue.append(next)
                next += 1
            }
            for _ in 0..<(round * 5 % 200) {
                guard let value = queue.popFirst() else { break }
                #expect(value == expected)
                expected += 1
            }
            if !queue.isEmpty { #expect(queue[0] == expected && queue[queue.count - 1] == next - 1) }
        }
        while let value = queue.popFirst() {
            #expect(value == expected)
            expected += 1
        }
        #expect(expected == next)
        #expect(queue.isEmpty && queue.count == 0)

        var tokens = FIFOQueue<Token>()
        weak var taken: Token?
        do {
            let token = Token()
            taken = token
            tokens.append(token)
            tokens.append(Token())
        }
        _ = tokens.popFirst()
        #expect(taken == nil, "a taken element is still held by the queue")
    }

    @Test("monotonic instants add and subtract seconds, and never run backwards")
    func monotonic() {
        let first = MonotonicInstant.now()
        let second = MonotonicInstant.now()
        #expect(second >= first)
        let later = first.adding(seconds: 1.5)
        #expect(later.seconds(since: first) == 1.5)
        #expect(first.seconds(since: later) == -1.5)
        #expect(MonotonicInstant(nanoseconds: 10).adding(seconds: -1).nanoseconds == 0)
        #expect(first.adding(seconds: .infinity).nanoseconds == .max)
    }

    /// An object whose release a test can see.
    final class Token: Sendable {}
}

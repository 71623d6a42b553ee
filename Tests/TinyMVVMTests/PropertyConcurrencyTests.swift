import Foundation
import TestSupport
import Testing

@testable import TinyMVVM

@Suite("Property under concurrency")
struct PropertyConcurrencyTests {
    /// One value set by the stress test: which thread set it, and its count
    /// on that thread.
    struct Stamp: Sendable, Equatable {
        var thread: Int
        var count: Int
    }

    @Test("8 threads set, add and remove at once: every listener sees each thread's values in order")
    func stress() {
        let threads = 8
        let setsPerThread = 2_000
        let property = Property(Stamp(thread: -1, count: 0))
        let longLived = (0..<4).map { _ in ValueLog<Stamp>() }
        for recorder in longLived {
            property.addListener(skipCurrent: true) { recorder.append($0) }
        }
        let transientCalls = ValueLog<Int>()
        let violations = ValueLog<String>()

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for count in 1...setsPerThread {
                property.value = Stamp(thread: thread, count: count)
                if count % 50 == 0 {
                    // A listener that lives briefly while others set values.
                    let token = property.addListener { _ in transientCalls.append(thread) }
                    _ = property.value
                    property.removeListener(token)
                }
                if count % 200 == 0 {
                    // Once removeListener returns, values set afterwards must
                    // not reach the listener.
                    let afterRemoval = AfterRemovalProbe()
                    let token = property.addListener(skipCurrent: true) { stamp in
                        if afterRemoval.isMarked(stamp) { violations.append("called after removal: \(stamp)") }
                    }
                    property.removeListener(token)
                    let marker = Stamp(thread: thread, count: -count)
                    afterRemoval.mark(marker)
                    property.value = marker
                }
            }
        }

        #expect(violations.values.isEmpty)
        #expect(!transientCalls.values.isEmpty)
        let expectedPerThread = setsPerThread + setsPerThread / 200
        for recorder in longLived {
            let seen = recorder.values
            #expect(seen.count == threads * expectedPerThread)
            for thread in 0..<threads {
                let counts = seen.filter { $0.thread == thread && $0.count > 0 }.map(\.count)
                #expect(counts == Array(1...setsPerThread), "thread \(thread)'s values out of order or missing")
            }
        }
        #expect(longLived.dropFirst().allSatisfy { $0.values == longLived[0].values })
        #expect(property.listenerCount == longLived.count)
    }

    @Test("reading while others write always gives a value that was set")
    func readsSeeWrittenValues() {
        let property = Property(0)
        let bad = ValueLog<Int>()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for count in 0..<5_000 {
                if thread % 2 == 0 {
                    property.value = count * 2
                } else if property.value % 2 != 0 {
                    bad.append(property.value)
                }
            }
        }
        #expect(bad.values.isEmpty)
    }
}

/// Marks the value set after a listener's removal.
private final class AfterRemovalProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var marker: PropertyConcurrencyTests.Stamp?

    func mark(_ stamp: PropertyConcurrencyTests.Stamp) {
        lock.withLock { marker = stamp }
    }

    func isMarked(_ stamp: PropertyConcurrencyTests.Stamp) -> Bool {
        lock.withLock { marker == stamp }
    }
}

import SyncPrimitives

/// Runs `body` on `count` threads at once, each given its index, and returns
/// once every one has finished (30 s at most).
public func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) throws {
    let finished = Condition()
    let done = LockedValue(0)
    for index in 0..<count {
        try DetachedThread.start(named: "concurrent-\(index)") {
            body(index)
            finished.withLock {
                done.withValue { $0 += 1 }
                finished.broadcast()
            }
        }
    }
    let deadline = MonotonicInstant.now().adding(seconds: 30)
    finished.withLock {
        while done.current < count && finished.wait(until: deadline) {}
    }
}

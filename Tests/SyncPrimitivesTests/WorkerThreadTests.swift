import Testing

@testable import SyncPrimitives

@Suite("Worker thread")
struct WorkerThreadTests {
    @Test("stop wakes a sleeping loop at once and returns after the loop has")
    func stopWakesTheSleeper() throws {
        let worker = WorkerThread(name: "test-worker")
        let ended = LockedValue(false)
        try worker.start {
            while worker.sleep(until: .now().adding(seconds: 60)) {}
            ended.withValue { $0 = true }
        }
        let start = MonotonicInstant.now()
        worker.stop()
        #expect(ended.current, "the loop returned before stop did")
        #expect(MonotonicInstant.now().seconds(since: start) < 10)
        #expect(worker.isStopRequested)
    }

    @Test("stop returns at once when the loop never started")
    func stopWithoutStart() {
        let worker = WorkerThread(name: "test-idle")
        worker.stop()
        #expect(worker.isStopRequested)
        #expect(!worker.sleep(until: .now().adding(seconds: 60)))
    }

    @Test("work handed over is taken in order, and what is left when stopping is still taken")
    func handsOverWork() throws {
        let worker = WorkerThread(name: "test-queue")
        let queue = LockedValue<[Int]>([])
        let taken = LockedValue<[Int]>([])
        try worker.start {
            while let item = worker.wait(
                until: { !queue.current.isEmpty },
                then: { queue.withValue { $0.isEmpty ? nil : $0.removeFirst() } })
            {
                taken.withValue { $0.append(item) }
            }
        }
        for item in 1...3 { worker.signalling { queue.withValue { $0.append(item) } } }
        worker.signalling { queue.withValue { $0 += [4, 5] } }
        worker.stop()
        #expect(taken.current == [1, 2, 3, 4, 5])
    }

    @Test("a worker stopped before it started never runs its loop")
    func startAfterStop() throws {
        let worker = WorkerThread(name: "test-late")
        let ran = LockedValue(false)
        worker.stop()
        try worker.start { ran.withValue { $0 = true } }
        worker.stop()
        #expect(!ran.current)
    }

    @Test("under the worker's lock a loop waits for news or a deadline, and a stop ends the wait")
    func lockedWaits() throws {
        let worker = WorkerThread(name: "test-locked")
        let news = LockedValue(0)
        // A deadline passed: the timed wait says so at once.
        #expect(!worker.withLock { $0.wait(until: .now().adding(seconds: -1)) })
        let seen = LockedValue<[String]>([])
        try worker.start {
            worker.withLock { locked in
                while !locked.isStopRequested {
                    if news.current > 0 {
                        seen.withValue { $0.append("news") }
                        news.withValue { $0 = 0 }
                    }
                    locked.wait()
                }
                seen.withValue { $0.append("stopped") }
            }
        }
        worker.signalling { news.withValue { $0 = 1 } }
        // The loop takes the news before the stop is asked for.
        while news.current != 0 { MonotonicInstant.sleep(until: .now().adding(seconds: 0.01)) }
        worker.stop()
        #expect(seen.current == ["news", "stopped"])
    }

    @Test("a monotonic sleep lasts until its instant, and a past instant does not sleep")
    func monotonicSleep() {
        let start = MonotonicInstant.now()
        MonotonicInstant.sleep(until: start.adding(seconds: 0.05))
        #expect(MonotonicInstant.now().seconds(since: start) >= 0.05)
        let past = MonotonicInstant.now()
        MonotonicInstant.sleep(until: past.adding(seconds: -10))
        #expect(MonotonicInstant.now().seconds(since: past) < 5)
    }
}

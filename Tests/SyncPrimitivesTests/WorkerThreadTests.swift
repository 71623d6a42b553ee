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
}

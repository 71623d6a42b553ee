import Foundation
import SyncPrimitives
import TestSupport
import Testing
import TrackModel

@testable import TrackForwarding

@Suite("Forwarding rule, queue and rate")
struct ForwardingRuleTests {
    @Test("interval and distance both, or the heartbeat alone; never a fix without a time")
    func rule() {
        let rule = ForwardingRule(interval: 5, minimumDistance: 10, heartbeat: 60)
        let start = Fixtures.fix(second: 0)
        #expect(rule.admits(start, after: nil))
        #expect(!rule.admits(Fixtures.fix(second: 4, northMetres: 100), after: start), "too soon")
        #expect(!rule.admits(Fixtures.fix(second: 5, northMetres: 9), after: start), "too near")
        #expect(rule.admits(Fixtures.fix(second: 5, northMetres: 11), after: start))
        #expect(!rule.admits(Fixtures.fix(second: 59), after: start), "parked")
        #expect(rule.admits(Fixtures.fix(second: 60), after: start), "the heartbeat")
        #expect(rule.admits(Fixtures.fix(second: -100), after: start), "another journey, earlier")
        #expect(!rule.admits(Fixtures.fix(second: 0), after: start), "the same time again")
        var timeless = Fixtures.fix(second: 10, northMetres: 100)
        timeless.time = nil
        #expect(!rule.admits(timeless, after: start))
        #expect(!rule.admits(timeless, after: nil))
        let every = ForwardingRule(interval: 0, minimumDistance: 0, heartbeat: 0)
        #expect(every.admits(Fixtures.fix(second: 1), after: start))
    }

    @Test("the queue keeps the oldest and its newest half whole when it thins")
    func queue() {
        var queue = OutboxQueue(limit: 8)
        func point(_ second: Int) -> RecordedPoint {
            RecordedPoint(
                sequence: Int64(second + 1), recording: 1,
                point: TrackPoint(segment: 0, fix: Fixtures.fix(second: second)))
        }
        for second in 0..<8 { queue.append(point(second)) }
        #expect(queue.count == 8 && queue.thinned == 0)
        queue.append(point(8))
        #expect(queue.positions.map(\.sequence) == [1, 3, 5, 6, 7, 8, 9].map(Int64.init))
        #expect(queue.thinned == 2)
        for second in 9..<100 { queue.append(point(second)) }
        #expect(queue.count <= 8)
        #expect(queue.positions.first?.sequence == 1)
        #expect(queue.positions.suffix(4).map(\.sequence) == [97, 98, 99, 100])
        #expect(queue.thinned + queue.count == 100)
        queue.removeFirst(3)
        #expect(queue.count <= 5)
    }

    func instant(_ seconds: Double) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: 1_000_000_000_000 + UInt64(seconds * 1e9))
    }

    @Test("catching up goes at most the configured rate, a window at a time")
    func rate() {
        let start = instant(0)
        var rate = CatchUpRate(perSecond: 20, now: start)
        #expect(rate.burst == 20)
        #expect(rate.delay(for: 20, now: start) == nil)
        rate.spend(20)
        let later = rate.delay(for: 10, now: start)
        #expect(later == instant(0.5))
        #expect(rate.delay(for: 10, now: instant(0.5)) == nil)
        #expect(CatchUpRate(perSecond: 0.5, now: start).burst == 1)
    }

    @Test("the wait after a failure doubles up to its longest, and starts again after a success")
    func backoff() {
        var backoff = Backoff(initial: 1, maximum: 30)
        #expect((0..<7).map { _ in backoff.next() } == [1, 2, 4, 8, 16, 30, 30])
        backoff.reset()
        #expect(backoff.next() == 1)
    }
}

import Foundation
import Logging
import SyncPrimitives
import TestSupport
import Testing
import TrackModel
import TrackStorage

@testable import TrackForwarding

/// The forwarder over a real outbox (SQLite in a temporary folder) and a
/// scripted server.
@Suite("Forwarder")
struct ForwarderTests {
    let path: String
    let storage: SQLiteDataStorageManager
    let outbox: SQLiteOutbox
    let recording: Int64

    init() throws {
        path = try Fixtures.temporaryDirectory().appendingPathComponent("tracks.db").path
        storage = try SQLiteDataStorageManager(path: path)
        outbox = SQLiteOutbox(storage: storage)
        recording = try storage.beginRecording()
    }

    static let everyFix = ForwardingRule(interval: 0, minimumDistance: 0, heartbeat: 0)

    static var quick: Forwarder.Tuning {
        var tuning = Forwarder.Tuning()
        tuning.pollInterval = 0.02
        tuning.firstRetry = 0.02
        tuning.longestRetry = 0.1
        return tuning
    }

    func record(_ seconds: Range<Int>) throws {
        for second in seconds {
            try storage.append(
                TrackPoint(segment: 0, fix: Fixtures.fix(second: second, northMetres: Double(second) * 10)),
                to: recording)
        }
    }

    func forwarder(
        _ sender: ScriptedSender, rule: ForwardingRule = everyFix, queueLimit: Int = 1000,
        currentFix: @escaping @Sendable () -> Fix? = { nil }
    ) -> Forwarder {
        Forwarder(
            sender: sender, store: outbox, rule: rule, queueLimit: queueLimit, maximumRate: 10_000,
            currentFix: currentFix, tuning: Self.quick, logger: Logger(label: "test"))
    }

    /// Waits up to ten seconds for `condition`.
    func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    func seconds(_ points: [RecordedPoint]) -> [Int] {
        points.map { Int($0.point.fix.time!.timeIntervalSince1970) - 1_780_000_000 }
    }

    @Test(
        "every recorded position goes once, oldest first, a window at a time; the cursor follows the acknowledgements")
    func sendsInOrder() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        try record(0..<25)
        let sender = ScriptedSender(window: 10)
        let forwarder = forwarder(sender)
        try forwarder.start()
        defer { forwarder.stop() }
        #expect(eventually { forwarder.status.value.acknowledgedCount == 25 })
        try record(25..<30)
        #expect(eventually { forwarder.status.value.acknowledgedCount == 30 })
        #expect(seconds(sender.received) == Array(0..<30))
        #expect(try outbox.acknowledgedSequence(of: "scripted") == sender.received.last?.sequence)
        let status = forwarder.status.value
        #expect(status.connected && status.queued == 0 && status.lastError == nil)
        #expect(status.lastAcknowledgedFix == Fixtures.fix(second: 29).time)
    }

    @Test(
        "a server that refuses, then fails mid-window: tried again after a wait, from the first position not acknowledged"
    )
    func retriesFromTheCursor() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        try record(0..<30)
        let sender = ScriptedSender(window: 10, script: .init(refusedConnections: 2, partialSends: [3, 0]))
        let forwarder = forwarder(sender)
        try forwarder.start()
        defer { forwarder.stop() }
        #expect(eventually { forwarder.status.value.acknowledgedCount == 30 })
        #expect(sender.connects == 5, "two refused, one lost mid-window, one lost at once, one that lasts")
        let sent = seconds(sender.received)
        // 0-9 sent, 0-2 acknowledged; 3-12 sent, none; 3-29 sent and acknowledged.
        #expect(sent == Array(0..<10) + Array(3..<13) + Array(3..<30))
        #expect(forwarder.status.value.lastError == nil, "cleared by the next acknowledgement")
    }

    @Test("a failure is shown in plain words until a send succeeds")
    func showsTheError() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        try record(0..<3)
        let sender = ScriptedSender(script: .init(refusedConnections: 1_000_000))
        let forwarder = forwarder(sender)
        try forwarder.start()
        defer { forwarder.stop() }
        #expect(eventually { forwarder.status.value.lastError == "connection refused" })
        #expect(forwarder.status.value.queued == 3)
        #expect(!forwarder.status.value.connected)
    }

    @Test("stopping cuts short a send the server never answers")
    func stopInterruptsAHangingSend() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        try record(0..<3)
        let sender = ScriptedSender(script: .init(hangs: true))
        let forwarder = forwarder(sender)
        try forwarder.start()
        #expect(eventually { sender.isHanging })
        let started = MonotonicInstant.now()
        #expect(forwarder.stop(before: started.adding(seconds: 5)), "the thread ended")
        #expect(MonotonicInstant.now().seconds(since: started) < 1)
        #expect(forwarder.status.value.acknowledgedCount == 0)
    }

    @Test("an idle connection found lost is shown and made again; what is recorded next still goes")
    func idleConnectionLost() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        try record(0..<2)
        let sender = ScriptedSender()
        let forwarder = forwarder(sender)
        try forwarder.start()
        defer { forwarder.stop() }
        #expect(eventually { forwarder.status.value.acknowledgedCount == 2 })
        sender.loseConnectionWhenIdle()
        #expect(eventually { sender.connects == 2 }, "connected again after the loss")
        try record(2..<4)
        #expect(eventually { forwarder.status.value.acknowledgedCount == 4 })
        #expect(seconds(sender.received) == [0, 1, 2, 3])
    }

    @Test("a restarted forwarder sends only what was not acknowledged, and thins the same way")
    func restartContinues() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        let rule = ForwardingRule(interval: 5, minimumDistance: 0, heartbeat: 0)
        try record(0..<20)
        let first = ScriptedSender()
        let before = forwarder(first, rule: rule)
        try before.start()
        #expect(eventually { before.status.value.acknowledgedCount == 4 })
        before.stop()
        #expect(seconds(first.received) == [0, 5, 10, 15])
        try record(20..<41)
        let second = ScriptedSender()
        let after = forwarder(second, rule: rule)
        try after.start()
        defer { after.stop() }
        #expect(eventually { after.status.value.acknowledgedCount == 5 })
        #expect(seconds(second.received) == [20, 25, 30, 35, 40])
    }

    @Test("a full queue thins its older half and never the newest positions")
    func fullQueueThinsTheOldest() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        try record(0..<40)
        let sender = ScriptedSender(window: 10, script: .init(refusedConnections: 1_000_000))
        let forwarder = forwarder(sender, queueLimit: 16)
        try forwarder.start()
        #expect(eventually { forwarder.status.value.scannedSequence == outbox.newestSequence() })
        forwarder.stop()
        let status = forwarder.status.value
        #expect(status.queued <= 16)
        #expect(status.thinnedCount == 40 - status.queued)

        let server = ScriptedSender(window: 10)
        let again = self.forwarder(server, queueLimit: 16)
        try again.start()
        defer { again.stop() }
        #expect(eventually { again.status.value.queued == 0 && again.status.value.acknowledgedCount > 0 })
        let sent = seconds(server.received)
        #expect(sent.first == 0, "the oldest stays")
        #expect(Array(sent.suffix(8)) == Array(32..<40), "the newest half is whole")
        #expect(sent == sent.sorted())
    }

    @Test("while nothing is recorded, the current fix goes as a heartbeat, once per fix")
    func heartbeat() throws {
        _ = try outbox.acknowledgedSequence(of: "scripted")
        let fix = LockedValue<Fix?>(Fixtures.fix(second: 100))
        let sender = ScriptedSender()
        let forwarder = forwarder(
            sender, rule: ForwardingRule(interval: 0, minimumDistance: 0, heartbeat: 0.1),
            currentFix: { fix.current })
        try forwarder.start()
        defer { forwarder.stop() }
        #expect(eventually { sender.received.count == 1 })
        Thread.sleep(forTimeInterval: 0.3)
        #expect(sender.received.count == 1, "the same fix is not sent again")
        fix.withValue { $0 = Fixtures.fix(second: 101) }
        #expect(eventually { sender.received.count == 2 })
        #expect(sender.received.allSatisfy { $0.isHeartbeat })
        #expect(try outbox.acknowledgedSequence(of: "scripted") == 0, "a heartbeat moves no cursor")
    }
}

import Foundation
import TestSupport
import Testing
import TinyMVVM
import TrackControl
import TrackRecorder
import TrackViewModels

@testable import TrackService

@Suite("watch for slow clients")
struct WatchStreamTests {
    @Test("changes made while nobody waits are one mark; once taken, a wait sees none; after stopping, none comes")
    func changeSignal() {
        let property = Property(0)
        let changes = ChangeSignal(listeningTo: property.readOnly)
        #expect(!changes.wait(timeout: 0), "the value current when it began listening is no change")
        for value in 1...1000 { property.value = value }
        #expect(changes.wait(timeout: 0))
        #expect(!changes.wait(timeout: 0.05))
        property.value = 1001
        let start = Date()
        #expect(changes.wait(timeout: 0, pause: 0.1))
        #expect(Date().timeIntervalSince(start) >= 0.1, "a pause holds the look back")
        changes.stopListening()
        property.value = 1002
        #expect(!changes.wait(timeout: 0.05))
    }

    /// Collects what a stream emits, slowly, as a client on a poor link:
    /// its first event stuck until ``release()``, each after it 20 ms.
    final class SlowClient: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [[String: Any]] = []
        private var open = true
        /// Signalled when the first event arrives.
        let stuck = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)

        func receive(_ event: ControlEvent) throws {
            let data = try JSONEncoder().encode(event)
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let first = lock.withLock {
                events.append(object?["event"] as? [String: Any] ?? [:])
                return events.count == 1
            }
            if first {
                stuck.signal()
                released.wait()
            }
            Thread.sleep(forTimeInterval: 0.02)
        }

        /// Lets the first event go.
        func release() { released.signal() }

        var isOpen: Bool { lock.withLock { open } }
        func close() { lock.withLock { open = false } }
        var received: [[String: Any]] { lock.withLock { events } }

        /// The newest value of `property` received.
        func last(_ property: String) -> Any? {
            received.last { $0["property"] as? String == property }?["value"]
        }
    }

    @Test("a slow client gets the newest values, not a backlog, and recording never waits for it")
    func slowClient() throws {
        let location = StubLocationService()
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: InMemoryStorage()))
        try map.startTrack()
        let stream = WatchStream(viewModel: map, format: DisplayFormat(), count: nil)
        let client = SlowClient()
        let finished = DispatchSemaphore(value: 0)
        Thread {
            stream.run(emit: { try client.receive($0) }, isOpen: { client.isOpen })
            finished.signal()
        }.start()

        // The client takes its first event and hangs: were recording to
        // wait for it, the 300 fixes would never be recorded. The 30 s are
        // a bound on a hang, not a speed (they take a quarter of a second).
        #expect(client.stuck.wait(timeout: .now() + 10) == .success)
        let recorded = DispatchSemaphore(value: 0)
        Thread {
            for second in 0..<300 { location.send(Fixtures.fix(second: second, northMetres: Double(second) * 5)) }
            recorded.signal()
        }.start()
        let recordedWhileStuck = recorded.wait(timeout: .now() + 30) == .success
        client.release()
        #expect(recordedWhileStuck, "recording waited for the client")
        if !recordedWhileStuck { recorded.wait() }
        #expect(map.snapshot.value.state.statistics.points == 300)

        let deadline = Date().addingTimeInterval(10)
        // Equal but for the last digit a JSON round trip may change.
        func sameDistance() -> Bool {
            abs((client.last("distance_m") as? Double ?? 0) - map.distance.value) < 1e-9
        }
        func caughtUp() -> Bool {
            (client.last("locations") as? [String: Any])?["count"] as? Int == 300 && sameDistance()
        }
        while !caughtUp() && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        client.close()
        #expect(finished.wait(timeout: .now() + 5) == .success)
        // 300 fixes change five properties each; the client, stuck while
        // they came and then taking 20 ms an event, saw a few lines and
        // still ends on the newest values.
        #expect(client.received.count < 300, "\(client.received.count) events: a backlog")
        #expect((client.last("locations") as? [String: Any])?["count"] as? Int == 300)
        #expect(sameDistance())
    }
}

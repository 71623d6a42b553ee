import SyncPrimitives
import TrackModel

@testable import TrackForwarding

/// A server the test scripts: it refuses connections, acknowledges part of
/// what it is sent, or fails, as told; it keeps every position it was sent.
final class ScriptedSender: PositionSender, @unchecked Sendable {
    struct Script {
        /// Connections refused before one is accepted.
        var refusedConnections = 0
        /// For each of the next sends: how many positions it acknowledges
        /// before failing; sends past the list acknowledge everything.
        var partialSends: [Int] = []
        /// Whether the next keepalive finds the connection lost.
        var loseWhenIdle = false
        /// Whether sends wait for an answer that never comes, until
        /// ``interrupt()``.
        var hangs = false
    }

    let name = "scripted"
    let destination = "test://server"
    let window: Int
    private let state: LockedValue<(script: Script, connected: Bool, received: [RecordedPoint], connects: Int)>
    /// Guards `interrupted` and `hanging`, which a hanging send waits on.
    private let interruption = Condition()
    private var interrupted = false
    private var hanging = false

    init(window: Int = 10, script: Script = Script()) {
        self.window = window
        state = LockedValue((script, false, [], 0))
    }

    /// Every position sent, in order, repeats included.
    var received: [RecordedPoint] { state.current.received }
    var connects: Int { state.current.connects }
    var isConnected: Bool { state.current.connected }

    /// Makes the next keepalive find the connection lost.
    func loseConnectionWhenIdle() { state.withValue { $0.script.loseWhenIdle = true } }

    func connect() throws(ForwardingError) {
        let refused = state.withValue { state -> Bool in
            state.connects += 1
            guard state.script.refusedConnections == 0 else {
                state.script.refusedConnections -= 1
                return true
            }
            state.connected = true
            return false
        }
        if refused { throw ForwardingError("connection refused") }
    }

    /// Whether a send is waiting for the answer that never comes.
    var isHanging: Bool { interruption.withLock { hanging } }

    func send(_ positions: [RecordedPoint]) -> SendOutcome {
        if state.current.script.hangs {
            return interruption.withLock {
                hanging = true
                while !interrupted { interruption.wait() }
                hanging = false
                return SendOutcome(acknowledged: 0, error: ForwardingError("stopped"))
            }
        }
        return state.withValue { state in
            precondition(positions.count <= window, "the window is kept")
            precondition(state.connected, "sent only when connected")
            guard !state.script.partialSends.isEmpty else {
                state.received += positions
                return SendOutcome(acknowledged: positions.count)
            }
            let acknowledged = min(state.script.partialSends.removeFirst(), positions.count)
            state.received += positions
            state.connected = false
            return SendOutcome(acknowledged: acknowledged, error: ForwardingError("the server went away"))
        }
    }

    func keepAlive() throws(ForwardingError) {
        let lost = state.withValue { state -> Bool in
            guard state.script.loseWhenIdle else { return false }
            state.script.loseWhenIdle = false
            state.connected = false
            return true
        }
        if lost { throw ForwardingError("the broker closed the connection") }
    }

    func disconnect() {
        state.withValue { $0.connected = false }
    }

    func interrupt() {
        interruption.withLock {
            interrupted = true
            interruption.broadcast()
        }
    }
}

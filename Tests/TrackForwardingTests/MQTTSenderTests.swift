import Foundation
import SyncPrimitives
import Testing
import TrackModel

@testable import TrackForwarding

/// The MQTT sender against a silent broker: a loopback port that takes the
/// connection (the kernel's backlog) and never says a word.
@Suite("MQTT sender and a silent broker")
struct MQTTSenderTests {
    let broker: SilentBroker

    init() throws {
        broker = try SilentBroker()
    }

    @Test("no CONNACK: the error says the time actually waited")
    func timeoutSaysTheWait() throws {
        let sender = try broker.sender(timeout: 0.5)
        let started = MonotonicInstant.now()
        #expect(throws: ForwardingError("timed out after 0.5 s waiting for the broker to accept the connection")) {
            try sender.connect()
        }
        let waited = MonotonicInstant.now().seconds(since: started)
        #expect(waited >= 0.5 && waited < 2, "\(waited) s")
    }

    @Test("interrupted from another thread, a wait for the broker ends at once, and so does every later one")
    func interruptEndsTheWait() throws {
        let sender = try broker.sender(timeout: 60)
        // interrupt() is the one call made from another thread.
        nonisolated(unsafe) let interrupted = sender
        try DetachedThread.start(named: "interrupt") {
            usleep(200_000)
            interrupted.interrupt()
        }
        let started = MonotonicInstant.now()
        #expect(throws: ForwardingError("stopped")) { try sender.connect() }
        #expect(MonotonicInstant.now().seconds(since: started) < 2)
        #expect(throws: ForwardingError("stopped")) { try sender.connect() }
    }
}

/// A listening socket on a free loopback port that never accepts (the
/// kernel completes connections into its backlog), closed with
/// it.
final class SilentBroker {
    let fd: Int32
    let port: Int

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        fd = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        try #require(listening)
    }

    deinit { close(fd) }

    /// A sender to this broker, waiting `timeout` seconds for it.
    func sender(timeout: Double) throws -> MQTTSender {
        try MQTTSender(
            settings: try MQTTSettings(url: "mqtt://127.0.0.1:\(port)"), credentials: nil, deviceID: "test",
            timeout: timeout)
    }
}

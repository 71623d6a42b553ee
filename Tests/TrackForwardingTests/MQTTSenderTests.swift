import Foundation
import SyncPrimitives
import Testing
import TrackModel

@testable import TrackForwarding

/// The MQTT sender against a silent broker: a loopback port that takes the
/// connection (the kernel's backlog) and never says a word.
@Suite("MQTT sender and a silent broker")
struct MQTTSenderTests {
    /// A listening socket on a free loopback port, and the port.
    static func silentBroker() throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && listen(fd, 4) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        try #require(listening)
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test("no CONNACK: the error says the time actually waited")
    func timeoutSaysTheWait() throws {
        let broker = try Self.silentBroker()
        defer { close(broker.fd) }
        let sender = try MQTTSender(
            settings: try MQTTSettings(url: "mqtt://127.0.0.1:\(broker.port)"), credentials: nil, deviceID: "test",
            timeout: 0.5)
        let started = MonotonicInstant.now()
        #expect(throws: ForwardingError("timed out after 0.5 s waiting for the broker to accept the connection")) {
            try sender.connect()
        }
        let waited = MonotonicInstant.now().seconds(since: started)
        #expect(waited >= 0.5 && waited < 2, "\(waited) s")
    }

    @Test("interrupted from another thread, a wait for the broker ends at once, and so does every later one")
    func interruptEndsTheWait() throws {
        let broker = try Self.silentBroker()
        defer { close(broker.fd) }
        let sender = try MQTTSender(
            settings: try MQTTSettings(url: "mqtt://127.0.0.1:\(broker.port)"), credentials: nil, deviceID: "test",
            timeout: 60)
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

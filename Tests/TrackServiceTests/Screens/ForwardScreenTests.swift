import Foundation
import TestSupport
import Testing
import TrackControl
import TrackLocation
import TrackModel
import TrackRecorder
import TrackViewModels

@testable import TrackService

/// Forwarding as the screens show it: `forward`, `forward --flush`,
/// `status` and the systemd status line, over a stub forwarding service.
@Suite("Forward screen")
struct ForwardScreenTests {
    let location = StubLocationService()
    let storage = InMemoryStorage()

    static var mqtt: ForwardingStatus {
        var status = ForwardingStatus(name: "mqtt", destination: "mqtt://broker:1883 topic owntracks/trackd/van")
        status.connected = true
        status.queued = 0
        status.scannedSequence = 40
        status.acknowledgedCount = 12
        status.lastAcknowledgedFix = Date(timeIntervalSince1970: 1_780_000_000)
        return status
    }

    static var traccar: ForwardingStatus {
        var status = ForwardingStatus(name: "traccar", destination: "http://traccar:5055/")
        status.queued = 7
        status.scannedSequence = 40
        status.lastError = "the server answered HTTP 500"
        return status
    }

    /// Runs `stream` on a thread of its own, as a connection would; the
    /// semaphore is signalled when it ends.
    static func run(_ stream: any ReplyStream) -> (LockedEvents, DispatchSemaphore) {
        let events = LockedEvents()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            stream.run(emit: { events.append($0.text ?? "") }, isOpen: { true })
            done.signal()
        }
        return (events, done)
    }

    func router(_ service: StubForwardingService?) throws -> (AppRouter, MapViewModel) {
        let map = MapViewModel(recorder: try Recorder(locationService: location, storage: storage), forwarding: service)
        return (AppRouter(map: map, tracks: TracksViewModel(storage: storage, files: GPXFileReader())), map)
    }

    @Test("forward: a line a server, in words; JSON with the connection, queue, last acknowledgement and error")
    func forward() throws {
        let (router, _) = try router(StubForwardingService([Self.mqtt, Self.traccar]))
        let reply = try router.respond(to: AppRouter.Route(command: .forward(flush: false)))
        #expect(
            reply.response.text
                == """
                mqtt://broker:1883 topic owntracks/trackd/van: connected, 0 queued, last acknowledged fix of 2026-05-28T20:26:40Z
                http://traccar:5055/: not connected, 7 queued; last error: the server answered HTTP 500
                """)
        guard case .object(let result) = reply.response.result, case .array(let servers) = result["servers"],
            case .object(let traccar) = servers.last
        else {
            Issue.record("no servers in \(String(describing: reply.response.result))")
            return
        }
        #expect(traccar["queued"] == .integer(7))
        #expect(traccar["connected"] == .bool(false))
        #expect(traccar["last_error"] == .string("the server answered HTTP 500"))
        #expect(traccar["last_acknowledged_fix"] == .null)
    }

    @Test("the status line and status show forwarding when it is on, and nothing of it when off")
    func statusLine() throws {
        let (_, on) = try router(StubForwardingService([Self.mqtt, Self.traccar]))
        let line = ServiceStatusLine(viewModel: on, format: DisplayFormat()).text
        #expect(
            line
                == "Not recording; replay playing; forwarding: mqtt connected, 0 queued; traccar not connected, 7 queued"
        )
        let status =
            MapScreen(viewModel: on, tracks: TracksViewModel(storage: storage, files: GPXFileReader()))
            .status().response.text ?? ""
        #expect(status.contains("Forwarding   mqtt connected, 0 queued; traccar not connected, 7 queued"), "\(status)")
        let (_, off) = try router(nil)
        #expect(!ServiceStatusLine(viewModel: off, format: DisplayFormat()).text.contains("forwarding"))
    }

    @Test("a flush streams the queues until every server has looked at the newest record and has none queued")
    func flush() throws {
        let service = StubForwardingService([Self.mqtt, Self.traccar])
        service.newest = 41
        let (router, _) = try router(service)
        let reply = try router.respond(to: AppRouter.Route(command: .forward(flush: true)))
        let (events, done) = Self.run(try #require(reply.stream))
        Thread.sleep(forTimeInterval: 0.3)
        var mqtt = Self.mqtt
        mqtt.scannedSequence = 41
        var traccar = Self.traccar
        traccar.scannedSequence = 41
        traccar.queued = 0
        traccar.lastError = nil
        traccar.connected = true
        service.statusProperty.value = [mqtt, traccar]
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(
            events.all == [
                "mqtt connected, 0 queued; traccar not connected, 7 queued (the server answered HTTP 500)",
                "Flushed: every server acknowledged the positions recorded so far.",
            ])
    }

    @Test("watch says how forwarding goes as it changes, only when it is on; the dashboard has a row for it")
    func watchAndDashboard() throws {
        let service = StubForwardingService([Self.mqtt])
        let (_, map) = try router(service)
        let (events, done) = Self.run(WatchStream(viewModel: map, format: DisplayFormat(), count: 8))
        Thread.sleep(forTimeInterval: 0.3)
        var away = Self.mqtt
        away.connected = false
        away.queued = 3
        service.statusProperty.value = [away]
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(events.all.contains("forwarding mqtt connected, 0 queued"), "\(events.all)")
        #expect(events.all.last == "forwarding mqtt not connected yet, 3 queued", "\(events.all)")
        let screen = MapScreen(viewModel: map, tracks: TracksViewModel(storage: storage, files: GPXFileReader()))
        let lines = screen.dashboard().lines(fitting: .standard)
        #expect(lines.contains { $0.hasPrefix("Forwarding") && $0.hasSuffix("mqtt not connected yet, 3 queued") })

        let (_, off) = try router(nil)
        let quiet = WatchStream(viewModel: off, format: DisplayFormat(), count: 6)
        let offEvents = LockedEvents()
        quiet.run(emit: { offEvents.append($0.text ?? "") }, isOpen: { true })
        #expect(!offEvents.all.contains { $0.hasPrefix("forwarding") })
    }

    @Test("a flush with forwarding off is refused, saying how to turn it on")
    func flushWhenOff() throws {
        let (router, _) = try router(nil)
        #expect(throws: ControlFailure.self) { try router.respond(to: AppRouter.Route(command: .forward(flush: true))) }
        let reply = try router.respond(to: AppRouter.Route(command: .forward(flush: false)))
        #expect(reply.response.text?.hasPrefix("Forwarding is off") == true)
    }
}

/// Events a stream emitted, from its thread.
final class LockedEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}

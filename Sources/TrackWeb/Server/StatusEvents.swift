import FoundationEssentials
import Hummingbird
import SyncPrimitives

/// `/api/events`: the status after every change trackd's `watch` reports,
/// at most every ``quickestEvents`` seconds, and every ``heartbeat``
/// seconds while nothing changes, as server-sent events; each page's
/// stream holds a `watch` connection to trackd of its own.
struct StatusEvents: Sendable {
    /// Seconds between status events while nothing changes: the fix's age
    /// goes on, and a browser that went away is noticed.
    static let heartbeat = 5.0
    /// Seconds between two status events at most: a 10 Hz recording is
    /// shown four times a second.
    static let quickestEvents = 0.25
    /// The most event streams open at once: each holds a connection to
    /// trackd, which serves 512.
    static let mostWatchers = 64

    let gateway: TrackdGateway
    private let watchers = LockedValue(0)

    init(gateway: TrackdGateway) {
        self.gateway = gateway
    }

    /// The stream for one page.
    func response() -> Response {
        let gateway = gateway
        let watchers = watchers
        let body = ResponseBody { writer in
            let admitted = watchers.withValue { count in
                guard count < Self.mostWatchers else { return false }
                count += 1
                return true
            }
            guard admitted else {
                // One event saying why; the page's EventSource tries again.
                let full = TrackdGateway.Outcome.unreachable(
                    "\(Self.mostWatchers) pages are following the recording already; close one")
                try await writer.write(Self.event(WebReply.encoded(full).1))
                return try await writer.finish(nil)
            }
            defer { watchers.withValue { $0 -= 1 } }
            let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            let watcher = Task {
                for await _ in gateway.watch() { wake.yield() }
                wake.finish()
            }
            let ticker = Task {
                while !Task.isCancelled {
                    wake.yield()
                    try await Task.sleep(for: .seconds(Self.heartbeat))
                }
            }
            defer {
                watcher.cancel()
                ticker.cancel()
            }
            try await writer.write(ByteBuffer(string: "retry: 3000\n\n"))
            for await _ in wakes {
                try await writer.write(Self.event(WebReply.encoded(await gateway.send(.status)).1))
                try await Task.sleep(for: .seconds(Self.quickestEvents))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream"], body: body)
    }

    /// A server-sent event carrying `data` (one line of JSON).
    private static func event(_ data: Data) -> ByteBuffer {
        var event = ByteBuffer(string: "data: ")
        event.writeBytes(data)
        event.writeString("\n\n")
        return event
    }
}

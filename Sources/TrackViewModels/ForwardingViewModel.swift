import TinyMVVM
import TrackModel

/// The ``ForwardingViewModeling`` on the daemon's ``ForwardingService``, or
/// on none when forwarding is off.
public final class ForwardingViewModel: ForwardingViewModeling, @unchecked Sendable {
    private let service: (any ForwardingService)?
    private let noServers = Property<[ForwardingStatus]>([])

    public init(service: (any ForwardingService)?) {
        self.service = service
    }

    public var servers: ReadOnlyProperty<[ForwardingStatus]> { service?.status ?? noServers.readOnly }

    public var isEnabled: Bool { service != nil }

    public func flushTarget() throws -> Int64 {
        guard let service else { throw ForwardingOff() }
        return service.newestSequence()
    }

    public func isFlushed(through target: Int64) -> Bool {
        servers.value.allSatisfy { $0.scannedSequence >= target && $0.queued == 0 }
    }
}

/// The refusal of a flush when no server is configured.
public struct ForwardingOff: Error, CustomStringConvertible {
    public init() {}

    public var description: String {
        "forwarding is off: name a server with mqtt_url or traccar_url in trackd.conf"
    }
}

import SyncPrimitives
import TinyMVVM
import TrackModel

/// The ``ForwardingService``: one ``Forwarder`` per configured server,
/// their states gathered into one property for the screens.
public final class ForwardingHub: ForwardingService, @unchecked Sendable {
    private let forwarders: [Forwarder]
    private let store: any OutboxStore
    private let statusProperty: Property<[ForwardingStatus]>
    private let gather = Lock()

    /// Gathers `forwarders`, which forward from `store`.
    public init(forwarders: [Forwarder], store: any OutboxStore) {
        self.forwarders = forwarders
        self.store = store
        statusProperty = Property(forwarders.map(\.status.value))
        for (index, forwarder) in forwarders.enumerated() {
            forwarder.status.addListener(skipCurrent: true) { [statusProperty, gather] status in
                gather.withLock {
                    var all = statusProperty.value
                    all[index] = status
                    statusProperty.value = all
                }
            }
        }
    }

    public var status: ReadOnlyProperty<[ForwardingStatus]> { statusProperty.readOnly }

    public func newestSequence() -> Int64 { store.newestSequence() }

    /// Starts every forwarder's thread.
    public func start() throws {
        for forwarder in forwarders { try forwarder.start() }
    }

    /// Stops every forwarder, waiting for their threads until `deadline`.
    /// - Returns: the destinations of those still running then.
    public func stop(before deadline: MonotonicInstant) -> [String] {
        for forwarder in forwarders { forwarder.requestStop() }
        return forwarders.filter { !$0.stop(before: deadline) }.map(\.status.value.destination)
    }
}

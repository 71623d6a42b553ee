import TinyMVVM
import TrackModel

/// A ``ForwardingService`` whose servers' states the test sets.
public final class StubForwardingService: ForwardingService, @unchecked Sendable {
    public let statusProperty: Property<[ForwardingStatus]>
    public var newest: Int64 = 0

    public init(_ servers: [ForwardingStatus]) {
        statusProperty = Property(servers)
    }

    public var status: ReadOnlyProperty<[ForwardingStatus]> { statusProperty.readOnly }

    public func newestSequence() -> Int64 { newest }
}

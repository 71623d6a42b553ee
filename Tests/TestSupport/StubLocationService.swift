import Foundation
import TinyMVVM
import TrackLocation
import TrackModel

/// A location service the test drives by hand.
public final class StubLocationService: LocationService, @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (LocationUpdate) -> DeliveryOutcome)?
    public private(set) var startCount = 0
    public private(set) var stopCount = 0
    public let statusProperty: Property<SourceStatus>

    public var status: ReadOnlyProperty<SourceStatus> { statusProperty.readOnly }

    /// A source of `kind`: a replay unless said otherwise.
    public init(kind: SourceStatus.Kind = .replay) {
        statusProperty = Property(SourceStatus(kind: kind, connected: true))
    }

    public var isUpdating: Bool { lock.withLock { handler != nil } }

    public func startUpdatingLocation(_ handler: @escaping @Sendable (LocationUpdate) -> DeliveryOutcome) {
        lock.withLock {
            self.handler = handler
            startCount += 1
        }
    }

    public func stopUpdatingLocation() {
        lock.withLock {
            handler = nil
            stopCount += 1
        }
    }

    public func shutdown() {
        stopUpdatingLocation()
    }

    /// Hands `fix` to the recorder as the real service would, beginning a
    /// segment of the source's own when `startsSegment`; `nil` when updates
    /// are off.
    @discardableResult
    public func send(_ fix: Fix, startsSegment: Bool = false) -> DeliveryOutcome? {
        let handler = lock.withLock { self.handler }
        return handler?(LocationUpdate(fix, startsSegment: startsSegment))
    }
}

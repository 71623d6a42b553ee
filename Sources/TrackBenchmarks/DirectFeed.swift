import Foundation
import TinyMVVM
import TrackModel

/// A location source the benchmark feeds by hand, one fix at a time on the
/// calling thread, so that the time measured is the recording path's alone.
final class DirectFeed: LocationService, @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (LocationUpdate) -> DeliveryOutcome)?
    private let statusProperty = Property(SourceStatus(kind: .replay, connected: true))

    var status: ReadOnlyProperty<SourceStatus> { statusProperty.readOnly }

    func startUpdatingLocation(_ handler: @escaping @Sendable (LocationUpdate) -> DeliveryOutcome) {
        lock.withLock { self.handler = handler }
    }

    func stopUpdatingLocation() {
        lock.withLock { handler = nil }
    }

    func shutdown() {
        stopUpdatingLocation()
    }

    /// Hands `fix` to the recording; says what became of it.
    func send(_ fix: Fix) -> DeliveryOutcome {
        lock.withLock { handler }?(LocationUpdate(fix)) ?? .notTaken
    }
}

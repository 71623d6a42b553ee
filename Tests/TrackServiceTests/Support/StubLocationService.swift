import Foundation
import TinyMVVM

@testable import TrackService

/// A location service the test drives by hand.
final class StubLocationService: LocationService, @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (Fix) -> Bool)?
    private(set) var startCount = 0
    private(set) var stopCount = 0
    let statusProperty = Property(SourceStatus(kind: .replay, connected: true))

    var status: ReadOnlyProperty<SourceStatus> { statusProperty.readOnly }

    var isUpdating: Bool { lock.withLock { handler != nil } }

    func startUpdatingLocation(_ handler: @escaping @Sendable (Fix) -> Bool) {
        lock.withLock {
            self.handler = handler
            startCount += 1
        }
    }

    func stopUpdatingLocation() {
        lock.withLock {
            handler = nil
            stopCount += 1
        }
    }

    func shutdown() {
        stopUpdatingLocation()
    }

    /// Hands `fix` to the view model as the real service would; `nil` when
    /// updates are off.
    @discardableResult
    func send(_ fix: Fix) -> Bool? {
        let handler = lock.withLock { self.handler }
        return handler?(fix)
    }
}

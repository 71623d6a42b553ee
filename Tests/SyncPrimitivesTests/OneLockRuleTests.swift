import Foundation
import Testing

/// docs/ARCHITECTURE.md's rule "one lock and one condition type", enforced:
/// the product's sources outside `SyncPrimitives` take no lock, condition,
/// semaphore, queue or sleep of their own, so every wait is one that a stop
/// can cut short and is measured on the monotonic clock. (The benchmarks
/// drive the product from outside and may pause as they like.)
@Suite("One lock, one condition")
struct OneLockRuleTests {
    /// What a source outside `SyncPrimitives` must not use.
    static let forbidden = [
        "NSLock", "NSRecursiveLock", "NSCondition", "DispatchSemaphore", "DispatchQueue", "DispatchGroup",
        "pthread_mutex_", "pthread_cond_", "pthread_rwlock_", "usleep(", "nanosleep(", "Thread.sleep", "sleep(UInt",
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test("no source outside SyncPrimitives and the benchmarks makes a lock, a condition or a sleep of its own")
    func noOtherPrimitives() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("SyncPrimitives/") && !$0.hasPrefix("TrackBenchmarks/") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for name in Self.forbidden where text.contains(name) {
                Issue.record("\(file) uses \(name)")
            }
        }
    }
}

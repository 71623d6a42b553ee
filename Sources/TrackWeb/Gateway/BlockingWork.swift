import SyncPrimitives

/// Runs blocking work (a request on trackd's socket) on a thread of its
/// own and awaits its result, so that it never holds up the server's
/// event loops or Swift's cooperative threads.
enum BlockingWork {
    static func run<Result: Sendable>(named name: String, _ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            do {
                try DetachedThread.start(named: name) { continuation.resume(returning: work()) }
            } catch {
                // No thread to be had (a task limit): do it here rather than not at all.
                continuation.resume(returning: work())
            }
        }
    }
}

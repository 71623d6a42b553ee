import SyncPrimitives

/// Password guesses, one a second for everyone together: each login attempt
/// takes the next free second on the monotonic clock and is checked only
/// then, so that many guesses at once learn no more than one a second. An
/// attempt whose turn is more than ``longestQueue`` seconds off is refused
/// at once (429): a flood cannot keep the owner out for long.
final class LoginPacing: Sendable {
    static let interval = 1.0
    static let longestQueue = 30.0

    private let nextTurn = LockedValue<MonotonicInstant?>(nil)
    private let now: @Sendable () -> MonotonicInstant

    init(now: @escaping @Sendable () -> MonotonicInstant = MonotonicInstant.now) {
        self.now = now
    }

    /// Seconds to wait before checking this attempt, or `nil` when the
    /// queue is too long to join.
    func turn() -> Double? {
        let now = now()
        return nextTurn.withValue { next in
            let turn = max(next ?? now, now)
            let wait = turn.seconds(since: now)
            guard wait <= Self.longestQueue else { return nil }
            next = turn.adding(seconds: Self.interval)
            return wait
        }
    }
}

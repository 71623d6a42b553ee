import SyncPrimitives

/// The most positions a forwarder sends a second (`forward_max_rate`), so
/// that catching up after hours offline does not flood the server or the
/// link: a bucket of one second's worth, refilled as time passes on the
/// monotonic clock.
struct CatchUpRate {
    let perSecond: Double
    private var tokens: Double
    private var refilled: MonotonicInstant

    init(perSecond: Double, now: MonotonicInstant) {
        self.perSecond = perSecond
        tokens = perSecond
        refilled = now
    }

    /// The most positions that can ever go at once: a second's worth.
    var burst: Int { max(1, Int(perSecond)) }

    /// `nil` when `count` positions (at most ``burst``) may go now;
    /// otherwise when they may.
    mutating func delay(for count: Int, now: MonotonicInstant) -> MonotonicInstant? {
        tokens = min(perSecond, tokens + now.seconds(since: refilled) * perSecond)
        refilled = now
        let missing = Double(count) - tokens
        return missing <= 0 ? nil : now.adding(seconds: missing / perSecond)
    }

    /// Counts `count` positions as sent.
    mutating func spend(_ count: Int) { tokens -= Double(count) }
}

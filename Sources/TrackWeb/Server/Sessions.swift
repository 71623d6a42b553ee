import SyncPrimitives

/// The browsers that gave the password: a random token each, kept in
/// memory only (a restart of trackweb asks again), for ``lifetime`` seconds
/// on the monotonic clock, at most ``capacity`` at once (the oldest go).
final class Sessions: Sendable {
    /// A week.
    static let lifetime = 7 * 86_400.0
    static let capacity = 256

    private let started = LockedValue<[String: MonotonicInstant]>([:])
    private let now: @Sendable () -> MonotonicInstant

    init(now: @escaping @Sendable () -> MonotonicInstant = MonotonicInstant.now) {
        self.now = now
    }

    /// A new session's token: 32 random bytes, in hex.
    func open() -> String {
        var generator = SystemRandomNumberGenerator()
        let token = (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
        }.joined()
        let now = now()
        started.withValue { sessions in
            sessions = sessions.filter { now.seconds(since: $0.value) < Self.lifetime }
            if sessions.count >= Self.capacity, let oldest = sessions.min(by: { $0.value < $1.value }) {
                sessions[oldest.key] = nil
            }
            sessions[token] = now
        }
        return token
    }

    /// Whether `token` names a session that has not expired.
    func isOpen(_ token: String?) -> Bool {
        guard let token else { return false }
        let now = now()
        return started.withValue { sessions in
            guard let start = sessions[token] else { return false }
            guard now.seconds(since: start) < Self.lifetime else {
                sessions[token] = nil
                return false
            }
            return true
        }
    }

    /// Ends the session `token` (logging out).
    func close(_ token: String?) {
        guard let token else { return }
        started.withValue { $0[token] = nil }
    }
}

/// Identifies one listener of a ``Property`` so that it can be removed.
///
/// Tokens are never reused: every `addListener` call on any property returns
/// a token no other call has returned in the life of the process.
public struct PropertySubscriptionToken: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64

    public var description: String { "PropertySubscriptionToken(\(rawValue))" }

    private static let counter = TokenCounter()

    static func next() -> PropertySubscriptionToken {
        PropertySubscriptionToken(rawValue: counter.next())
    }
}

/// A process-wide counter behind a lock, so that tokens stay unique across
/// properties and threads.
private final class TokenCounter: @unchecked Sendable {
    private let lock = PlatformLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.withLock {
            last += 1
            return last
        }
    }
}

import SyncPrimitives

/// Identifies one listener of a ``Property`` so that it can be removed.
///
/// Tokens are never reused: every `addListener` call on any property returns
/// a token no other call has returned in the life of the process.
public struct PropertySubscriptionToken: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64

    public var description: String { "PropertySubscriptionToken(\(rawValue))" }

    private static let counter = LockedValue<UInt64>(0)

    static func next() -> PropertySubscriptionToken {
        counter.withValue { last in
            last += 1
            return PropertySubscriptionToken(rawValue: last)
        }
    }
}

/// A value that several threads read and change, each access under a lock of
/// its own: a counter, a flag, a small table.
///
/// For state that several values share, or that a thread waits on, use a
/// ``Lock`` or a ``Condition`` around all of it instead.
public final class LockedValue<Value>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, changes and all, under the lock; returns
    /// what it returns.
    @inlinable
    public func withValue<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }

    /// A copy of the value as it is now.
    @inlinable
    public var current: Value {
        lock.withLock { value }
    }
}

/// What a ``ReadOnlyProperty`` shows: a value that can be read and listened
/// to. ``Property`` is one; a property mapped from another is one too.
@usableFromInline
protocol PropertySource<Value>: AnyObject {
    associatedtype Value

    /// The current value.
    var value: Value { get }

    /// See ``Property/addListener(skipCurrent:_:)``.
    func addListener(skipCurrent: Bool, _ listener: @escaping @Sendable (Value) -> Void) -> PropertySubscriptionToken

    /// See ``Property/removeListener(_:)``.
    func removeListener(_ token: PropertySubscriptionToken)
}

/// A property whose value is another's, transformed: computed when read, so
/// it is never behind its source, and delivered to listeners as the source
/// delivers (each listener sees the transform of each value in order).
final class MappedProperty<Base: Sendable, Value: Sendable>: PropertySource, @unchecked Sendable {
    private let base: ReadOnlyProperty<Base>
    private let transform: @Sendable (Base) -> Value

    init(_ base: ReadOnlyProperty<Base>, _ transform: @escaping @Sendable (Base) -> Value) {
        self.base = base
        self.transform = transform
    }

    var value: Value { transform(base.value) }

    func addListener(skipCurrent: Bool, _ listener: @escaping @Sendable (Value) -> Void) -> PropertySubscriptionToken {
        let transform = self.transform
        return base.addListener(skipCurrent: skipCurrent) { listener(transform($0)) }
    }

    func removeListener(_ token: PropertySubscriptionToken) {
        base.removeListener(token)
    }
}

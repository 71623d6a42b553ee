/// The observing face of a ``Property``: read the value and listen to it, but
/// not set it.
///
/// View-model protocols expose their state as `ReadOnlyProperty` so that a
/// view can render and observe it while only the view model changes it.
public struct ReadOnlyProperty<T> {
    /// What the face shows: a property itself (read through inlinable code,
    /// so that a client specializes it for its `T`), or another source such as
    /// a mapped property.
    @usableFromInline
    enum Source {
        case property(Property<T>)
        case other(any PropertySource<T>)
    }

    @usableFromInline let source: Source

    /// Wraps `property`; changes to it are seen through this face.
    public init(_ property: Property<T>) {
        source = .property(property)
    }

    /// Shows `source`.
    init(source: any PropertySource<T>) {
        self.source = .other(source)
    }

    /// A face over a property that never changes.
    public static func constant(_ value: T) -> ReadOnlyProperty<T> {
        ReadOnlyProperty(Property(value))
    }

    /// The current value.
    @inlinable
    public var value: T {
        switch source {
        case .property(let property): property.value
        case .other(let other): other.value
        }
    }

    /// See ``Property/addListener(skipCurrent:_:)``.
    @discardableResult
    public func addListener(
        skipCurrent: Bool = false,
        _ listener: @escaping Property<T>.Listener
    ) -> PropertySubscriptionToken {
        switch source {
        case .property(let property): property.addListener(skipCurrent: skipCurrent, listener)
        case .other(let other): other.addListener(skipCurrent: skipCurrent, listener)
        }
    }

    /// See ``Property/removeListener(_:)``.
    public func removeListener(_ token: PropertySubscriptionToken) {
        switch source {
        case .property(let property): property.removeListener(token)
        case .other(let other): other.removeListener(token)
        }
    }
}

extension ReadOnlyProperty: @unchecked Sendable where T: Sendable {}

extension ReadOnlyProperty where T: Sendable {
    /// This property's value through `transform`: computed when read, so it
    /// is never behind this one, and delivered to each listener as this one
    /// delivers. `transform` should be cheap and must not block.
    public func map<U: Sendable>(_ transform: @escaping @Sendable (T) -> U) -> ReadOnlyProperty<U> {
        ReadOnlyProperty<U>(source: MappedProperty(self, transform))
    }
}

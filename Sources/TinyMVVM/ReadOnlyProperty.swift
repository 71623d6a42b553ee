/// The observing face of a ``Property``: read the value and listen to it, but
/// not set it.
///
/// View-model protocols expose their state as `ReadOnlyProperty` so that a
/// view can render and observe it while only the view model changes it.
public struct ReadOnlyProperty<T> {
    private let property: Property<T>

    /// Wraps `property`; changes to it are seen through this face.
    public init(_ property: Property<T>) {
        self.property = property
    }

    /// A face over a property that never changes.
    public static func constant(_ value: T) -> ReadOnlyProperty<T> {
        ReadOnlyProperty(Property(value))
    }

    /// The current value.
    public var value: T { property.value }

    /// See ``Property/addListener(skipCurrent:_:)``.
    @discardableResult
    public func addListener(
        skipCurrent: Bool = false,
        _ listener: @escaping Property<T>.Listener
    ) -> PropertySubscriptionToken {
        property.addListener(skipCurrent: skipCurrent, listener)
    }

    /// See ``Property/removeListener(_:)``.
    public func removeListener(_ token: PropertySubscriptionToken) {
        property.removeListener(token)
    }
}

extension ReadOnlyProperty: Sendable where T: Sendable {}

extension ReadOnlyProperty where T: Sendable {
    /// A property whose value is `transform` applied to this one's, kept up to
    /// date for as long as this property lives.
    public func map<U: Sendable>(_ transform: @escaping @Sendable (T) -> U) -> ReadOnlyProperty<U> {
        let derived = Property(transform(value))
        addListener(skipCurrent: false) { derived.value = transform($0) }
        return derived.readOnly
    }
}

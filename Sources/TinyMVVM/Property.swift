import SyncPrimitives

/// An observable value: the binding between a view model and its views.
///
/// `Property` keeps the API of the original TinyMVVM (`value`,
/// `addListener(skipCurrent:_:)`, `removeListener(_:)`) and fixes what the
/// original got wrong:
///
/// * It is thread safe. The value can be set from many threads at once while
///   listeners are added and removed.
/// * Listeners run outside any lock, so a listener may read or set this or any
///   other property, or add and remove listeners, without deadlocking.
/// * Every listener sees the values in the order they were set, starting with
///   the value current when it was added (unless `skipCurrent`), and
///   listeners are called in the order they were added.
/// * Tokens are never reused (see ``PropertySubscriptionToken``).
/// * Once `removeListener(_:)` returns, the listener is not called for any
///   value set afterwards.
///
/// Delivery is serialized: one thread at a time calls the listeners. A thread
/// that sets the value while another is delivering leaves its value in the
/// queue and returns at once; the delivering thread calls the listeners with it
/// next. On a single thread, as in a view model confined to one queue,
/// listeners have run by the time `value = …` returns. A listener that sets
/// the property it listens to is called with the new value after the current
/// round of listeners has finished, never re-entrantly.
public final class Property<T> {
    /// A listener closure. It may be called on whichever thread set the value.
    public typealias Listener = @Sendable (T) -> Void

    @usableFromInline
    struct Registration {
        @usableFromInline let token: PropertySubscriptionToken
        @usableFromInline let listener: Listener
        /// The sequence number of the value current when the listener was
        /// added; it sees only values with a higher sequence number through
        /// broadcasts.
        @usableFromInline let addedAfter: UInt64
    }

    @usableFromInline
    enum Delivery {
        /// A value set through `value`, for every listener added before it.
        case broadcast(T, sequence: UInt64)
        /// The current value, for one new listener only.
        case initial(T, PropertySubscriptionToken)
    }

    // Internal but usable from inlinable code: a client module specializes
    // the setter for its own `T`, instead of looking up generic metadata at
    // run time on every set (a tenth of trackd's own time per fix).
    @usableFromInline let lock = Lock()
    @usableFromInline var storedValue: T
    @usableFromInline var sequence: UInt64 = 0
    @usableFromInline var registrations: [Registration] = []
    @usableFromInline var queue = FIFOQueue<Delivery>()
    @usableFromInline var isDelivering = false

    /// Creates a property holding `value`.
    public init(_ value: T) {
        storedValue = value
    }

    /// The current value. Setting it notifies every listener.
    @inlinable
    public var value: T {
        get { lock.withLock { storedValue } }
        set {
            // The common case, nobody delivering and nothing queued: deliver
            // at once, without queueing the value or copying the listeners.
            let direct: (registrations: [Registration], sequence: UInt64)? = lock.withLock {
                storedValue = newValue
                sequence += 1
                guard !isDelivering && queue.isEmpty else {
                    queue.append(.broadcast(newValue, sequence: sequence))
                    return nil
                }
                isDelivering = true
                return (registrations, sequence)
            }
            guard let direct else { return deliverPending() }
            Self.broadcast(newValue, sequence: direct.sequence, to: direct.registrations)
            drainQueue()
        }
    }

    /// The number of listeners currently registered.
    public var listenerCount: Int {
        lock.withLock { registrations.count }
    }

    /// Registers `listener` to be called with every new value.
    ///
    /// - Parameters:
    ///   - skipCurrent: When `false` (the default) the listener is called at
    ///     once with the current value; when `true` only with later values.
    ///   - listener: Called with each value, outside any lock.
    /// - Returns: A token for ``removeListener(_:)``.
    @discardableResult
    public func addListener(
        skipCurrent: Bool = false,
        _ listener: @escaping Listener
    ) -> PropertySubscriptionToken {
        let token = PropertySubscriptionToken.next()
        lock.withLock {
            registrations.append(Registration(token: token, listener: listener, addedAfter: sequence))
            if !skipCurrent {
                queue.append(.initial(storedValue, token))
            }
        }
        deliverPending()
        return token
    }

    /// Unregisters the listener behind `token`. Removing a token that is not
    /// (or no longer) registered does nothing.
    public func removeListener(_ token: PropertySubscriptionToken) {
        lock.withLock {
            registrations.removeAll { $0.token == token }
        }
    }

    /// A read-only face of this property, for view-model protocols: views
    /// observe it but cannot set it.
    public var readOnly: ReadOnlyProperty<T> {
        ReadOnlyProperty(self)
    }

    /// Delivers queued values until the queue is empty, unless another thread
    /// is already delivering (it will pick up what this thread queued).
    @inlinable
    func deliverPending() {
        let becameDeliverer = lock.withLock {
            if isDelivering { return false }
            isDelivering = true
            return true
        }
        if becameDeliverer { drainQueue() }
    }

    /// Delivers queued values until the queue is empty, then stops being the
    /// deliverer. Called only by the deliverer.
    @inlinable
    func drainQueue() {
        while true {
            let next: (delivery: Delivery, registrations: [Registration])? = lock.withLock {
                guard let delivery = queue.popFirst() else {
                    isDelivering = false
                    return nil
                }
                return (delivery, registrations)
            }
            guard let next else { return }
            switch next.delivery {
            case .broadcast(let value, let sequence):
                Self.broadcast(value, sequence: sequence, to: next.registrations)
            case .initial(let value, let token):
                for registration in next.registrations where registration.token == token {
                    registration.listener(value)
                }
            }
        }
    }

    /// Calls, outside the lock, every listener of `registrations` (a copy
    /// taken under it) that was added before the value `sequence` was set.
    @inlinable
    static func broadcast(_ value: T, sequence: UInt64, to registrations: [Registration]) {
        for registration in registrations where registration.addedAfter < sequence {
            registration.listener(value)
        }
    }
}

extension Property: @unchecked Sendable where T: Sendable {}

extension Property: PropertySource {}

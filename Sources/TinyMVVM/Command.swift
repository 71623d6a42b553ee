import SyncPrimitives

/// Why a ``Command`` refused to run: a message meant for the user.
public struct CommandRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, as the user should read it ("not recording").
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// A user action: what to do, plus whether it can be done now.
///
/// As in the original TinyMVVM, a view binds a control to a command: it shows
/// the command as available or not through ``isEnabled`` and forwards the
/// user's action to ``execute(_:)``. Executing a disabled command does nothing
/// and throws a ``CommandRefusal`` carrying the reason: ``isEnabled`` is the
/// one check, and the action does not repeat it.
///
/// A command whose owner changes its state from several threads gives it
/// the lock that guards that state (`serializedBy`): the check and the action
/// then run as one step under it, so that two threads cannot both pass the
/// check before either acts. ``isEnabled`` must then be computed from that
/// state when read (a ``Property`` the owner sets under the lock, or a
/// ``ReadOnlyProperty/map(_:)`` of one), and the action runs with the lock
/// held.
public final class Command<Input, Output>: Sendable {
    /// Whether ``execute(_:)`` would run the action now.
    public let isEnabled: ReadOnlyProperty<Bool>
    private let disabledReason: @Sendable () -> String
    private let lock: Lock?
    private let action: @Sendable (Input) throws -> Output

    /// Creates a command.
    /// - Parameters:
    ///   - isEnabled: When the command may run; always, by default.
    ///   - disabledReason: The refusal given when it may not, read at the time
    ///     of the refusal.
    ///   - lock: The lock that makes the check and the action one step; none
    ///     by default.
    ///   - action: What the command does. Errors it throws reach the caller.
    public init(
        isEnabled: ReadOnlyProperty<Bool> = .constant(true),
        disabledReason: @autoclosure @escaping @Sendable () -> String = "not available now",
        serializedBy lock: Lock? = nil,
        action: @escaping @Sendable (Input) throws -> Output
    ) {
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
        self.lock = lock
        self.action = action
    }

    /// Runs the action, or throws ``CommandRefusal`` when the command is
    /// disabled.
    @discardableResult
    public func execute(_ input: Input) throws -> Output {
        guard let lock else { return try checkAndRun(input) }
        return try lock.withLock { try checkAndRun(input) }
    }

    /// Why ``execute(_:)`` would refuse now, or `nil` while the command is
    /// enabled: what a view shows beside a disabled button.
    public var refusalReason: String? {
        isEnabled.value ? nil : disabledReason()
    }

    /// A command for another input: the same availability and lock, with
    /// `prepare` turning the new input into this one's (or refusing it)
    /// after the enabled check, in the same step. A view model uses it to
    /// check what the user typed before handing it on.
    public func preparing<NewInput>(_ prepare: @escaping @Sendable (NewInput) throws -> Input) -> Command<
        NewInput, Output
    > {
        let action = self.action
        let reason = disabledReason
        return Command<NewInput, Output>(isEnabled: isEnabled, disabledReason: reason(), serializedBy: lock) {
            try action(try prepare($0))
        }
    }

    private func checkAndRun(_ input: Input) throws -> Output {
        guard isEnabled.value else {
            throw CommandRefusal(disabledReason())
        }
        return try action(input)
    }
}

extension Command where Input == Void {
    /// Runs a command that takes no input.
    @discardableResult
    public func execute() throws -> Output {
        try execute(())
    }
}

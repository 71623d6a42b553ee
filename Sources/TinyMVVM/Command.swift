import SyncPrimitives

/// Why a ``Command`` refused to run: a message meant for the user, and a
/// name for it meant for programs.
public struct CommandRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, as the user should read it ("not recording").
    public let reason: String
    /// A short name for the reason that stays as it is when the words
    /// change (`not_recording`), for a program to switch on; ``unnamed``
    /// for a refusal without one.
    public let code: String

    /// The code of a refusal that has no name of its own.
    public static let unnamed = "refused"

    public init(_ reason: String, code: String = unnamed) {
        self.reason = reason
        self.code = code
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
    private let disabledRefusal: @Sendable () -> CommandRefusal
    private let lock: Lock?
    private let action: @Sendable (Input) throws -> Output

    /// Creates a command.
    /// - Parameters:
    ///   - isEnabled: When the command may run; always, by default.
    ///   - refusal: The refusal given when it may not, read at the time of
    ///     the refusal.
    ///   - lock: The lock that makes the check and the action one step; none
    ///     by default.
    ///   - action: What the command does. Errors it throws reach the caller.
    public init(
        isEnabled: ReadOnlyProperty<Bool> = .constant(true),
        refusal: @autoclosure @escaping @Sendable () -> CommandRefusal = CommandRefusal("not available now"),
        serializedBy lock: Lock? = nil,
        action: @escaping @Sendable (Input) throws -> Output
    ) {
        self.isEnabled = isEnabled
        disabledRefusal = refusal
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
    public var refusal: CommandRefusal? {
        isEnabled.value ? nil : disabledRefusal()
    }

    /// A command for another input: the same availability and lock, with
    /// `prepare` turning the new input into this one's (or refusing it)
    /// after the enabled check, in the same step. A view model uses it to
    /// check what the user typed before handing it on.
    public func preparing<NewInput>(_ prepare: @escaping @Sendable (NewInput) throws -> Input) -> Command<
        NewInput, Output
    > {
        let action = self.action
        let refusal = disabledRefusal
        return Command<NewInput, Output>(isEnabled: isEnabled, refusal: refusal(), serializedBy: lock) {
            try action(try prepare($0))
        }
    }

    private func checkAndRun(_ input: Input) throws -> Output {
        guard isEnabled.value else {
            throw disabledRefusal()
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

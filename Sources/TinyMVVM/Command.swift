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
/// and throws a ``CommandRefusal`` carrying the reason.
///
/// `execute` checks `isEnabled` and then runs the action. A view model that
/// changes `isEnabled` from its actions and runs them one at a time (as
/// ``Command`` users in this package do) makes that check and the action
/// atomic.
public final class Command<Input, Output>: Sendable {
    /// Whether ``execute(_:)`` would run the action now.
    public let isEnabled: ReadOnlyProperty<Bool>
    private let disabledReason: @Sendable () -> String
    private let action: @Sendable (Input) throws -> Output

    /// Creates a command.
    /// - Parameters:
    ///   - isEnabled: When the command may run; always, by default.
    ///   - disabledReason: The refusal given when it may not, read at the time
    ///     of the refusal.
    ///   - action: What the command does. Errors it throws reach the caller.
    public init(
        isEnabled: ReadOnlyProperty<Bool> = .constant(true),
        disabledReason: @autoclosure @escaping @Sendable () -> String = "not available now",
        action: @escaping @Sendable (Input) throws -> Output
    ) {
        self.isEnabled = isEnabled
        self.disabledReason = disabledReason
        self.action = action
    }

    /// Runs the action, or throws ``CommandRefusal`` when the command is
    /// disabled.
    @discardableResult
    public func execute(_ input: Input) throws -> Output {
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

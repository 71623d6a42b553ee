import TestSupport
import Testing

@testable import TinyMVVM

@Suite("Command")
struct CommandTests {
    @Test("an enabled command runs its action and returns its output")
    func enabledRuns() throws {
        let command = Command<Int, Int> { $0 * 3 }
        #expect(try command.execute(4) == 12)
    }

    @Test("a disabled command refuses with its reason and does not run")
    func disabledRefuses() {
        let enabled = Property(false)
        let runs = ValueLog<Int>()
        let command = Command<Void, Void>(isEnabled: enabled.readOnly, disabledReason: "not recording") {
            runs.append(1)
        }
        #expect(throws: CommandRefusal("not recording")) { try command.execute() }
        #expect(runs.values.isEmpty)
        enabled.value = true
        #expect(throws: Never.self) { try command.execute() }
        #expect(runs.values == [1])
    }

    @Test("isEnabled follows the property it was given")
    func isEnabledObservable() {
        let enabled = Property(true)
        let command = Command<Void, Void>(isEnabled: enabled.readOnly) {}
        let seen = ValueLog<Bool>()
        command.isEnabled.addListener { seen.append($0) }
        enabled.value = false
        #expect(seen.values == [true, false])
        #expect(!command.isEnabled.value)
    }

    @Test("errors from the action reach the caller")
    func actionErrors() {
        struct Broken: Error, Equatable {}
        let command = Command<Void, Void> { throw Broken() }
        #expect(throws: Broken()) { try command.execute() }
    }
}

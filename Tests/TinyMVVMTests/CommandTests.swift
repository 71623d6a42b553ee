import Glibc
import SyncPrimitives
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
        let command = Command<Void, Void>(isEnabled: enabled.readOnly, refusal: CommandRefusal("not recording")) {
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

    @Test("with a lock, the check and the action are one step: of eight threads racing to start, one starts")
    func serializedCheckAndAction() throws {
        let lock = Lock()
        let running = Property(false)
        let starts = ValueLog<Int>()
        let refusals = ValueLog<String>()
        let command = Command<Int, Void>(
            isEnabled: running.readOnly.map { !$0 }, refusal: CommandRefusal("already recording"), serializedBy: lock
        ) { thread in
            usleep(2_000)  // a slow action: the others arrive meanwhile
            running.value = true
            starts.append(thread)
        }
        try concurrently(8) { thread in
            do {
                try command.execute(thread)
            } catch {
                refusals.append("\(error)")
            }
        }
        #expect(starts.values.count == 1)
        #expect(refusals.values == Array(repeating: "already recording", count: 7))
    }

    @Test("a prepared command checks availability first, then the input, then acts, sharing the state")
    func prepared() throws {
        let enabled = Property(false)
        let names = ValueLog<String>()
        let save = Command<String, Int>(isEnabled: enabled.readOnly, refusal: CommandRefusal("nothing to save")) {
            names.append($0)
            return $0.count
        }
        let typed = save.preparing { (text: String) throws -> String in
            guard !text.isEmpty else { throw CommandRefusal("a track needs a name") }
            return text.uppercased()
        }
        #expect(throws: CommandRefusal("nothing to save")) { try typed.execute("") }
        enabled.value = true
        #expect(typed.isEnabled.value)
        #expect(throws: CommandRefusal("a track needs a name")) { try typed.execute("") }
        #expect(try typed.execute("walk") == 4)
        #expect(names.values == ["WALK"])
    }

    @Test("a mapped property is computed when read: never behind its source")
    func mappedIsCurrent() {
        let source = Property(1)
        let doubled = source.readOnly.map { $0 * 2 }
        source.value = 5
        #expect(doubled.value == 10)
    }
}

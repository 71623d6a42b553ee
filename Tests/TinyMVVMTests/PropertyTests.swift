import Foundation
import TestSupport
import Testing

@testable import TinyMVVM

@Suite("Property")
struct PropertyTests {
    @Test("a new listener is called at once with the current value")
    func newListenerGetsCurrentValue() {
        let property = Property(7)
        let seen = ValueLog<Int>()
        property.addListener { seen.append($0) }
        #expect(seen.values == [7])
    }

    @Test("skipCurrent leaves out the current value")
    func skipCurrent() {
        let property = Property("a")
        let seen = ValueLog<String>()
        property.addListener(skipCurrent: true) { seen.append($0) }
        property.value = "b"
        #expect(seen.values == ["b"])
    }

    @Test("listeners see every value in the order it was set")
    func valuesInOrder() {
        let property = Property(0)
        let seen = ValueLog<Int>()
        property.addListener(skipCurrent: true) { seen.append($0) }
        for value in 1...100 { property.value = value }
        #expect(seen.values == Array(1...100))
        #expect(property.value == 100)
    }

    @Test("listeners are called in the order they were added")
    func listenersInOrder() {
        let property = Property(0)
        let calls = ValueLog<String>()
        for name in ["first", "second", "third", "fourth"] {
            property.addListener(skipCurrent: true) { _ in calls.append(name) }
        }
        property.value = 1
        #expect(calls.values == ["first", "second", "third", "fourth"])
    }

    @Test("tokens are never reused, across properties and after removal")
    func tokensAreUnique() {
        let first = Property(0)
        let second = Property(0)
        var tokens = Set<PropertySubscriptionToken>()
        for _ in 0..<500 {
            let a = first.addListener { _ in }
            let b = second.addListener { _ in }
            first.removeListener(a)
            second.removeListener(b)
            tokens.insert(a)
            tokens.insert(b)
        }
        #expect(tokens.count == 1000)
    }

    @Test("a removed listener is not called again")
    func removedListenerIsSilent() {
        let property = Property(0)
        let seen = ValueLog<Int>()
        let token = property.addListener(skipCurrent: true) { seen.append($0) }
        property.value = 1
        property.removeListener(token)
        property.value = 2
        #expect(seen.values == [1])
        #expect(property.listenerCount == 0)
    }

    @Test("removing a token twice, or a foreign token, does nothing")
    func removingUnknownTokens() {
        let property = Property(0)
        let other = Property(0)
        let seen = ValueLog<Int>()
        let token = property.addListener(skipCurrent: true) { seen.append($0) }
        let foreign = other.addListener { _ in }
        property.removeListener(foreign)
        property.value = 1
        property.removeListener(token)
        property.removeListener(token)
        property.value = 2
        #expect(seen.values == [1])
        #expect(other.listenerCount == 1)
    }

    @Test("a listener that sets its own property sees the new value after the current round")
    func reentrantSet() {
        let property = Property(0)
        let first = ValueLog<Int>()
        let second = ValueLog<Int>()
        property.addListener(skipCurrent: true) { value in
            first.append(value)
            if value < 3 { property.value = value + 1 }
        }
        property.addListener(skipCurrent: true) { second.append($0) }
        property.value = 1
        #expect(first.values == [1, 2, 3])
        #expect(second.values == [1, 2, 3])
        #expect(property.value == 3)
    }

    @Test("a listener may add and remove listeners without deadlocking")
    func listenerChangesListeners() {
        let property = Property(0)
        let late = ValueLog<Int>()
        let box = TokenBox()
        box.token = property.addListener(skipCurrent: true) { value in
            if let token = box.token { property.removeListener(token) }
            property.addListener { late.append($0) }
        }
        property.value = 1
        property.value = 2
        // The late listener got the current value when added (1), then 2.
        #expect(late.values == [1, 2])
        #expect(property.listenerCount == 1)
    }

    @Test("a listener added while a value is in flight does not see that value twice")
    func addDuringDelivery() {
        let property = Property(0)
        let late = ValueLog<Int>()
        property.addListener(skipCurrent: true) { value in
            if value == 1 { property.addListener { late.append($0) } }
        }
        property.value = 1
        property.value = 2
        #expect(late.values == [1, 2])
    }

    @Test("the read-only face observes the property it wraps")
    func readOnlyFace() {
        let property = Property(1)
        let face = property.readOnly
        let seen = ValueLog<Int>()
        let token = face.addListener { seen.append($0) }
        property.value = 2
        face.removeListener(token)
        property.value = 3
        #expect(face.value == 3)
        #expect(seen.values == [1, 2])
    }

    @Test("a mapped property follows its source")
    func mapped() {
        let property = Property(2)
        let doubled = property.readOnly.map { $0 * 2 }
        let seen = ValueLog<Int>()
        doubled.addListener { seen.append($0) }
        property.value = 5
        #expect(doubled.value == 10)
        #expect(seen.values == [4, 10])
    }
}

/// Lets a listener refer to its own token.
private final class TokenBox: @unchecked Sendable {
    var token: PropertySubscriptionToken?
}

/// A first-in, first-out queue with amortized O(1) removal at the front: an
/// array read from a moving head, compacted once the head passes half.
///
/// A taken element is released at once (its slot is cleared), so a queue of
/// large values holds only what waits in it. Not thread safe: keep it behind
/// a ``Lock`` or ``Condition``.
public struct FIFOQueue<Element> {
    /// How many slots a queue keeps for reuse once it empties; a burst past
    /// it gives its memory back.
    @usableFromInline static var retainedCapacity: Int { 1024 }

    @usableFromInline var storage: [Element?] = []
    @usableFromInline var head = 0

    public init() {}

    /// Whether nothing waits.
    @inlinable public var isEmpty: Bool { head == storage.count }

    /// Elements waiting.
    @inlinable public var count: Int { storage.count - head }

    /// The oldest element, left in place; `nil` when empty.
    @inlinable public var first: Element? { head < storage.count ? storage[head] : nil }

    /// The element `offset` places after the oldest, left in place: read
    /// without copying a queue shared with a copy of it.
    @inlinable public subscript(offset: Int) -> Element {
        precondition(offset >= 0 && offset < count, "offset \(offset) outside a queue of \(count)")
        return storage[head + offset]!
    }

    @inlinable public mutating func append(_ element: Element) {
        storage.append(element)
    }

    @inlinable public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { storage.append(element) }
    }

    /// Takes the oldest element; `nil` when empty.
    @inlinable public mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: storage.count <= Self.retainedCapacity)
            head = 0
        } else if head >= 64 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}

extension FIFOQueue: Sendable where Element: Sendable {}

/// A first-in, first-out queue with amortized O(1) removal at the front:
/// an array read from a moving head, compacted once the head passes half.
struct FIFOQueue<Element> {
    private var storage: [Element] = []
    private var head = 0

    var isEmpty: Bool { head == storage.count }

    /// Elements waiting.
    var count: Int { storage.count - head }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    mutating func append(contentsOf elements: some Sequence<Element>) {
        storage.append(contentsOf: elements)
    }

    mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}

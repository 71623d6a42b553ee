import TrackModel

/// The positions a forwarder has picked and not had acknowledged, oldest
/// first, at most ``limit`` of them (`forward_queue_limit`).
///
/// When a position would make it overflow, the older half is thinned: every
/// second position of it is left out, so a long time offline is still sent
/// from start to end, sparser the older it is; the newest half is never
/// thinned. What is left out is never lost: the recording keeps every fix.
struct OutboxQueue {
    let limit: Int
    private(set) var positions: [RecordedPoint] = []
    /// Positions left out by thinning so far.
    private(set) var thinned = 0

    init(limit: Int) {
        precondition(limit >= 2, "a queue needs room for the oldest and the newest")
        self.limit = limit
    }

    var count: Int { positions.count }
    var isEmpty: Bool { positions.isEmpty }

    /// The oldest `count` positions: the next to send.
    func first(_ count: Int) -> ArraySlice<RecordedPoint> { positions.prefix(count) }

    mutating func append(_ position: RecordedPoint) {
        if positions.count == limit { thinOlderHalf() }
        positions.append(position)
    }

    /// Drops the oldest `count` positions: the server acknowledged them.
    mutating func removeFirst(_ count: Int) {
        positions.removeFirst(count)
    }

    /// Leaves out every second position of the older half, keeping the
    /// oldest.
    private mutating func thinOlderHalf() {
        let half = positions.count / 2
        var kept: [RecordedPoint] = []
        kept.reserveCapacity(limit)
        for index in 0..<half where index % 2 == 0 { kept.append(positions[index]) }
        thinned += half - kept.count
        kept.append(contentsOf: positions[half...])
        positions = kept
    }
}

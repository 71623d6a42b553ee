/// The trace a map draws, in bounded memory however long the recording:
/// the newest ``exactTail`` points as recorded, older ones thinned.
///
/// The live map frames the recent trace (``RegionRadius/window`` points), so
/// that stretch is kept whole. An older point is kept when it lies at least
/// ``spacing`` from the point kept before it; the spacing starts at zero
/// (everything kept) and doubles whenever more than ``budget`` older points
/// are kept, thinning those already kept to the new spacing. A bend or a
/// detour smaller than the spacing is all that is lost, and the spacing
/// stays finer than a dot of a map that shows the whole trace: a 5,000 km
/// journey in 20,000 points is a point every 250 m at most. The figures are
/// worked out from every fix, never from this.
struct ThinnedTrace: Sendable {
    /// The most older points kept at once.
    let budget: Int
    /// How many of the newest points are kept as recorded.
    let exactTail: Int
    /// Metres that two older points kept one after the other are at least
    /// apart.
    private(set) var spacing = 0.0
    private var older: [TracePoint] = []
    /// The newest points, from `recentStart` on (the ones before it have
    /// been handed to `older`, and are dropped from the array in batches).
    private var recent: [TracePoint] = []
    private var recentStart = 0

    /// The spacing the first thinning tries, metres.
    private static let firstSpacing = 1.0

    init(budget: Int, exactTail: Int = RegionRadius.window) {
        precondition(budget >= 2 && exactTail >= 1)
        self.budget = budget
        self.exactTail = exactTail
    }

    /// The points kept, oldest first.
    var points: [TracePoint] { older + recent[recentStart...] }

    /// How many points are kept: at most ``budget`` plus ``exactTail``.
    var keptCount: Int { older.count + recent.count - recentStart }

    mutating func append(_ point: TracePoint) {
        recent.append(point)
        guard recent.count - recentStart > exactTail else { return }
        keepIfApart(recent[recentStart])
        recentStart += 1
        if recentStart >= exactTail {
            recent.removeFirst(recentStart)
            recentStart = 0
        }
    }

    private mutating func keepIfApart(_ point: TracePoint) {
        if let last = older.last, !Self.isApart(last, point, by: spacing) { return }
        older.append(point)
        if older.count > budget { thin() }
    }

    /// Doubles the spacing until the older points kept at it fit in three
    /// quarters of the budget: room for many more before the next thinning,
    /// so that thinning costs a fixed share of each point however long the
    /// recording.
    private mutating func thin() {
        while older.count > budget * 3 / 4 {
            spacing = spacing == 0 ? Self.firstSpacing : spacing * 2
            var kept = 1
            for index in 1..<older.count where Self.isApart(older[kept - 1], older[index], by: spacing) {
                older[kept] = older[index]
                kept += 1
            }
            older.removeLast(older.count - kept)
        }
    }

    private static func isApart(_ first: TracePoint, _ second: TracePoint, by metres: Double) -> Bool {
        metres == 0
            || FlatNeighbourhood(latitude: first.latitude, longitude: first.longitude)
                .squaredMetres(toLatitude: second.latitude, longitude: second.longitude) >= metres * metres
    }
}

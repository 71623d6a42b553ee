import FoundationEssentials

/// A saved track as a list of tracks shows it: what `tracks` prints of
/// each, and no more, so that listing 100,000 tracks reads only that (a
/// ``TrackSummary`` carries every figure, for one track's page).
public struct TrackListing: Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var description: String?
    /// The first and last point's times, `nil` without times.
    public var start: Date?
    public var end: Date?
    /// Points stored.
    public var points: Int
    /// Metres.
    public var distance: Double
    public var noteCount: Int

    public init(
        id: Int64, name: String, description: String?, start: Date?, end: Date?, points: Int, distance: Double,
        noteCount: Int
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.start = start
        self.end = end
        self.points = points
        self.distance = distance
        self.noteCount = noteCount
    }

    /// Seconds from ``start`` to ``end``, as ``TrackStatistics/duration``.
    public var duration: Double { TrackStatistics.duration(from: start, to: end) }

    /// Whether any point had a time.
    public var hasTimes: Bool { start != nil }
}

extension TrackSummary {
    /// What a list of tracks shows of this one.
    public var listing: TrackListing {
        TrackListing(
            id: id, name: name, description: description, start: statistics.start, end: statistics.end,
            points: statistics.points, distance: statistics.distance, noteCount: noteCount)
    }
}

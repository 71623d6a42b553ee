import FoundationEssentials

/// A saved track as the Tracks screen lists it.
public struct TrackSummary: Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var description: String?
    public var statistics: TrackStatistics
    public var noteCount: Int

    public init(
        id: Int64, name: String, description: String?, statistics: TrackStatistics, noteCount: Int
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.statistics = statistics
        self.noteCount = noteCount
    }
}

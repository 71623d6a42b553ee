import FoundationEssentials

/// A saved track as the Tracks screen lists it.
public struct TrackSummary: Sendable, Equatable {
    /// The longest name, in characters. Storage reads no more of one, so a
    /// listing is bounded whatever a database holds.
    public static let maximumNameLength = 200
    /// The longest description, in characters; likewise.
    public static let maximumDescriptionLength = 4000

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

/// `show`: a saved track's listing, its figures and its notes (the first
/// thousand; how many more there are).
public struct TrackDetailReply: ContractReply {
    /// The listing's keys but `notes`, which here are the notes themselves.
    public var listing: TrackListingReply
    public var movingTimeS: Double?
    public var maxSpeedMps: Double?
    public var avgSpeedMps: Double?
    public var avgMovingSpeedMps: Double?
    public var elevationGainM: Double?
    public var elevationLossM: Double?
    public var segments: Int
    public var notes: [NoteReply]
    /// Notes past those listed.
    public var notesUnlisted: Int

    public init(
        listing: TrackListingReply, movingTimeS: Double?, maxSpeedMps: Double?, avgSpeedMps: Double?,
        avgMovingSpeedMps: Double?, elevationGainM: Double?, elevationLossM: Double?, segments: Int,
        notes: [NoteReply], notesUnlisted: Int
    ) {
        self.listing = listing
        self.movingTimeS = movingTimeS
        self.maxSpeedMps = maxSpeedMps
        self.avgSpeedMps = avgSpeedMps
        self.avgMovingSpeedMps = avgMovingSpeedMps
        self.elevationGainM = elevationGainM
        self.elevationLossM = elevationLossM
        self.segments = segments
        self.notes = notes
        self.notesUnlisted = notesUnlisted
    }

    enum CodingKeys: String, CodingKey {
        case segments, notes
        case movingTimeS = "moving_time_s"
        case maxSpeedMps = "max_speed_mps"
        case avgSpeedMps = "avg_speed_mps"
        case avgMovingSpeedMps = "avg_moving_speed_mps"
        case elevationGainM = "elevation_gain_m"
        case elevationLossM = "elevation_loss_m"
        case notesUnlisted = "notes_unlisted"
    }

    /// Reads the listing's keys and the detail's from the same object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        notes = try container.decode([NoteReply].self, forKey: .notes)
        notesUnlisted = try container.decode(Int.self, forKey: .notesUnlisted)
        listing = try TrackListingReply(from: decoder, notes: notes.count + notesUnlisted)
        movingTimeS = try container.decodeIfPresent(Double.self, forKey: .movingTimeS)
        maxSpeedMps = try container.decodeIfPresent(Double.self, forKey: .maxSpeedMps)
        avgSpeedMps = try container.decodeIfPresent(Double.self, forKey: .avgSpeedMps)
        avgMovingSpeedMps = try container.decodeIfPresent(Double.self, forKey: .avgMovingSpeedMps)
        elevationGainM = try container.decodeIfPresent(Double.self, forKey: .elevationGainM)
        elevationLossM = try container.decodeIfPresent(Double.self, forKey: .elevationLossM)
        segments = try container.decode(Int.self, forKey: .segments)
    }

    public var json: JSONValue {
        var object = listing.fields
        object["moving_time_s"] = .number(movingTimeS)
        object["max_speed_mps"] = .number(maxSpeedMps)
        object["avg_speed_mps"] = .number(avgSpeedMps)
        object["avg_moving_speed_mps"] = .number(avgMovingSpeedMps)
        object["elevation_gain_m"] = .number(elevationGainM)
        object["elevation_loss_m"] = .number(elevationLossM)
        object["segments"] = .integer(segments)
        object["notes"] = .array(notes.map(\.json))
        object["notes_unlisted"] = .integer(notesUnlisted)
        return .object(object)
    }
}

/// A saved track as `tracks` lists it (and `rename` answers with it).
public struct TrackListingReply: ContractReply {
    public var id: Int64
    public var name: String
    public var description: String?
    /// ISO 8601, UTC; `nil` for a track without times.
    public var start: String?
    public var end: String?
    public var points: Int
    public var distanceM: Double
    public var durationS: Double?
    public var notes: Int

    public init(
        id: Int64, name: String, description: String?, start: String?, end: String?, points: Int, distanceM: Double,
        durationS: Double?, notes: Int
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.start = start
        self.end = end
        self.points = points
        self.distanceM = distanceM
        self.durationS = durationS
        self.notes = notes
    }

    enum CodingKeys: String, CodingKey {
        case id, name, description, start, end, points, notes
        case distanceM = "distance_m"
        case durationS = "duration_s"
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, notes: nil)
    }

    /// The listing's keys read from `decoder`; its notes' count is `notes`
    /// when given (a `show`, whose `notes` are the notes themselves), else
    /// read.
    init(from decoder: any Decoder, notes: Int?) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int64.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        start = try container.decodeIfPresent(String.self, forKey: .start)
        end = try container.decodeIfPresent(String.self, forKey: .end)
        points = try container.decode(Int.self, forKey: .points)
        distanceM = try container.decode(Double.self, forKey: .distanceM)
        durationS = try container.decodeIfPresent(Double.self, forKey: .durationS)
        self.notes = try notes ?? container.decode(Int.self, forKey: .notes)
    }

    public var json: JSONValue { .object(fields) }

    /// The listing's keys, which `show` adds to.
    var fields: [String: JSONValue] {
        [
            "id": .integer(id),
            "name": .string(name),
            "description": .text(description),
            "start": .text(start),
            "end": .text(end),
            "points": .integer(points),
            "distance_m": .number(distanceM),
            "duration_s": .number(durationS),
            "notes": .integer(notes),
        ]
    }
}

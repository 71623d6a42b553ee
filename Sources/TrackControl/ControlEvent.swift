/// One line of a stream (`watch`): the machine form, and the form a person
/// reads.
///
/// ```json
/// {"v": 1, "event": {"property": "speed", "value": 4.2}, "text": "speed 15.1 km/h"}
/// ```
public struct ControlEvent: Codable, Sendable, Equatable {
    public var version: Int
    public var event: JSONValue
    public var text: String?

    /// An event with its form for people, or without one where `event` is
    /// already what a person reads (a frame's lines).
    public init(event: JSONValue, text: String?) {
        version = ControlRequest.currentVersion
        self.event = event
        self.text = text
    }

    /// A frame's rows (`watch` drawn for a screen, `map --follow`), which
    /// the event carries once, as `lines`; `nil` for any other event.
    public var frameLines: [String]? {
        guard case .object(let fields) = event, case .array(let lines) = fields["lines"] else { return nil }
        return lines.compactMap(\.stringValue)
    }

    /// What a person reads of the event: its text, or a frame's rows.
    public var readableText: String { text ?? frameLines?.joined(separator: "\n") ?? "" }

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case event, text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? ControlRequest.currentVersion
        event = try container.decode(JSONValue.self, forKey: .event)
        text = try container.decodeIfPresent(String.self, forKey: .text)
    }
}

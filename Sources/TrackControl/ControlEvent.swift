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

    public init(event: JSONValue, text: String) {
        version = ControlRequest.currentVersion
        self.event = event
        self.text = text
    }

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

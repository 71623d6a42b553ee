/// A reply that goes on after its first line: `watch`.
///
/// The server sends the reply's line, then runs the stream, which emits one
/// ``ControlEvent`` a line until it is done, the client goes away (`emit`
/// throws), or `isOpen` reports the connection closed.
public protocol ReplyStream: Sendable {
    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool)
}

/// One line of a stream: the machine form, and the form a person reads.
///
/// ```json
/// {"v": 1, "event": {"property": "speed", "value": 4.2}, "text": "speed 15.1 km/h"}
/// ```
public struct ControlEvent: Encodable, Sendable {
    public var event: any Encodable & Sendable
    public var text: String

    public init(event: any Encodable & Sendable, text: String) {
        self.event = event
        self.text = text
    }

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case event, text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ControlRequest.currentVersion, forKey: .version)
        try event.encode(to: container.superEncoder(forKey: .event))
        try container.encode(text, forKey: .text)
    }
}

/// A stream line as the client reads it.
public struct ControlEventLine: Decodable, Sendable {
    public var event: JSONValue
    public var text: String?
}

/// The daemon's answer to a ``ControlRequest``, as the client reads it: one
/// line of JSON, optionally followed by a body of raw bytes.
///
/// ```json
/// {"v": 1, "ok": true, "result": {...}, "text": "Recording started."}
/// {"v": 1, "ok": false, "error": {"code": "refused", "message": "not recording"}}
/// {"v": 1, "ok": true, "result": {"format": "gpx"}, "body": "chunked"}
/// ```
///
/// `result` is the machine form (`trackctl --json` prints it), `text` the
/// form a person reads. When `body` is `"chunked"`, content (an export)
/// follows the line in chunks, as ``ChunkedBody`` frames it. When `stream` is true, a
/// ``ControlEventLine`` a line follows until the daemon closes the connection.
public struct ControlResponse: Decodable, Sendable, Equatable {
    public var version: Int
    public var ok: Bool
    public var result: JSONValue?
    public var text: String?
    public var error: ControlFailure?
    /// ``ChunkedBody/marker`` when content follows the line.
    public var body: String?
    /// Whether event lines follow until the daemon closes the connection.
    public var stream: Bool?

    /// Whether content follows the line in chunks.
    public var hasChunkedBody: Bool { body == ChunkedBody.marker }

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case ok, result, text, error, stream, body
    }
}

/// The daemon's answer as it writes it: the same fields as
/// ``ControlResponse``, with the result still a typed value.
public struct ControlReply: Encodable, Sendable {
    public var result: (any Encodable & Sendable)?
    public var text: String?
    public var error: ControlFailure?
    /// Content that follows the reply's line, in chunks.
    public var body: (any ReplyBody)?
    /// Events that follow the reply's line, one a line (`"stream": true`).
    public var stream: (any ReplyStream)?

    /// A successful reply.
    public init(
        result: any Encodable & Sendable, text: String, body: (any ReplyBody)? = nil,
        stream: (any ReplyStream)? = nil
    ) {
        self.result = result
        self.text = text
        self.body = body
        self.stream = stream
    }

    /// A successful reply with nothing to add: the outcome line after a
    /// chunked body.
    public init() {}

    /// A failed reply.
    public init(error: ControlFailure) {
        self.error = error
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ControlResponse.CodingKeys.self)
        try container.encode(ControlRequest.currentVersion, forKey: .version)
        try container.encode(error == nil, forKey: .ok)
        if let result {
            try result.encode(to: container.superEncoder(forKey: .result))
        }
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(error, forKey: .error)
        if body != nil { try container.encode(ChunkedBody.marker, forKey: .body) }
        if stream != nil { try container.encode(true, forKey: .stream) }
    }
}

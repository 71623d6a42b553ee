/// trackd's answer to a request: one line of JSON, written by the daemon and
/// read by the client.
///
/// ```json
/// {"v": 1, "ok": true, "result": {...}, "text": "Recording started."}
/// {"v": 1, "ok": false, "error": {"code": "refused", "message": "not recording"}}
/// {"v": 1, "ok": true, "result": {"format": "gpx"}, "body": "chunked"}
/// ```
///
/// `result` is the machine form (`trackctl --json` prints it), `text` the
/// form a person reads. When `body` is `"chunked"`, content (an export)
/// follows the line in chunks, as ``ChunkedBody`` frames it. When `stream` is
/// true, a ``ControlEvent`` a line follows until the daemon closes the
/// connection.
public struct ControlResponse: Codable, Sendable, Equatable {
    public var version: Int
    public var ok: Bool
    public var result: JSONValue?
    public var text: String?
    public var error: ControlFailure?
    /// ``ChunkedBody/marker`` when content follows the line.
    public var body: String?
    /// Whether event lines follow until the daemon closes the connection.
    public var stream: Bool?

    /// A successful response; `followedBy` says what comes after the line.
    public init(result: JSONValue, text: String, followedBy following: Following = .nothing) {
        self.init(ok: true)
        self.result = result
        self.text = text
        switch following {
        case .nothing: break
        case .chunkedBody: body = ChunkedBody.marker
        case .stream: stream = true
        }
    }

    /// A success with nothing to add: the outcome line after a chunked body.
    public init() {
        self.init(ok: true)
    }

    /// A failed response.
    public init(error: ControlFailure) {
        self.init(ok: false)
        self.error = error
    }

    private init(ok: Bool) {
        version = ControlRequest.currentVersion
        self.ok = ok
    }

    /// What follows a response's line.
    public enum Following: Sendable {
        case nothing
        /// Chunks of content, then an outcome line.
        case chunkedBody
        /// Event lines until the connection closes.
        case stream
    }

    /// Whether content follows the line in chunks.
    public var hasChunkedBody: Bool { body == ChunkedBody.marker }

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case ok, result, text, error, body, stream
    }
}

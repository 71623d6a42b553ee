import TrackControl

/// A screen's answer to a command: the response line, and what follows it on
/// the connection (an export's content, or `watch`'s events).
struct ControlReply: Sendable {
    /// The line the client reads first.
    var response: ControlResponse
    /// Content sent after the line, in chunks.
    var body: (any ReplyBody)?
    /// Events sent after the line, one a line, until the stream ends.
    var stream: (any ReplyStream)?

    /// A success: its result, the sentence a person reads, and nothing after.
    init(result: JSONValue, text: String) {
        response = ControlResponse(result: result, text: text)
    }

    /// A success whose content follows the line in chunks.
    init(result: JSONValue, text: String, body: any ReplyBody) {
        response = ControlResponse(result: result, text: text, followedBy: .chunkedBody)
        self.body = body
    }

    /// A success followed by a stream of events.
    init(result: JSONValue, text: String, stream: any ReplyStream) {
        response = ControlResponse(result: result, text: text, followedBy: .stream)
        self.stream = stream
    }

    /// A failure.
    init(error: ControlFailure) {
        response = ControlResponse(error: error)
    }
}

/// Content that follows a reply's line, of a length not known in advance: an
/// export, written as it is read from the database.
protocol ReplyBody: Sendable {
    /// Writes the content, handing `sink` a chunk at a time.
    func write(to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws
}

/// A reply that goes on after its line: `watch`.
///
/// The server sends the reply's line, then runs the stream, which emits one
/// ``ControlEvent`` a line until it is done, the client goes away (`emit`
/// throws), or `isOpen` reports the connection closed.
protocol ReplyStream: Sendable {
    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool)
}

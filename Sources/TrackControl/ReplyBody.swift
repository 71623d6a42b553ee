import FoundationEssentials

/// Content that follows a reply's line, of a length not known in advance:
/// an export, written as it is read from the database.
///
/// On the wire (the reply says `"body": "chunked"`), each chunk is its
/// length in decimal and a newline, then that many bytes; a chunk of length
/// 0 ends the content, and one more line follows, the outcome: `{"v": 1,
/// "ok": true}`, or `"ok": false` with an `error` when the content could not
/// be written whole (what came before it is then incomplete).
public protocol ReplyBody: Sendable {
    /// Writes the content, handing `sink` a chunk at a time.
    func write(to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws
}

/// The chunk framing of a ``ReplyBody`` on a ``SocketChannel``.
public enum ChunkedBody {
    /// The value of a reply's `body` key when chunks follow its line.
    public static let marker = "chunked"
    /// The longest chunk a reader accepts.
    public static let maximumChunkBytes = 16 << 20

    /// Sends `body` as chunks, then the end and the outcome line.
    /// - Returns: the error that cut the content short, if any (the peer
    ///   has been told).
    /// - Throws: ``SocketError`` when the peer cannot be written to.
    public static func send(_ body: any ReplyBody, on channel: SocketChannel) throws(SocketError) -> (any Error)? {
        var failure: (any Error)?
        do {
            try body.write { chunk in
                guard !chunk.isEmpty else { return }
                try channel.write(Array("\(chunk.count)\n".utf8))
                try channel.write(chunk)
            }
        } catch let error as SocketError {
            throw error
        } catch {
            failure = error
        }
        try channel.write(Array("0\n".utf8))
        let outcome =
            failure.map { ControlReply(error: ControlFailure(.internalError, "the content is incomplete: \($0)")) }
            ?? ControlReply()
        var line = (try? JSONEncoder().encode(outcome)).map(Array.init) ?? Array(#"{"v":1,"ok":true}"#.utf8)
        line.append(0x0A)
        try channel.write(line)
        return failure
    }

    /// Reads chunks from `channel` until the end, handing each to `each`,
    /// then reads the outcome line.
    /// - Throws: ``ControlFailure`` when the sender reports the content
    ///   incomplete; ``SocketError``, ``UnexpectedEndOfFile`` or
    ///   `DecodingError` when the stream breaks; what `each` throws.
    public static func receive(from channel: SocketChannel, _ each: ([UInt8]) throws -> Void) throws {
        while true {
            guard let header = try channel.readLine(maxBytes: 32) else { throw UnexpectedEndOfFile() }
            guard let count = Int(String(decoding: header, as: UTF8.self)), count >= 0, count <= maximumChunkBytes
            else { throw ControlFailure(.internalError, "malformed chunk header in the reply's content") }
            if count == 0 { break }
            try each(try channel.read(exactly: count))
        }
        guard let line = try channel.readLine(maxBytes: 1 << 20) else { throw UnexpectedEndOfFile() }
        let outcome = try JSONDecoder().decode(ControlResponse.self, from: Data(line))
        if let error = outcome.error { throw error }
    }
}

import FoundationEssentials

/// Content that follows a response's line, of a length not known in advance:
/// an export, written as it is read from the database.
///
/// On the wire (the response says `"body": "chunked"`), each chunk is its
/// length in decimal and a newline, then that many bytes; a chunk of length
/// 0 ends the content, and one more line follows, the outcome: `{"v": 1,
/// "ok": true}`, or `"ok": false` with an `error` when the content could not
/// be written whole (what came before it is then incomplete).
public enum ChunkedBody {
    /// The value of a response's `body` key when chunks follow its line.
    public static let marker = "chunked"
    /// The longest chunk a reader accepts.
    public static let maximumChunkBytes = 16 << 20

    /// Sends the content `write` produces as chunks, then the end and the
    /// outcome line.
    /// - Parameter write: writes the content, handing each chunk to the sink
    ///   it is given.
    /// - Returns: the error that cut the content short, if any (the peer has
    ///   been told, and what came before it is incomplete).
    /// - Throws: what writing to `channel` throws: the peer cannot be told.
    public static func send(
        on channel: some ByteChannel, version: Int = ControlRequest.currentVersion,
        _ write: (_ sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws -> (any Error)? {
        var channelFailure: (any Error)?
        var contentFailure: (any Error)?
        do {
            try write { chunk in
                guard !chunk.isEmpty else { return }
                do {
                    try channel.write(Array("\(chunk.count)\n".utf8))
                    try channel.write(chunk)
                } catch {
                    channelFailure = error
                    throw error
                }
            }
        } catch {
            if let channelFailure { throw channelFailure }
            contentFailure = error
        }
        try finish(failure: contentFailure, on: channel, version: version)
        return contentFailure
    }

    /// Ends the content and writes its outcome: `failure` when it was cut
    /// short.
    private static func finish(failure: (any Error)?, on channel: some ByteChannel, version: Int) throws {
        try channel.write(Array("0\n".utf8))
        var outcome =
            failure.map { ControlResponse(error: ControlFailure(.internalError, "the content is incomplete: \($0)")) }
            ?? ControlResponse()
        outcome.version = version
        try channel.write((try? JSONLines.line(outcome)) ?? Array("{\"v\":1,\"ok\":true}\n".utf8))
    }

    /// Reads chunks from `channel` until the end, handing each to `each`,
    /// then reads the outcome line.
    /// - Throws: ``ControlFailure`` when the sender reports the content
    ///   incomplete; ``UnexpectedEndOfFile`` or `DecodingError` when the
    ///   stream breaks; what the channel or `each` throws.
    public static func receive(from channel: some ByteChannel, _ each: ([UInt8]) throws -> Void) throws {
        while true {
            guard let header = try channel.readLine(maxBytes: 32) else { throw UnexpectedEndOfFile() }
            guard let count = Int(String(decoding: header, as: UTF8.self)), count >= 0, count <= maximumChunkBytes
            else { throw ControlFailure(.internalError, "malformed chunk header in the reply's content") }
            if count == 0 { break }
            try each(try channel.read(exactly: count))
        }
        guard let line = try channel.readLine(maxBytes: 1 << 20) else { throw UnexpectedEndOfFile() }
        let outcome = try JSONLines.decode(ControlResponse.self, from: line)
        if let error = outcome.error { throw error }
    }
}

import TrackControl

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered line and byte I/O on a connected stream socket.
///
/// A channel may be handed from thread to thread, but reads must not overlap
/// other reads, nor writes other writes.
public final class SocketChannel: ByteChannel, @unchecked Sendable {
    /// The descriptor; closed by ``close()`` or when the channel goes away.
    public let fd: Int32
    /// Bytes read and not yet taken are `buffer[start..<end]`; what follows
    /// is room for the next read. Reads go straight into it, so a request
    /// costs no allocation and no zero-filling.
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var start = 0
    private var end = 0
    private var isClosed = false

    /// Takes ownership of `fd`.
    public init(fd: Int32) {
        self.fd = fd
    }

    deinit {
        close()
    }

    /// Closes the descriptor (once).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Glibc.close(fd)
    }

    /// Shuts down the writing side so the peer reads end-of-file.
    public func shutdownWriting() {
        shutdown(fd, Int32(SHUT_WR))
    }

    /// Reads up to and without the next `\n`.
    /// - Parameter maxBytes: the longest line accepted.
    /// - Returns: the line, or `nil` at end of file before any byte of a line.
    /// - Throws: ``LineTooLong`` past `maxBytes`, ``SocketError`` on a failed
    ///   read (including a receive timeout), ``UnexpectedEndOfFile`` when the
    ///   peer hangs up in the middle of a line.
    public func readLine(maxBytes: Int) throws -> [UInt8]? {
        // Bytes after `start` already searched for a newline; `fill` may move
        // the buffer's contents, so positions are kept relative to `start`.
        var scanned = 0
        while true {
            if let newline = buffer[(start + scanned)..<end].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            scanned = end - start
            if scanned > maxBytes {
                throw LineTooLong(limit: maxBytes)
            }
            if try fill() == 0 {
                if start == end { return nil }
                throw UnexpectedEndOfFile()
            }
        }
    }

    /// Reads exactly `count` bytes.
    public func read(exactly count: Int) throws -> [UInt8] {
        while end - start < count {
            if try fill() == 0 { throw UnexpectedEndOfFile() }
        }
        let bytes = Array(buffer[start..<start + count])
        start += count
        return bytes
    }

    /// Writes all of `bytes`, retrying after short writes.
    public func write(_ bytes: [UInt8]) throws(SocketError) {
        try bytes.withUnsafeBytes { raw in Result { () throws(SocketError) in try write(raw) } }.get()
    }

    /// Writes all of `bytes`, retrying after short writes.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(SocketError) {
        var offset = 0
        while offset < bytes.count {
            let written = send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if written < 0 {
                if errno == EINTR { continue }
                throw SocketError("write")
            }
            offset += written
        }
    }

    /// Whether the peer still has its end open (it has not hung up), without
    /// waiting or consuming anything.
    public func isPeerOpen() -> Bool {
        var byte: UInt8 = 0
        let received = recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        if received > 0 { return true }
        if received == 0 { return false }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR
    }

    /// Reads what is available into the buffer; returns 0 at end of file.
    /// Makes room first: moves the unread bytes to the front, or doubles the
    /// buffer when they fill it (a long line or a large body).
    private func fill() throws(SocketError) -> Int {
        if start == end {
            start = 0
            end = 0
        } else if end == buffer.count {
            if start > 0 {
                buffer.withUnsafeMutableBytes { raw in
                    raw.baseAddress!.copyMemory(from: raw.baseAddress! + start, byteCount: end - start)
                }
                end -= start
                start = 0
            } else {
                buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count))
            }
        }
        while true {
            let received = buffer.withUnsafeMutableBytes { raw in
                recv(fd, raw.baseAddress! + end, raw.count - end, 0)
            }
            if received < 0 && errno == EINTR { continue }
            if received < 0 { throw SocketError("read") }
            end += received
            return received
        }
    }
}

/// A line longer than the reader accepts.
public struct LineTooLong: Error, Sendable, CustomStringConvertible {
    public var limit: Int
    public var description: String { "request line longer than \(limit) bytes" }
}

import ControlSocket
import Foundation
import Testing
import TrackControl

@Suite("SocketChannel")
struct SocketChannelTests {
    /// A connected pair of Unix stream sockets.
    func pair() -> (SocketChannel, SocketChannel) {
        var fds: [Int32] = [0, 0]
        _ = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds)
        return (SocketChannel(fd: fds[0]), SocketChannel(fd: fds[1]))
    }

    @Test("lines split across many reads, of every length, come out whole and in order")
    func linesAcrossReads() throws {
        let (reader, writer) = pair()
        let lines = (0..<20_000).map { index in String(repeating: "x", count: (index * 37) % 300) + "#\(index)" }
        let thread = Thread {
            for chunk in stride(from: 0, to: lines.count, by: 97) {
                let text = lines[chunk..<min(chunk + 97, lines.count)].map { $0 + "\n" }.joined()
                try? writer.write(Array(text.utf8))
            }
            writer.shutdownWriting()
        }
        thread.start()
        var read: [String] = []
        while let line = try reader.readLine(maxBytes: 1 << 20) {
            read.append(String(decoding: line, as: UTF8.self))
        }
        #expect(read == lines)
    }

    @Test("a line past the limit is refused; a half line at hang-up is an error")
    func limits() throws {
        let (reader, writer) = pair()
        try writer.write(Array(repeating: UInt8(ascii: "a"), count: 5000))
        #expect(throws: LineTooLong.self) { try reader.readLine(maxBytes: 1000) }

        let (second, secondWriter) = pair()
        try secondWriter.write(Array("half".utf8))
        secondWriter.shutdownWriting()
        #expect(throws: UnexpectedEndOfFile.self) { try second.readLine(maxBytes: 1000) }
    }

    /// Content of any length, written in chunks of the sizes given, and
    /// optionally failing after them.
    struct Content {
        var chunks: [Int]
        var failure: String?

        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        func write(to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
            for (index, size) in chunks.enumerated() {
                try Array(repeating: UInt8(index % 251), count: size).withUnsafeBytes { try sink($0) }
            }
            if let failure { throw Failure(description: failure) }
        }
    }

    @Test("a chunked body arrives whole and in order, and the line after it is read as usual")
    func chunkedBody() throws {
        let (reader, writer) = pair()
        let content = Content(chunks: [1, 65_536, 0, 7, 300_000])
        let thread = Thread {
            _ = try? ChunkedBody.send(on: writer, content.write)
            try? writer.write(Array("next\n".utf8))
        }
        thread.start()
        var received: [UInt8] = []
        try ChunkedBody.receive(from: reader) { received.append(contentsOf: $0) }
        let expected = content.chunks.enumerated().flatMap {
            Array(repeating: UInt8($0.offset % 251), count: $0.element)
        }
        #expect(received == expected)
        #expect(try reader.readLine(maxBytes: 100).map { String(decoding: $0, as: UTF8.self) } == "next")
    }

    @Test("a body that fails part way ends with the reason, which the reader throws after the bytes before it")
    func chunkedBodyFailure() throws {
        let (reader, writer) = pair()
        let thread = Thread {
            let failure = try? ChunkedBody.send(on: writer, Content(chunks: [10, 20], failure: "disk on fire").write)
            #expect(failure != nil)
        }
        thread.start()
        var received = 0
        #expect {
            try ChunkedBody.receive(from: reader) { received += $0.count }
        } throws: { error in
            (error as? ControlFailure)?.message.contains("disk on fire") == true
        }
        #expect(received == 30)
    }

    @Test("a malformed chunk header or a hang-up mid-body is an error, not a hang or a crash")
    func brokenChunks() throws {
        for wire in ["12x\nabc", "5\nab", "99999999999999999999\n"] {
            let (reader, writer) = pair()
            try writer.write(Array(wire.utf8))
            writer.shutdownWriting()
            #expect(throws: (any Error).self) { try ChunkedBody.receive(from: reader) { _ in } }
        }
    }
}

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
}

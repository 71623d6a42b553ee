import SyncPrimitives
import Testing

@testable import TrackWeb

@Suite("An export's chunks from trackd's socket to the browser")
struct ChunkPipeTests {
    @Test("the writer waits while the pipe is full; the reader gets every chunk in order, then the end")
    func order() async throws {
        let pipe = ChunkPipe()
        let written = LockedValue(0)
        try DetachedThread.start(named: "pipe writer") {
            for index in 0..<20 {
                try? pipe.write([UInt8(index)])
                written.withValue { $0 += 1 }
            }
            pipe.finish()
        }
        // Nothing read: the writer stops at the pipe's capacity.
        try await Task.sleep(for: .milliseconds(200))
        #expect(written.current == ChunkPipe.capacity)
        var read: [UInt8] = []
        while let chunk = try await pipe.read() { read += chunk }
        #expect(read == Array(0..<20))
    }

    @Test("a reader that goes away stops the writer; a failure reaches the reader")
    func abandonAndFail() async throws {
        let pipe = ChunkPipe()
        let stopped = LockedValue(false)
        try DetachedThread.start(named: "pipe writer") {
            while (try? pipe.write([1])) != nil {}
            stopped.withValue { $0 = true }
        }
        _ = try await pipe.read()
        pipe.abandon()
        try await Task.sleep(for: .milliseconds(200))
        #expect(stopped.current)

        struct Broken: Error {}
        let failing = ChunkPipe()
        try failing.write([7])
        failing.finish(throwing: Broken())
        #expect(try await failing.read() == [7])
        await #expect(throws: Broken.self) { try await failing.read() }
    }
}

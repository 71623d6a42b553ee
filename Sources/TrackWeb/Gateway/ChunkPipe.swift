import SyncPrimitives

/// Chunks handed from a thread (an export read from trackd's socket) to an
/// async reader (the HTTP response), a few at a time: the thread waits
/// while ``capacity`` chunks are waiting, so a slow browser slows the export
/// rather than filling memory with it.
final class ChunkPipe: @unchecked Sendable {  // `state` is only touched with `condition` held
    static let capacity = 4

    private struct State {
        var chunks: [[UInt8]] = []
        var reader: CheckedContinuation<[UInt8]?, any Error>?
        var ended = false
        var failure: (any Error)?
        /// The reader went away: the writer stops.
        var abandoned = false
    }

    private let condition = Condition()
    private var state = State()

    /// Hands `chunk` over, waiting while the pipe is full.
    /// - Throws: ``Abandoned`` once the reader has gone away.
    func write(_ chunk: [UInt8]) throws {
        let reader: CheckedContinuation<[UInt8]?, any Error>? = try condition.withLock { () throws(Abandoned) in
            while state.chunks.count >= Self.capacity && !state.abandoned { condition.wait() }
            guard !state.abandoned else { throw Abandoned() }
            if let reader = state.reader {
                state.reader = nil
                return reader
            }
            state.chunks.append(chunk)
            return nil
        }
        reader?.resume(returning: chunk)
    }

    /// Ends the pipe: the reader gets what is left, then `nil` (or `failure`).
    func finish(throwing failure: (any Error)? = nil) {
        let reader = condition.withLock { () -> CheckedContinuation<[UInt8]?, any Error>? in
            state.ended = true
            state.failure = failure
            defer { state.reader = nil }
            return state.chunks.isEmpty ? state.reader : nil
        }
        if let failure { reader?.resume(throwing: failure) } else { reader?.resume(returning: nil) }
    }

    /// The next chunk, `nil` at the end.
    func read() async throws -> [UInt8]? {
        try await withCheckedThrowingContinuation { continuation in
            enum Next {
                case chunk([UInt8])
                case end((any Error)?)
                case wait
            }
            let next = condition.withLock { () -> Next in
                if !state.chunks.isEmpty {
                    condition.signal()
                    return .chunk(state.chunks.removeFirst())
                }
                if state.ended { return .end(state.failure) }
                state.reader = continuation
                return .wait
            }
            switch next {
            case .chunk(let chunk): continuation.resume(returning: chunk)
            case .end(nil): continuation.resume(returning: nil)
            case .end(let failure?): continuation.resume(throwing: failure)
            case .wait: break
            }
        }
    }

    /// The reader has gone away: a waiting or later ``write(_:)`` throws.
    func abandon() {
        condition.withLock {
            state.abandoned = true
            condition.broadcast()
        }
    }

    /// The reader went away before the end.
    struct Abandoned: Error {}
}

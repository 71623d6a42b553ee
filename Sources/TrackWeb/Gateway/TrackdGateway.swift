import SyncPrimitives
import TrackClient
import TrackControl

/// trackd's control socket as trackweb's handlers reach it: the same
/// requests trackctl sends, each on a connection and a thread of its own
/// (``ControlClient`` blocks), awaited.
struct TrackdGateway: Sendable {
    /// What came back: trackd's response, or that trackd could not be
    /// reached (with trackctl's words for why).
    enum Outcome: Sendable {
        case response(ControlResponse)
        case unreachable(String)
    }

    let socketPath: String

    /// Sends `command` (with `upload`'s bytes after it) and returns trackd's
    /// answer.
    func send(_ command: ControlCommand, upload: (any UploadSource & Sendable)? = nil) async -> Outcome {
        let socketPath = socketPath
        return await BlockingWork.run(named: "web \(command.name)") {
            do {
                return .response(
                    try ControlClient(socketPath: socketPath).send(ControlRequest(command), upload: upload))
            } catch let failure as ControlFailure {
                return .response(ControlResponse(error: failure))
            } catch {
                return .unreachable("\(error)")
            }
        }
    }

    /// Asks for an export and, when trackd agrees, hands its content to
    /// `pipe` from a thread as it arrives (the pipe then finishes).
    func export(id: Int64, format: ExportFormat, into pipe: ChunkPipe) async -> Outcome {
        let socketPath = socketPath
        return await withCheckedContinuation { continuation in
            let work: @Sendable () -> Void = {
                let client: ControlClient
                let response: ControlResponse
                do {
                    client = try ControlClient(socketPath: socketPath)
                    response = try client.send(ControlRequest(.export(id: id, format: format)))
                } catch let failure as ControlFailure {
                    continuation.resume(returning: .response(ControlResponse(error: failure)))
                    return
                } catch {
                    continuation.resume(returning: .unreachable("\(error)"))
                    return
                }
                continuation.resume(returning: .response(response))
                guard response.ok, response.hasChunkedBody else { return pipe.finish() }
                do {
                    try client.receiveBody { chunk in try pipe.write(chunk) }
                    pipe.finish()
                } catch {
                    pipe.finish(throwing: error)
                }
            }
            do {
                try DetachedThread.start(named: "web export", work)
            } catch {
                continuation.resume(returning: .unreachable("\(error)"))
            }
        }
    }

    /// trackd's `watch` events, as they come, until the stream is dropped
    /// (the browser went away) or trackd ends it.
    func watch() -> AsyncStream<ControlEvent> {
        let socketPath = socketPath
        let (stream, continuation) = AsyncStream.makeStream(
            of: ControlEvent.self, bufferingPolicy: .bufferingNewest(64))
        // The connection, once made, and whether the reader has gone: each
        // side sees what the other did, whichever came first.
        let connection = LockedValue<(client: ControlClient?, dropped: Bool)>((nil, false))
        continuation.onTermination = { _ in
            connection.withValue {
                $0.dropped = true
                $0.client?.interrupt()
            }
        }
        let work: @Sendable () -> Void = {
            defer { continuation.finish() }
            guard let client = try? ControlClient(socketPath: socketPath) else { return }
            let dropped = connection.withValue {
                $0.client = client
                return $0.dropped
            }
            guard !dropped, let response = try? client.send(ControlRequest(.watch(count: nil, screen: nil))),
                response.ok
            else {
                return
            }
            try? client.readEvents { event in
                if case .terminated = continuation.yield(event) { return false }
                return true
            }
        }
        do {
            try DetachedThread.start(named: "web watch", work)
        } catch {
            continuation.finish()
        }
        return stream
    }
}

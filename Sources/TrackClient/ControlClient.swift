import ControlSocket
import FoundationEssentials
import Glibc
import TrackControl

/// One connection to trackd's control socket: a request, its reply line,
/// and what follows it (an export's content, a stream's events). Blocking:
/// trackctl runs it on its one thread, trackweb on a thread per request.
public final class ControlClient {
    /// The longest reply line accepted.
    public static let maximumReplyBytes = 64 << 20

    /// trackd answered, with more than trackctl reads: a refusal (exit 1)
    /// with the reason, not an unreachable trackd.
    public static let replyTooLarge = ControlFailure(
        .internalError, "trackd's reply is longer than \(maximumReplyBytes >> 20) MiB, more than trackctl reads")

    public let socketPath: String
    private let channel: SocketChannel

    /// Connects to trackd.
    /// - Throws: ``Unreachable`` when nothing serves `socketPath`.
    public init(socketPath: String) throws {
        self.socketPath = socketPath
        do {
            channel = SocketChannel(fd: try UnixSocket.connect(path: socketPath))
        } catch {
            throw Unreachable(socketPath: socketPath, reason: error)
        }
    }

    /// Seconds trackctl waits for trackd to say anything: for a reply, and
    /// between an export's chunks; `TRACKCTL_TIMEOUT` when set, else 60. An
    /// import is given ten times as long (trackd reads the whole file
    /// before it answers); a stream's events come when things change, and
    /// are waited for as long as it takes.
    public static let replyTimeout =
        ProcessInfo.processInfo.environment["TRACKCTL_TIMEOUT"].flatMap { Int($0) }.map { max(1, min($0, 86_400)) }
        ?? 60
    public static let importReplyTimeout = replyTimeout * 10

    /// Sends `request` (followed by the bytes of `upload`, which the request
    /// announces as `body_bytes`) and reads the reply's line, waiting
    /// ``replyTimeout`` seconds at most for it.
    public func send(_ request: ControlRequest, upload: (any UploadSource)? = nil) throws -> ControlResponse {
        let line = try JSONLines.line(request)
        let timeout = upload == nil ? Self.replyTimeout : Self.importReplyTimeout
        UnixSocket.setReceiveTimeout(channel.fd, seconds: Double(timeout))
        do {
            do {
                try channel.write(line)
                if let upload { try send(upload) }
            } catch let failure as ControlFailure {
                throw failure  // the file failed: trackd is still waiting for it
            } catch {
                // trackd may have answered and hung up before taking the
                // request (a refusal): its answer is still there to read.
                if let replyLine = try? channel.readLine(maxBytes: Self.maximumReplyBytes),
                    let response = try? JSONLines.decode(ControlResponse.self, from: replyLine)
                {
                    return response
                }
                throw error
            }
            guard let replyLine = try channel.readLine(maxBytes: Self.maximumReplyBytes) else {
                throw UnexpectedEndOfFile()
            }
            return try JSONLines.decode(ControlResponse.self, from: replyLine)
        } catch let failure as ControlFailure {
            throw failure
        } catch is LineTooLong {
            throw Self.replyTooLarge
        } catch let error as DecodingError {
            throw Unreachable(socketPath: socketPath, reason: error, detail: "trackd sent a reply trackctl cannot read")
        } catch let error as SocketError where error.code == EAGAIN || error.code == EWOULDBLOCK {
            throw Unreachable(
                socketPath: socketPath, reason: error, detail: "trackd did not answer within \(timeout) s")
        } catch {
            throw Unreachable(socketPath: socketPath, reason: error, detail: "trackd closed the connection")
        }
    }

    /// Breaks the connection off from another thread: a ``readEvents(_:)``
    /// waiting on it returns (trackweb, when the browser watching goes away).
    public func interrupt() {
        shutdown(channel.fd, Int32(SHUT_RDWR))
    }

    /// Sends exactly the bytes the request announced: a file that grew is
    /// cut there, and one that shrank ends the connection with an error
    /// (trackd then drops the upload), so that neither side waits for bytes
    /// that will never come.
    private func send(_ upload: any UploadSource) throws {
        var remaining = upload.size
        while remaining > 0 {
            let chunk: [UInt8]
            do {
                chunk = try upload.read(upTo: min(remaining, 1 << 20))
            } catch {
                throw ControlFailure(.badRequest, "\(error); nothing was imported")
            }
            guard !chunk.isEmpty else {
                throw ControlFailure(
                    .badRequest,
                    "the file became shorter while it was sent (\(remaining) bytes missing); nothing was imported")
            }
            try channel.write(chunk)
            remaining -= chunk.count
        }
    }

    /// Reads the chunked content that follows a reply (an export), handing
    /// each chunk to `each` as it arrives.
    /// - Throws: ``ControlFailure`` when trackd reports the content
    ///   incomplete, what `each` throws, or ``Unreachable`` when the
    ///   connection breaks.
    public func receiveBody(_ each: ([UInt8]) throws -> Void) throws {
        do {
            try ChunkedBody.receive(from: channel, each)
        } catch let error as SocketError where error.code == EAGAIN || error.code == EWOULDBLOCK {
            throw Unreachable(
                socketPath: socketPath, reason: error,
                detail: "trackd sent nothing more of the file for \(Self.replyTimeout) s")
        } catch let error as SocketError {
            throw Unreachable(socketPath: socketPath, reason: error, detail: "trackd closed the connection")
        } catch let error as UnexpectedEndOfFile {
            throw Unreachable(socketPath: socketPath, reason: error, detail: "trackd closed the connection")
        }
    }

    /// Reads the event lines of a stream until the daemon ends it; `each`
    /// returns `false` to stop early.
    public func readEvents(_ each: (ControlEvent) -> Bool) throws {
        UnixSocket.setReceiveTimeout(channel.fd, seconds: 0)  // no limit
        do {
            while let line = try channel.readLine(maxBytes: Self.maximumReplyBytes) {
                if !each(try JSONLines.decode(ControlEvent.self, from: line)) { return }
            }
        } catch is LineTooLong {
            throw Self.replyTooLarge
        } catch let error as DecodingError {
            throw Unreachable(
                socketPath: socketPath, reason: error, detail: "trackd sent an event trackctl cannot read")
        } catch {
            throw Unreachable(socketPath: socketPath, reason: error, detail: "trackd closed the connection")
        }
    }

    /// trackd is not there, or broke off.
    public struct Unreachable: Error, CustomStringConvertible {
        public var socketPath: String
        public var reason: any Error
        public var detail: String?

        public var description: String {
            if let detail { return "\(detail) (\(socketPath): \(reason))" }
            if let socketError = reason as? SocketError, socketError.code == EACCES {
                return """
                    cannot reach trackd at \(socketPath): \(Self.reasonText(reason))
                    Only root, trackd's user and members of the socket's group may use it \
                    (ask an administrator to add you to that group).
                    """
            }
            return """
                cannot reach trackd at \(socketPath): \(Self.reasonText(reason))
                Start it with 'sudo systemctl start trackd', or run 'trackd' yourself \
                (use --socket PATH or TRACKD_SOCKET if it listens elsewhere).
                """
        }

        private static func reasonText(_ error: any Error) -> String {
            guard let socketError = error as? SocketError else { return "\(error)" }
            return String(cString: strerror(socketError.code))
        }
    }
}

import CMalloc
import ControlSocket
import FoundationEssentials
import Glibc
import Logging
import SyncPrimitives
import TinyMVVM
import TrackControl
import TrackModel

/// Serves the control socket: newline-delimited JSON requests, each routed to
/// a screen, each answered with one JSON line (and chunked content for
/// exports).
///
/// Each connection has a thread of its own and may send any number of
/// requests. A malformed request gets an error reply and the connection goes
/// on; a line longer than ``maximumRequestBytes`` is dropped, as is a client
/// that has not sent its first request within
/// ``ServiceTimeouts/clientFirstRequest`` seconds, or that is silent (or not
/// reading) for ``ServiceTimeouts/clientIdle`` seconds after it. Past ``maximumConnections``, the oldest connection that has
/// not sent a request yet makes room for the newcomer, so that clients
/// which send nothing can never lock out `status`; only when every
/// connection is busy is a new client told to try again. Nothing a client
/// does stops the server.
final class ControlServer: @unchecked Sendable {
    /// The longest request line accepted.
    static let maximumRequestBytes = 1 << 20
    /// Connections served at once, so that a flood of clients cannot take
    /// every thread and descriptor trackd has.
    static let maximumConnections = 512
    /// Replies with content (exports) sent at once. Each reads the database
    /// on a connection of its own, whose descriptor SQLite keeps until the
    /// main connection closes (a process's POSIX locks go with any close)
    /// and reuses for the next: this bounds those descriptors and the
    /// memory of page caches, whatever clients do.
    static let maximumBodies = 8

    /// A connection being served.
    private struct Connection {
        let channel: SocketChannel
        /// Accept order: the oldest silent connection makes room first.
        let order: Int
        /// Whether it has sent a whole request line.
        var hasSpoken = false
    }

    private let listeningSocket: Int32
    private let access: PeerAccess?
    private let router: any Routing<AppRouter.Route, ControlReply>
    private let logger: Logger
    private let lock = Lock()
    private var connections: [Int32: Connection] = [:]
    private var accepted = 0
    private var bodiesBeingSent = 0
    private var isStopping = false
    /// The thread that accepts connections.
    private let acceptor = WorkerThread(name: "control-accept")
    /// Seconds a new connection has to send its first request.
    private let firstRequestTimeout: Double
    /// Seconds a connection may stay silent between requests (or not read
    /// a reply) before it is closed.
    private let idleTimeout: Double

    /// Serves `listeningSocket` (already bound and listening at
    /// `socketPath`) through `router`. Each connection's peer must be root,
    /// trackd's own user or a member of the socket file's group; with no
    /// `socketPath`, everyone who can connect is served (tests). Clients
    /// are waited for as `timeouts` say.
    init(
        listeningSocket: Int32, socketPath: String?, router: any Routing<AppRouter.Route, ControlReply>,
        logger: Logger, timeouts: ServiceTimeouts = ServiceTimeouts()
    ) {
        self.listeningSocket = listeningSocket
        firstRequestTimeout = timeouts.clientFirstRequest
        idleTimeout = timeouts.clientIdle
        access = socketPath.map { PeerAccess(socketPath: $0, ownUser: geteuid()) }
        self.router = router
        self.logger = logger
    }

    /// Starts accepting connections on a thread of its own.
    func start() throws {
        try acceptor.start { [self] in acceptLoop() }
    }

    /// Stops accepting, closes every connection and waits for the accept
    /// thread to finish.
    func stop() {
        let open = lock.withLock {
            isStopping = true
            return connections.values.map(\.channel)
        }
        shutdown(listeningSocket, Int32(SHUT_RDWR))
        for channel in open { shutdown(channel.fd, Int32(SHUT_RDWR)) }
        acceptor.stop()
        close(listeningSocket)
    }

    private func acceptLoop() {
        while true {
            let fd = UnixSocket.accept(listeningSocket)
            if fd < 0 {
                if lock.withLock({ isStopping }) { return }
                if errno == EINTR || errno == ECONNABORTED { continue }
                logger.error("accept on the control socket failed: \(String(cString: strerror(errno)))")
                // Out of descriptors, say: a moment for connections to close.
                if !acceptor.sleep(until: MonotonicInstant.now().adding(seconds: 0.1)) { return }
                continue
            }
            let channel = SocketChannel(fd: fd)
            let admission = lock.withLock { () -> Bool? in
                guard !isStopping else { return nil }
                if connections.count >= Self.maximumConnections {
                    guard let silent = connections.values.filter({ !$0.hasSpoken }).min(by: { $0.order < $1.order })
                    else { return false }
                    // Its thread sees the hang-up and ends; the fd stays
                    // open (and its number unused) until that thread closes it.
                    connections[silent.channel.fd] = nil
                    shutdown(silent.channel.fd, Int32(SHUT_RDWR))
                }
                accepted += 1
                connections[fd] = Connection(channel: channel, order: accepted)
                return true
            }
            guard let admission else { return }
            guard admission else {
                logger.warning("refused a control connection: \(Self.maximumConnections) already open")
                let failure = ControlFailure(
                    .refused, "trackd is serving \(Self.maximumConnections) connections already; try again shortly")
                UnixSocket.setSendTimeout(fd, seconds: 1)
                try? send(ControlReply(error: failure), on: channel, in: .unknown)
                channel.close()
                continue
            }
            UnixSocket.setReceiveTimeout(fd, seconds: firstRequestTimeout)
            // A client that stops reading its replies is dropped in time too.
            UnixSocket.setSendTimeout(fd, seconds: idleTimeout)
            do {
                try DetachedThread.start(named: "control-client") { [self] in
                    serve(channel)
                    releaseMemoryWhenIdle()
                }
            } catch {
                logger.warning("refused a control connection: \(error)")
                try? send(
                    ControlReply(error: ControlFailure(.refused, "trackd \(error); try again shortly")), on: channel,
                    in: .unknown)
                lock.withLock { _ = connections.removeValue(forKey: fd) }
                channel.close()
            }
        }
    }

    /// Once no client is connected, gives the memory that connection
    /// threads' allocator arenas kept back to the system. Called as a
    /// connection's thread ends, after all it held is freed, so the last of
    /// a crowd of clients to go trims after every other one has freed its
    /// memory.
    private func releaseMemoryWhenIdle() {
        if lock.withLock({ connections.isEmpty }) { malloc_trim(0) }
    }

    private func serve(_ channel: SocketChannel) {
        defer {
            lock.withLock { _ = connections.removeValue(forKey: channel.fd) }
            channel.close()
        }
        if let access {
            let peer = UnixSocket.peerCredentials(channel.fd)
            let refusal =
                peer.map { access.refusal(for: $0, groups: UnixSocket.peerGroups(channel.fd)) }
                ?? "permission denied: trackd cannot tell who is connecting"
            if let refusal {
                logger.notice("refused a control connection from uid \(peer?.uid ?? 0) (pid \(peer?.pid ?? 0))")
                // Take the request first (waiting a second at most), so the
                // client is not cut off while it is still writing.
                UnixSocket.setReceiveTimeout(channel.fd, seconds: 1)
                _ = try? channel.readLine(maxBytes: Self.maximumRequestBytes)
                try? send(ControlReply(error: ControlFailure(.refused, refusal)), on: channel, in: .unknown)
                return
            }
        }
        while true {
            let line: [UInt8]
            do {
                guard let next = try channel.readLine(maxBytes: Self.maximumRequestBytes) else { return }
                line = next
            } catch let error as LineTooLong {
                try? send(
                    ControlReply(error: ControlFailure(.badRequest, error.description)), on: channel, in: .unknown)
                return
            } catch {
                logger.debug("control client dropped: \(error)")
                return
            }
            let firstRequest = lock.withLock { () -> Bool in
                guard let connection = connections[channel.fd], !connection.hasSpoken else { return false }
                connections[channel.fd]?.hasSpoken = true
                return true
            }
            if firstRequest { UnixSocket.setReceiveTimeout(channel.fd, seconds: idleTimeout) }
            var (reply, dialect) = handle(line) { count in try Self.receiveBody(count, from: channel) }
            let holdsBodySlot = reply.body != nil && takeBodySlot()
            if reply.body != nil && !holdsBodySlot {
                reply = ControlReply(
                    error: ControlFailure(
                        .refused,
                        "trackd is sending \(Self.maximumBodies) exports already; try again when one has finished"))
            }
            do {
                defer { if holdsBodySlot { releaseBodySlot() } }
                try send(reply, on: channel, in: dialect)
            } catch {
                logger.debug("control client went away before its reply: \(error)")
                return
            }
            if let stream = reply.stream {
                // A stream ends the connection: it runs until done or the
                // client goes away.
                stream.run(
                    emit: { event in try channel.write(try JSONLines.line(dialect.event(event))) },
                    isOpen: { channel.isPeerOpen() && !lock.withLock { isStopping } })
                return
            }
        }
    }

    /// Decodes, routes and answers one request line, in the order clients
    /// have always been answered: a line that is not a request, then the
    /// upload it announces (`body_bytes`, read by `receiveBody` into a file
    /// without a name, gone once answered), then the version, then the
    /// command. Returns the reply and the dialect it is to be sent in: the
    /// request's version, or the first for a line that does not say one
    /// this trackd speaks.
    func handle(_ line: [UInt8], receiveBody: ((Int) throws -> PlainFile)? = nil) -> (ControlReply, WireDialect) {
        // Every line is answered, an empty one too.
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) {
            let failure = ControlFailure(.badRequest, "empty request line: a request is one JSON object")
            return (ControlReply(error: failure), .unknown)
        }
        let envelope: RequestEnvelope
        do {
            envelope = try JSONLines.decode(RequestEnvelope.self, from: line)
        } catch {
            let failure = ControlFailure(.badRequest, "malformed request: \(Self.describe(error))")
            return (ControlReply(error: failure), .unknown)
        }
        let dialect =
            ControlRequest.supportedVersions.contains(envelope.version)
            ? WireDialect(version: envelope.version) : .unknown
        return (answer(envelope, receiveBody: receiveBody), dialect)
    }

    /// The reply to a request read as far as `envelope`.
    private func answer(_ envelope: RequestEnvelope, receiveBody: ((Int) throws -> PlainFile)?) -> ControlReply {
        var upload: PlainFile?
        // Open (and so readable at its path) until the command has answered.
        defer { withExtendedLifetime(upload) {} }
        do {
            if let count = try envelope.uploadBytes() {
                guard let receiveBody else {
                    throw ControlFailure(.badRequest, "this connection cannot take an upload")
                }
                do {
                    upload = try receiveBody(count)
                } catch {
                    throw ControlFailure(.badRequest, "the request's body did not arrive: \(error)")
                }
            }
            try envelope.checkVersion()
            return try router.respond(to: AppRouter.Route(command: try envelope.command(), uploadPath: upload?.path))
        } catch let failure as ControlFailure {
            return ControlReply(error: failure)
        } catch let refusal as CommandRefusal {
            let reason = refusal.code == CommandRefusal.unnamed ? nil : ControlFailure.Reason(rawValue: refusal.code)
            return ControlReply(error: ControlFailure(.refused, refusal.reason, reason: reason))
        } catch {
            logger.error("\(envelope.name) failed: \(error)")
            return ControlReply(error: ControlFailure(.internalError, "\(envelope.name) failed: \(error)"))
        }
    }

    /// Copies `count` bytes from `channel` into a new file without a name in
    /// the temporary folder, a chunk at a time.
    private static func receiveBody(_ count: Int, from channel: SocketChannel) throws -> PlainFile {
        let file = try PlainFile.createUnnamed(
            in: FileManager.default.temporaryDirectory.path, name: "trackd-body-\(UUID().uuidString)")
        var remaining = count
        while remaining > 0 {
            let chunk = try channel.read(exactly: min(remaining, 1 << 20))
            try file.write(chunk)
            remaining -= chunk.count
        }
        return file
    }

    /// Takes one of the ``maximumBodies`` slots; false when none is free.
    private func takeBodySlot() -> Bool {
        lock.withLock {
            guard bodiesBeingSent < Self.maximumBodies else { return false }
            bodiesBeingSent += 1
            return true
        }
    }

    private func releaseBodySlot() {
        lock.withLock { bodiesBeingSent -= 1 }
    }

    private func send(_ reply: ControlReply, on channel: SocketChannel, in dialect: WireDialect) throws {
        try channel.write(try JSONLines.line(dialect.response(reply.response)))
        if let body = reply.body, let failure = try ChunkedBody.send(on: channel, version: dialect.version, body.write)
        {
            logger.error("a reply's content was cut short: \(failure)")
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong type for '\(path)'"
        case DecodingError.dataCorrupted: return "not valid JSON"
        default: return "\(error)"
        }
    }
}

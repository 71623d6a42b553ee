import CForwardingLibraries
import FoundationEssentials
import Glibc
import SyncPrimitives
import TrackModel

/// Publishes positions to an MQTT broker as OwnTracks locations, QoS 1,
/// through libmosquitto; the broker's PUBACK is the acknowledgement.
///
/// The library's network loop runs on the forwarder's thread (no thread of
/// its own), so its callbacks come one at a time, in the middle of this
/// sender's own calls. Each connection is a new client with a clean
/// session: after a failure nothing is left for the library to send again
/// by itself; the forwarder sends from its cursor, in order.
public final class MQTTSender: PositionSender {
    public let name = "mqtt"
    public let window = 20

    private let settings: MQTTSettings
    private let credentials: Credentials?
    private let deviceID: String
    private let topic: String
    private let trackerID: String
    private let timeout: Double
    /// Set by ``interrupt()``: every wait for the broker ends.
    private let interrupted = LockedValue(false)
    private let certificateAuthorityFile: String?
    private let library: UnsafePointer<trackd_mosquitto>
    private var client: OpaquePointer?
    /// The broker's CONNACK code, once it came.
    private var connackCode: Int32?
    /// Message IDs the broker acknowledged and not yet counted.
    private var acknowledgedIDs: Set<Int32> = []
    /// Why the connection ended, once it did.
    private var lostReason: Int32?

    /// A sender to the broker of `settings`, as the device `deviceID`,
    /// trusting `certificateAuthorityFile` (else the system's certificates)
    /// with TLS; `timeout` bounds each wait for the broker, in seconds.
    /// - Throws: ``ForwardingError`` when libmosquitto cannot be loaded.
    public init(
        settings: MQTTSettings, credentials: Credentials?, deviceID: String, certificateAuthorityFile: String? = nil,
        timeout: Double = 15
    ) throws(ForwardingError) {
        self.certificateAuthorityFile = certificateAuthorityFile
        library = try ForwardingLibraries.mosquitto()
        self.settings = settings
        self.credentials = credentials
        self.deviceID = deviceID
        topic = settings.topic(user: credentials?.user ?? settings.user, deviceID: deviceID)
        trackerID = String(deviceID.suffix(2)).uppercased()
        self.timeout = timeout
    }

    deinit { disconnect() }

    public var destination: String { "\(settings.destination) topic \(topic)" }

    public var isConnected: Bool { client != nil && connackCode == 0 && lostReason == nil }

    public func connect() throws(ForwardingError) {
        disconnect()
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let client = library.pointee.new_client("trackd-\(deviceID)", true, context) else {
            throw ForwardingError("cannot make an MQTT client: \(Self.words(strerror(errno)))")
        }
        self.client = client
        try check(library.pointee.int_option(client, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311), "options")
        // A window of small messages, each sent at once: without it, Nagle's
        // algorithm holds the next until the broker's ACK of the last.
        try check(library.pointee.int_option(client, MOSQ_OPT_TCP_NODELAY, 1), "options")
        library.pointee.connect_callback_set(client) { _, context, code in
            MQTTSender.from(context).connackCode = code
        }
        library.pointee.publish_callback_set(client) { _, context, messageID in
            MQTTSender.from(context).acknowledgedIDs.insert(messageID)
        }
        library.pointee.disconnect_callback_set(client) { _, context, reason in
            MQTTSender.from(context).lostReason = reason
        }
        if let credentials {
            try check(library.pointee.username_pw_set(client, credentials.user, credentials.password), "credentials")
        } else if let user = settings.user {
            try check(library.pointee.username_pw_set(client, user, nil), "user")
        }
        if settings.usesTLS {
            if let certificateAuthorityFile {
                try check(library.pointee.tls_set(client, certificateAuthorityFile, nil, nil, nil, nil), "TLS")
            } else {
                try check(library.pointee.int_option(client, MOSQ_OPT_TLS_USE_OS_CERTS, 1), "TLS")
                try check(library.pointee.tls_set(client, nil, "/etc/ssl/certs", nil, nil, nil), "TLS")
            }
        }
        try check(library.pointee.connect(client, settings.host, Int32(settings.port), 60), "connect")
        let deadline = MonotonicInstant.now().adding(seconds: timeout)
        do {
            while connackCode == nil {
                try loop(until: deadline, waitingFor: "the broker to accept the connection")
            }
        } catch  where connackCode == nil || connackCode == 0 {
            disconnect()
            throw error
        } catch {
            // Refused: the broker closes the connection after saying why.
        }
        if let code = connackCode, code != 0 {
            defer { disconnect() }
            var reason = Self.words(library.pointee.connack_string(code))
            if reason.lowercased().hasPrefix("connection refused: ") { reason.removeFirst(20) }
            throw ForwardingError("the broker refused the connection: \(reason)")
        }
    }

    public func send(_ positions: [RecordedPoint]) -> SendOutcome {
        guard let client, isConnected else {
            return SendOutcome(acknowledged: 0, error: ForwardingError("not connected"))
        }
        var messageIDs: [Int32] = []
        for position in positions {
            // A position without a time is never queued (ForwardingRule).
            guard let message = OwnTracksLocation(position, trackerID: trackerID) else { break }
            let payload = message.payload
            var messageID: Int32 = 0
            let code = payload.withUnsafeBytes {
                library.pointee.publish(client, &messageID, topic, Int32($0.count), $0.baseAddress, 1, false)
            }
            guard code == MOSQ_ERR_SUCCESS.rawValue else {
                return SendOutcome(acknowledged: countAcknowledged(messageIDs), error: failure(code, "publish"))
            }
            messageIDs.append(messageID)
        }
        let deadline = MonotonicInstant.now().adding(seconds: timeout)
        do {
            while countAcknowledged(messageIDs) < messageIDs.count {
                try loop(until: deadline, waitingFor: "the broker to acknowledge")
            }
        } catch {
            return SendOutcome(acknowledged: countAcknowledged(messageIDs), error: error)
        }
        acknowledgedIDs.removeAll()
        return SendOutcome(acknowledged: messageIDs.count)
    }

    public func keepAlive() throws(ForwardingError) {
        guard client != nil, isConnected else { return }
        try loop(until: .now().adding(seconds: 60), waitingFor: "nothing", milliseconds: 0)
    }

    public func disconnect() {
        guard let client else { return }
        if lostReason == nil { _ = library.pointee.disconnect(client) }
        library.pointee.destroy(client)
        self.client = nil
        connackCode = nil
        lostReason = nil
        acknowledgedIDs.removeAll()
    }

    /// How many of the first `messageIDs` the broker acknowledged: QoS 1
    /// acknowledgements can come in any order, and only an unbroken run
    /// from the first moves the cursor.
    private func countAcknowledged(_ messageIDs: [Int32]) -> Int {
        messageIDs.firstIndex { !acknowledgedIDs.contains($0) } ?? messageIDs.count
    }

    public func interrupt() {
        interrupted.withValue { $0 = true }
    }

    /// Runs the network loop once, waiting at most `milliseconds` for the
    /// broker.
    /// - Throws: when the connection is lost, `deadline` (the sender's
    ///   timeout from the wait's start) passed, or the sender was
    ///   interrupted.
    private func loop(
        until deadline: MonotonicInstant, waitingFor what: String, milliseconds: Int32 = 100
    ) throws(ForwardingError) {
        guard let client else { throw ForwardingError("not connected") }
        if interrupted.current { throw ForwardingError("stopped") }
        if let lostReason { throw lost(lostReason) }
        let code = library.pointee.loop(client, milliseconds, 1)
        if let lostReason { throw lost(lostReason) }
        if code != MOSQ_ERR_SUCCESS.rawValue { throw failure(code, "connection") }
        if MonotonicInstant.now() >= deadline {
            throw ForwardingError("timed out after \(DecimalText.plain(timeout)) s waiting for \(what)")
        }
    }

    private func lost(_ reason: Int32) -> ForwardingError {
        reason == 0
            ? ForwardingError("disconnected")
            : ForwardingError("the broker closed the connection (\(Self.words(library.pointee.strerror(reason))))")
    }

    private func check(_ code: Int32, _ step: String) throws(ForwardingError) {
        guard code == MOSQ_ERR_SUCCESS.rawValue else { throw failure(code, step) }
    }

    /// A libmosquitto error in words: errno's for a system call's failure.
    private func failure(_ code: Int32, _ step: String) -> ForwardingError {
        if code == MOSQ_ERR_TLS.rawValue {
            let trusted = certificateAuthorityFile.map { "the CA of \($0)" } ?? "the system's certificates"
            return ForwardingError(
                "\(step) with \(settings.destination): TLS failed: the broker's certificate is not signed by \(trusted)"
                    + " or does not name \(settings.host)")
        }
        let reason =
            code == MOSQ_ERR_ERRNO.rawValue ? Self.words(strerror(errno)) : Self.words(library.pointee.strerror(code))
        return ForwardingError("\(step) with \(settings.destination): \(reason)")
    }

    /// A C library's message as part of a sentence: "The connection was
    /// lost." becomes "the connection was lost".
    private static func words(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "unknown error" }
        var text = String(cString: message)
        if text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private static func from(_ context: UnsafeMutableRawPointer?) -> MQTTSender {
        Unmanaged<MQTTSender>.fromOpaque(context!).takeUnretainedValue()
    }
}

import CForwardingLibraries
import FoundationEssentials
import Logging
import SyncPrimitives
import TrackModel

/// Sends positions to a Traccar server with the OsmAnd protocol through
/// libcurl: one POST a position, its fields in the query; a 2xx reply is the
/// acknowledgement. TLS checks the server against the system's certificates.
/// One handle is kept, so its connection is reused from one position to the
/// next. A reply's body is read up to ``TransferGuard/bodyLimit`` bytes.
public final class TraccarSender: PositionSender {
    public let name = "traccar"
    public let window = 1

    private let settings: TraccarSettings
    private let deviceID: String
    private let timeout: Double
    private let certificateAuthorityFile: String?
    private let library: UnsafePointer<trackd_curl>
    private var handle: UnsafeMutableRawPointer?
    /// Whether the last request was answered with a 2xx.
    private var lastSucceeded = false
    private let transfer = TransferGuard()
    private let logger: Logger
    /// Whether a reply cut at the limit was logged: once is enough.
    private var loggedLongReply = false

    /// A sender to the server of `settings`, as the device `deviceID`;
    /// `timeout` bounds each request, in seconds.
    /// With https://, `certificateAuthorityFile` (else the system's
    /// certificates) is trusted.
    /// - Throws: ``ForwardingError`` when libcurl cannot be loaded.
    public init(
        settings: TraccarSettings, deviceID: String, certificateAuthorityFile: String? = nil, timeout: Double = 15,
        logger: Logger
    ) throws(ForwardingError) {
        self.certificateAuthorityFile = certificateAuthorityFile
        self.logger = logger
        library = try ForwardingLibraries.curl()
        self.settings = settings
        self.deviceID = deviceID
        self.timeout = timeout
    }

    deinit { disconnect() }

    public var destination: String { settings.destination }

    public var isConnected: Bool { handle != nil && lastSucceeded }

    /// Prepares the handle; the connection is made by the first request.
    public func connect() throws(ForwardingError) {
        if handle != nil { return }
        guard let handle = library.pointee.easy_init() else { throw ForwardingError("cannot make an HTTP client") }
        self.handle = handle
        _ = trackd_curl_set_long(library, handle, CURLOPT_NOSIGNAL, 1)
        _ = trackd_curl_set_long(library, handle, CURLOPT_POST, 1)
        _ = trackd_curl_set_long(library, handle, CURLOPT_POSTFIELDSIZE, 0)
        _ = trackd_curl_set_string(library, handle, CURLOPT_COPYPOSTFIELDS, "")
        _ = trackd_curl_set_long(library, handle, CURLOPT_CONNECTTIMEOUT_MS, Int(min(timeout, 10) * 1000))
        _ = trackd_curl_set_long(library, handle, CURLOPT_TIMEOUT_MS, Int(timeout * 1000))
        _ = trackd_curl_set_string(library, handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = trackd_curl_set_string(library, handle, CURLOPT_USERAGENT, "trackd")
        if let certificateAuthorityFile {
            _ = trackd_curl_set_string(library, handle, CURLOPT_CAINFO, certificateAuthorityFile)
        }
        // The reply's body says nothing the status does not: read, up to a
        // limit, and dropped. An announced longer one is not read at all.
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        _ = trackd_curl_set_long(library, handle, CURLOPT_MAXFILESIZE, TransferGuard.bodyLimit)
        _ = trackd_curl_set_pointer(library, handle, CURLOPT_WRITEDATA, context)
        _ = trackd_curl_set_write_function(library, handle) { _, size, count, context in
            let transfer = Unmanaged<TransferGuard>.fromOpaque(context!).takeUnretainedValue()
            return transfer.take(size * count) ? size * count : 0
        }
        _ = trackd_curl_set_long(library, handle, CURLOPT_NOPROGRESS, 0)
        _ = trackd_curl_set_pointer(library, handle, CURLOPT_XFERINFODATA, context)
        _ = trackd_curl_set_progress_function(library, handle) { context, _, _, _, _ in
            Unmanaged<TransferGuard>.fromOpaque(context!).takeUnretainedValue().isInterrupted ? 1 : 0
        }
    }

    public func send(_ positions: [RecordedPoint]) -> SendOutcome {
        guard let handle else { return SendOutcome(acknowledged: 0, error: ForwardingError("not connected")) }
        var sent = 0
        for position in positions {
            guard let query = OsmAndQuery(position, deviceID: deviceID) else { break }
            if let error = post(query.appended(to: settings.url), handle: handle) {
                lastSucceeded = false
                return SendOutcome(acknowledged: sent, error: error)
            }
            lastSucceeded = true
            sent += 1
        }
        return SendOutcome(acknowledged: sent)
    }

    /// An idle HTTP connection needs nothing: libcurl makes a new one when
    /// the server closed it.
    public func keepAlive() throws(ForwardingError) {}

    public func interrupt() {
        transfer.interrupt()
    }

    public func disconnect() {
        guard let handle else { return }
        library.pointee.easy_cleanup(handle)
        self.handle = nil
        lastSucceeded = false
    }

    /// One request; `nil` when answered with a 2xx, even when its body
    /// was cut at the limit (libcurl drops that connection).
    private func post(_ url: String, handle: UnsafeMutableRawPointer) -> ForwardingError? {
        if transfer.isInterrupted { return ForwardingError("stopped") }
        transfer.startReply()
        _ = trackd_curl_set_string(library, handle, CURLOPT_URL, url)
        var message = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let code = message.withUnsafeMutableBufferPointer { buffer in
            _ = trackd_curl_set_pointer(library, handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
            defer { _ = trackd_curl_set_pointer(library, handle, CURLOPT_ERRORBUFFER, nil) }
            return library.pointee.easy_perform(handle)
        }
        if code == CURLE_ABORTED_BY_CALLBACK { return ForwardingError("stopped") }
        // Cut at the limit: announced longer (libcurl read none of it), or
        // found longer while reading.
        let cut = code == CURLE_FILESIZE_EXCEEDED || (code == CURLE_WRITE_ERROR && transfer.bodyCut)
        guard code == CURLE_OK || cut else {
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return ForwardingError(
                detail.isEmpty
                    ? (library.pointee.easy_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)")
                    : detail)
        }
        var status = 0
        _ = trackd_curl_response_code(library, handle, &status)
        guard (200..<300).contains(status) else {
            return ForwardingError("the server answered HTTP \(status)")
        }
        if cut && !loggedLongReply {
            loggedLongReply = true
            logger.warning(
                "forwarding to \(settings.destination): a reply's body was longer than \(TransferGuard.bodyLimit) bytes; read no further and dropped the connection (logged once)"
            )
        }
        return nil
    }
}

import CGPS
import FoundationEssentials
import Glibc
import Logging
import SyncPrimitives
import TinyMVVM
import TrackModel

/// Fixes from a GPS receiver through gpsd, read with libgps.
///
/// The service connects when updates first start (gpsd powers up a receiver
/// only for a watching client) and then stays connected; fixes reach the
/// handler only while updates are on, and a fix gpsd reports while they are
/// off is not recorded.
///
/// What gpsd really does (measured, see docs/FIELD-NOTES.md): it repeats TPV reports,
/// up to about 17 per epoch, and libgps may hand the last fix twice, so a fix
/// whose time equals the last delivered one is dropped; a fix counts only with
/// mode 2D or 3D (never judged by `status`); missing values arrive as NaN and
/// become `nil`. A TPV without a time is not a fix to record either: gpsd
/// sends one at the start of an epoch, before the receiver has given the time,
/// repeating the position the timed TPV then carries.
///
/// One thread reads gpsd and never waits for anything else, since gpsd drops
/// the reports of a client that reads too slowly; a second hands the new
/// fixes, through a ``FixQueue``, to the handler, which may wait for the disk.
/// When gpsd goes away, or stops answering, the service closes the
/// session and reconnects with exponential backoff (1 s up to
/// ``ServiceTimeouts/gpsdLongestRetry``, 30 s), never
/// spinning. A gpsd that is there but has nothing to report (no receiver
/// plugged in, or a receiver without a fix) is a state, not a failure: after
/// ``ServiceTimeouts/gpsdSilence`` seconds without a report the service asks gpsd
/// (`?POLL;`); if it answers, the source is connected with "no receiver
/// reporting" as its problem, said once in the log when it begins and once
/// when reports come back.
public final class GpsdLocationService: LocationService, @unchecked Sendable {
    /// What the source says while gpsd answers but reports nothing.
    static let quietProblem = "no receiver reporting"

    public let address: GpsdAddress
    private let logger: Logger
    /// Seconds without a report after which gpsd is asked whether it is
    /// still there; as long again without an answer, and it is reconnected.
    private let silenceLimit: Double
    /// Longest wait between reconnection attempts, seconds.
    private let longestRetry: Double
    private let statusProperty: Property<SourceStatus>
    private let worker = SourceWorker(name: "gpsd")
    private let queue = FixQueue()

    // Owned by the reading thread.
    private var lastQueued: Fix?

    /// Creates the service for gpsd at `address`; it connects on the first
    /// ``startUpdatingLocation(_:)``, and waits on gpsd as `timeouts` say.
    public init(address: GpsdAddress, logger: Logger, timeouts: ServiceTimeouts = ServiceTimeouts()) {
        self.address = address
        self.logger = logger
        silenceLimit = timeouts.gpsdSilence
        longestRetry = timeouts.gpsdLongestRetry
        statusProperty = Property(SourceStatus(kind: .gpsd))
    }

    public var status: ReadOnlyProperty<SourceStatus> { statusProperty.readOnly }

    public func startUpdatingLocation(_ handler: @escaping @Sendable (LocationUpdate) -> DeliveryOutcome) {
        worker.start(handler) { [self] in deliverUntilShutdown() }
    }

    public func stopUpdatingLocation() {
        worker.stop()
    }

    /// Stops reading, hands the fixes already read to the handler (if still
    /// set), and waits for both threads.
    public func shutdown() {
        queue.close()
        worker.shutdown()
    }

    // MARK: - Delivering thread

    /// The worker's loop: starts the reading thread, then hands each new fix
    /// to the current handler (dropping it while updates are off) until the
    /// service shuts down.
    private func deliverUntilShutdown() {
        let reader = WorkerThread(name: "gpsd-read")
        do {
            try reader.start { [self] in run() }
        } catch {
            fatalError("\(error)")
        }
        while let fix = queue.pop() {
            if let handler = worker.currentHandler { _ = handler(LocationUpdate(fix)) }
        }
        // The queue closes at shutdown, when the reader is ending too.
        reader.stop()
    }

    // MARK: - Reading thread

    private func run() {
        let data = UnsafeMutablePointer<gps_data_t>.allocate(capacity: 1)
        data.initialize(to: gps_data_t())
        defer {
            data.deinitialize(count: 1)
            data.deallocate()
        }
        var backoff = 1.0
        var failures = 0
        func failed(_ reason: String) {
            update(connected: false, problem: "cannot reach gpsd at \(address): \(reason)")
            // Say it once at warning level; the retries only at debug.
            let level: Logger.Level = failures == 0 ? .warning : .debug
            logger.log(level: level, "cannot reach gpsd at \(address): \(reason); retrying in \(Int(backoff)) s")
            failures += 1
            worker.sleep(seconds: backoff)
            backoff = min(backoff * 2, longestRetry)
        }
        while !worker.shouldEnd {
            if gps_open(address.host, String(address.port), data) != 0 {
                // libgps leaves its NL_ code in errno.
                failed(String(cString: gps_errstr(errno)))
                continue
            }
            gps_stream(data, UInt32(WATCH_ENABLE) | UInt32(WATCH_JSON), nil)
            let session = readUntilDisconnected(data)
            gps_close(data)
            if worker.shouldEnd { return }
            guard session.answered else {
                // libgps connects without waiting: an address nobody answers
                // at opens "successfully" and fails at the first read.
                failed(session.ending)
                continue
            }
            update(connected: false, problem: "lost gpsd at \(address): \(session.ending)")
            logger.warning("lost gpsd at \(address) (\(session.ending)); reconnecting")
            failures = 0
            backoff = 1
            worker.sleep(seconds: backoff)
        }
    }

    /// Reads reports until gpsd hangs up or goes silent, or the service shuts
    /// down; returns why it stopped, and whether gpsd answered at all (it
    /// sends its VERSION report as soon as a client connects), which is when
    /// the source counts as connected.
    ///
    /// `gps_waiting` looks only at the socket, while `gps_read` may have read
    /// many reports into libgps's buffer and returns one at a time: after each
    /// wake-up, read until `gps_read` says no full report is left (0).
    private func readUntilDisconnected(_ data: UnsafeMutablePointer<gps_data_t>) -> (ending: String, answered: Bool) {
        var lastMessage = MonotonicInstant.now()
        var answered = false
        /// When gpsd was asked whether it is there, until it answers.
        var asked: MonotonicInstant?
        /// Whether gpsd answers when asked but reports nothing of its own.
        var quiet = false
        while !worker.shouldEnd {
            guard gps_waiting(data, 1_000_000) else {
                let now = MonotonicInstant.now()
                guard answered else {
                    if now.seconds(since: lastMessage) > silenceLimit { return ("no answer", false) }
                    continue
                }
                if let asked {
                    if now.seconds(since: asked) > silenceLimit {
                        return ("no answer for \(Int(silenceLimit.rounded(.up))) s", true)
                    }
                } else if now.seconds(since: lastMessage) > silenceLimit {
                    Self.poll(data)
                    asked = now
                }
                continue
            }
            while !worker.shouldEnd {
                let status = gps_read(data, nil, 0)
                if status < 0 {
                    return (answered ? Self.lostConnection(data.pointee.gps_fd) : Self.readFailure(), answered)
                }
                if status == 0 { break }
                if !answered {
                    answered = true
                    update(connected: true, problem: nil)
                    logger.info("connected to gpsd at \(address)")
                }
                lastMessage = MonotonicInstant.now()
                if asked != nil {
                    // The answer: gpsd is there, with nothing to report.
                    asked = nil
                    if !quiet {
                        quiet = true
                        update(connected: true, problem: Self.quietProblem)
                        logger.notice("gpsd at \(address) is connected but no receiver is reporting; waiting")
                    }
                } else if quiet {
                    quiet = false
                    update(connected: true, problem: nil)
                    logger.notice("gpsd at \(address): a receiver is reporting again")
                }
                if let fix = Self.fix(from: data), fix.time != lastQueued?.time {
                    lastQueued = fix
                    if !queue.push(fix) {
                        logger.warning("storage is not keeping up: \(queue.dropped) fixes dropped so far")
                    }
                }
            }
        }
        return ("shutting down", answered)
    }

    /// Asks gpsd whether it is there (`?POLL;`), on its socket: libgps's
    /// `gps_send` takes a C format and variadic arguments, which Swift cannot
    /// call.
    private static func poll(_ data: UnsafeMutablePointer<gps_data_t>) {
        let request = Array("?POLL;\n".utf8)
        _ = request.withUnsafeBytes { write(data.pointee.gps_fd, $0.baseAddress, $0.count) }
    }

    /// Why `gps_read` gave up on a connection gpsd had answered on: gpsd hung
    /// up, the socket failed, or (bytes still waiting) a report was longer
    /// than libgps's buffer: libgps reads a report into a fixed buffer and,
    /// when it fills without a line end, fails as if gpsd had gone. gpsd
    /// itself never sends one; whatever did, the connection cannot be read
    /// on, so trackd reconnects either way, and the log says which it was.
    private static func lostConnection(_ socket: Int32) -> String {
        var byte: UInt8 = 0
        let peeked = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if peeked == 0 { return "connection closed" }
        if peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK { return String(cString: strerror(errno)) }
        return "it sent a report longer than libgps reads"
    }

    /// Why the first read of a connection failed, in the system's words
    /// ("Connection refused", "No route to host").
    private static func readFailure() -> String {
        errno != 0 ? String(cString: strerror(errno)) : "connection closed"
    }

    /// The fix in `data`, when it is a timed 2D or 3D one.
    ///
    /// Read through the pointer: `gps_data_t` is 24 KB, and copying it for
    /// every report gpsd sends took 1% of trackd's CPU time at 10 Hz.
    static func fix(from data: UnsafePointer<gps_data_t>) -> Fix? {
        let raw = data.pointee.fix
        guard raw.mode >= 2, raw.latitude.isFinite, raw.longitude.isFinite,
            raw.time.tv_sec != 0 || raw.time.tv_nsec != 0
        else { return nil }
        func value(_ number: Double) -> Double? { number.isFinite ? number : nil }
        let time = Date(timeIntervalSince1970: Double(raw.time.tv_sec) + Double(raw.time.tv_nsec) / 1e9)
        let fix = Fix(
            time: time, latitude: raw.latitude, longitude: raw.longitude,
            altitudeMSL: raw.mode >= 3 ? value(raw.altMSL) : nil,
            altitudeHAE: raw.mode >= 3 ? value(raw.altHAE) : nil,
            speed: value(raw.speed), course: value(raw.track), climb: value(raw.climb),
            horizontalError: value(raw.eph), verticalError: value(raw.epv),
            satellites: data.pointee.satellites_used > 0 ? Int(data.pointee.satellites_used) : nil,
            hdop: data.pointee.satellites_used > 0 ? value(data.pointee.dop.hdop) : nil,
            mode: raw.mode >= 3 ? .threeD : .twoD)
        return fix.possible
    }

    private func update(connected: Bool, problem: String?) {
        var status = statusProperty.value
        status.connected = connected
        status.problem = problem
        statusProperty.value = status
    }
}

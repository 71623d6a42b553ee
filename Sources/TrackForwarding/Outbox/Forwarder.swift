import FoundationEssentials
import Logging
import SyncPrimitives
import TinyMVVM
import TrackModel

/// Forwards recorded positions to one server, on a thread of its own.
///
/// It reads the points recorded after its cursor from the ``OutboxStore``,
/// picks those the ``ForwardingRule`` sends into an ``OutboxQueue``, and
/// sends the queue oldest first, a ``PositionSender/window`` at a time and
/// no faster than ``CatchUpRate``. Each acknowledgement moves the cursor;
/// a failure drops the connection and tries again after a ``Backoff``, from
/// the first unacknowledged position, so positions arrive in order and none
/// is sent again once acknowledged.
///
/// While nothing is queued for ``ForwardingRule/heartbeat`` seconds (on the
/// monotonic clock: parked, or waiting to move off), the current fix goes
/// as a heartbeat: not recorded, so not queued, sent once, best effort.
///
/// Nothing here runs on the recording path: the recorder only appends to
/// storage, and the forwarder reads what was appended when it gets to it. A
/// dead network or a server that hangs holds up this thread alone.
public final class Forwarder: @unchecked Sendable {
    /// How it is tuned; tests shorten the waits.
    public struct Tuning: Sendable {
        /// How often an idle forwarder looks for new points, in seconds.
        public var pollInterval = 0.5
        /// Points read from storage at a time.
        public var readBatch = 1000
        /// The first wait before a failed server is tried again, seconds.
        public var firstRetry: Double
        /// The longest such wait, doubling from the first.
        public var longestRetry: Double

        /// Waits on servers as `timeouts` say.
        public init(timeouts: ServiceTimeouts = ServiceTimeouts()) {
            firstRetry = timeouts.forwardFirstRetry
            longestRetry = timeouts.forwardLongestRetry
        }
    }

    private let sender: any PositionSender
    private let store: any OutboxStore
    private let rule: ForwardingRule
    private let tuning: Tuning
    private let currentFix: @Sendable () -> Fix?
    private let now: @Sendable () -> MonotonicInstant
    private let wallClock: @Sendable () -> Date
    private let logger: Logger
    private let statusProperty: Property<ForwardingStatus>
    private let thread: WorkerThread

    // Owned by the forwarder's thread.
    private var queue: OutboxQueue
    private var rate: CatchUpRate
    private var backoff: Backoff
    private var retryAt: MonotonicInstant?
    private var scanned: Int64 = 0
    private var lastPicked: Fix?
    /// When the server last acknowledged a position.
    private var lastSentAt: MonotonicInstant
    /// The last position sent, queued or heartbeat.
    private var lastSentFix: Fix?
    /// Whether recording acknowledgements fails (a full disk).
    private var acknowledgementsFailing = false

    /// Forwards `store`'s recorded points through `sender`, and
    /// `currentFix` as a heartbeat while none is recorded.
    public init(
        sender: any PositionSender, store: any OutboxStore, rule: ForwardingRule, queueLimit: Int,
        maximumRate: Double, currentFix: @escaping @Sendable () -> Fix? = { nil }, tuning: Tuning = Tuning(),
        now: @escaping @Sendable () -> MonotonicInstant = MonotonicInstant.now,
        wallClock: @escaping @Sendable () -> Date = { Date() }, logger: Logger
    ) {
        self.sender = sender
        self.store = store
        self.rule = rule
        self.currentFix = currentFix
        self.tuning = tuning
        self.now = now
        self.wallClock = wallClock
        self.logger = logger
        queue = OutboxQueue(limit: queueLimit)
        rate = CatchUpRate(perSecond: maximumRate, now: now())
        lastSentAt = now()
        backoff = Backoff(initial: tuning.firstRetry, maximum: tuning.longestRetry)
        statusProperty = Property(ForwardingStatus(name: sender.name, destination: sender.destination))
        thread = WorkerThread(name: "forward-\(sender.name)")
    }

    /// Where forwarding to this server stands.
    public var status: ReadOnlyProperty<ForwardingStatus> { statusProperty.readOnly }

    /// Starts the thread.
    public func start() throws {
        try thread.start { [self] in run() }
    }

    /// Ends the thread and waits for it: a wait for the server is cut
    /// short (``PositionSender/interrupt()``).
    public func stop() {
        requestStop()
        thread.stop()
    }

    /// Asks the thread to end, cutting short a wait for the server, without
    /// waiting for it.
    public func requestStop() {
        sender.interrupt()
        thread.requestStop()
    }

    /// Ends the thread, waiting for it until `deadline` at most.
    /// - Returns: whether it ended (`false`: stuck in a call to the server
    ///   that cannot be cut short, such as a DNS lookup).
    public func stop(before deadline: MonotonicInstant) -> Bool {
        requestStop()
        return thread.stop(before: deadline)
    }

    private func run() {
        guard loadCursor() else { return }
        while !thread.isStopRequested {
            readRecordedPoints()
            let instant = now()
            if queue.isEmpty {
                if let heartbeat = dueHeartbeat(instant) {
                    if connect() { send([heartbeat], queued: false) }
                    continue
                }
                // Connected while idle too, so that the state shown is the
                // server's, and the next position goes at once.
                if retryAt.map({ instant >= $0 }) ?? true, connect() { keepAlive() }
                guard thread.sleep(until: instant.adding(seconds: tuning.pollInterval)) else { break }
                continue
            }
            if let retryAt, instant < retryAt {
                guard thread.sleep(until: min(retryAt, instant.adding(seconds: tuning.pollInterval))) else { break }
                continue
            }
            retryAt = nil
            guard connect() else { continue }
            // A whole window at a time while catching up: the rate decides
            // how often one goes, not how small it is.
            let count = min(sender.window, queue.count, rate.burst)
            if let later = rate.delay(for: count, now: instant) {
                guard thread.sleep(until: later) else { break }
                continue
            }
            rate.spend(count)
            send(Array(queue.first(count)), queued: true)
        }
        sender.disconnect()
        update { $0.connected = false }
    }

    /// Reads the cursor and the last position sent, trying again while
    /// storage fails; `false` when stopped meanwhile.
    private func loadCursor() -> Bool {
        while !thread.isStopRequested {
            do {
                scanned = try store.acknowledgedSequence(of: sender.name)
                lastPicked = try store.recordedPoint(scanned)?.point.fix
                update { $0.scannedSequence = scanned }
                return true
            } catch {
                update { $0.lastError = "cannot read the outbox: \(error)" }
                guard thread.sleep(until: now().adding(seconds: tuning.longestRetry / 4)) else { return false }
            }
        }
        return false
    }

    /// Picks, from the points recorded since the last look, those the rule
    /// sends.
    private func readRecordedPoints() {
        // Taken before the read: every record up to it is then read, and a
        // batch that is not full has read them all (a replay's progress and
        // acknowledgements are records too, after the last point).
        let newest = store.newestSequence()
        let points: [RecordedPoint]
        do {
            points = try store.recordedPoints(after: scanned, limit: tuning.readBatch)
        } catch {
            update { $0.lastError = "cannot read the outbox: \(error)" }
            return
        }
        for recorded in points where rule.admits(recorded.point.fix, after: lastPicked) {
            queue.append(recorded)
            lastPicked = recorded.point.fix
        }
        scanned = max(points.last?.sequence ?? scanned, points.count < tuning.readBatch ? newest : 0)
        update {
            $0.scannedSequence = scanned
            $0.queued = queue.count
            $0.thinnedCount = queue.thinned
        }
    }

    /// Connects unless connected; `false` when that failed (and a retry is
    /// set).
    private func connect() -> Bool {
        guard !sender.isConnected else { return true }
        do {
            try sender.connect()
            update { $0.connected = sender.isConnected }
            return true
        } catch {
            failed(error)
            return false
        }
    }

    /// Keeps an idle connection up; a lost one is a failure like any other.
    private func keepAlive() {
        guard sender.isConnected else { return }
        do {
            try sender.keepAlive()
        } catch {
            failed(error)
        }
    }

    /// The current fix as a heartbeat, when one is due: nothing sent for
    /// ``ForwardingRule/heartbeat`` seconds, no failure being waited out,
    /// and a fix newer than the last one sent.
    private func dueHeartbeat(_ instant: MonotonicInstant) -> RecordedPoint? {
        guard rule.heartbeat > 0, retryAt.map({ instant >= $0 }) ?? true,
            instant.seconds(since: lastSentAt) >= rule.heartbeat, let fix = currentFix(), let time = fix.time,
            lastSentFix?.time.map({ time > $0 }) ?? true
        else { return nil }
        return RecordedPoint(sequence: RecordedPoint.heartbeat, recording: 0, point: TrackPoint(segment: 0, fix: fix))
    }

    /// Sends positions, queued ones or a heartbeat, and counts what the
    /// server acknowledged.
    private func send(_ positions: [RecordedPoint], queued: Bool) {
        let outcome = sender.send(positions)
        if outcome.acknowledged > 0 {
            let last = positions[outcome.acknowledged - 1]
            if queued {
                do {
                    try store.acknowledge(last.sequence, by: sender.name)
                    acknowledgementsFailing = false
                } catch {
                    // The server has them: a restart may send them again.
                    // Said once, not at every window while the disk is full.
                    if !acknowledgementsFailing {
                        logger.error("forwarding: cannot record what \(sender.destination) acknowledged: \(error)")
                    }
                    acknowledgementsFailing = true
                }
                queue.removeFirst(outcome.acknowledged)
            }
            lastSentAt = now()
            lastSentFix = last.point.fix
            backoff.reset()
            update {
                $0.queued = queue.count
                $0.acknowledgedCount += outcome.acknowledged
                $0.lastAcknowledgedFix = last.point.fix.time
                $0.lastAcknowledgedAt = wallClock()
                $0.lastError = nil
                $0.connected = sender.isConnected
            }
        }
        if let error = outcome.error {
            failed(error)
        } else if !queued {
            // Sent or not, a heartbeat is not tried again before its time.
            lastSentAt = now()
        }
    }

    /// Drops the connection and waits before the next try; logs a failure
    /// when its words change, not at every try of a long outage.
    private func failed(_ error: ForwardingError) {
        sender.disconnect()
        let wait = backoff.next()
        retryAt = now().adding(seconds: wait)
        if thread.isStopRequested {
            // Cut short by trackd stopping: no next try to announce.
            logger.notice("forwarding to \(sender.destination): cut short, trackd is stopping")
        } else if statusProperty.value.lastError != error.description {
            logger.warning("forwarding to \(sender.destination): \(error); trying again in \(Int(wait.rounded())) s")
        }
        update {
            $0.connected = false
            $0.lastError = error.description
        }
    }

    /// Publishes the status when `change` changed it; logs a connection
    /// that comes up.
    private func update(_ change: (inout ForwardingStatus) -> Void) {
        let shown = statusProperty.value
        var status = shown
        change(&status)
        guard status != shown else { return }
        if status.connected && !shown.connected { logger.notice("forwarding: connected to \(sender.destination)") }
        statusProperty.value = status
    }
}

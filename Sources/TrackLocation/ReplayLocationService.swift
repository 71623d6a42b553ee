import FoundationEssentials
import Logging
import SyncPrimitives
import TinyMVVM
import TrackModel

/// Plays a GPX file's points as if they came from a receiver.
///
/// Playback runs only while updates are on (recording) and is paced by the
/// points' timestamps: `speed` 1 is real time, 10 ten times faster, `nil` as
/// fast as the handler takes them. A point without a time comes one second
/// (scaled) after the one before; a time that goes backwards plays at once.
///
/// Each point the handler takes is counted in a ``ReplayProgressStore``; a
/// replay of the same file resumes after the points counted there, so a
/// restarted trackd never records a file's points twice. A point storage
/// could not take (a full disk) is offered again every
/// ``ServiceTimeouts/storageRetry`` seconds: the replay waits where it stands
/// and goes on, in-process, with no gap, once storage takes points again.
public final class ReplayLocationService: LocationService, @unchecked Sendable {
    /// The file, as an absolute path.
    public let path: String
    private let speed: Double?
    private let logger: Logger?
    private let progress: any ReplayProgressStore
    private let statusProperty: Property<SourceStatus>
    private let worker = SourceWorker(name: "replay")

    /// Seconds between offers of a point storage failed to take.
    private let storageRetry: Double

    // Owned by the playback thread.
    private var reader: GPXReader?
    /// Points of the file read so far (the one held included).
    private var ordinal: Int
    private var held: LocationUpdate?
    /// The file segment of the last point read.
    private var lastSegment: Int?
    /// The file time of the last point delivered, and when it was delivered.
    private var pacing: (fileTime: Date, delivered: MonotonicInstant)?
    /// When to offer the held point again, after storage failed to take it.
    private var retryAt: MonotonicInstant?
    /// Whether remembering the progress fails: said once, not a point.
    private var progressFailing = false
    /// Whether the pace of points without a time has been said.
    private var toldTimelessPace = false

    /// Creates the service; the file is opened on the first start.
    /// - Parameters:
    ///   - path: the GPX file.
    ///   - speed: playback speed factor, or `nil` for as fast as possible.
    ///   - progress: how far earlier runs replayed the file, kept up to date.
    ///   - logger: where the end of the file and a broken file are reported.
    ///   - storageRetry: seconds between offers of a point storage failed
    ///     to take.
    /// - Throws: what `progress` throws reading the file's count.
    public init(
        path: String, speed: Double?, progress: any ReplayProgressStore, logger: Logger? = nil,
        storageRetry: Double = ServiceTimeouts().storageRetry
    ) throws {
        self.path = Self.canonicalPath(path)
        self.speed = speed
        self.storageRetry = storageRetry
        self.progress = progress
        self.logger = logger
        ordinal = try progress.pointsTaken(fromFile: self.path)
        statusProperty = Property(SourceStatus(kind: .replay))
    }

    /// How many of the file's points earlier runs recorded: playback starts
    /// after them.
    public var resumesAfter: Int { ordinal }

    /// `path` made absolute and tidy: the key under which storage remembers
    /// how far a file was replayed.
    public static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    public var status: ReadOnlyProperty<SourceStatus> { statusProperty.readOnly }

    public func startUpdatingLocation(_ handler: @escaping @Sendable (LocationUpdate) -> DeliveryOutcome) {
        worker.start(handler) { [self] in playback() }
    }

    public func stopUpdatingLocation() {
        worker.stop()
    }

    public func shutdown() {
        worker.shutdown()
    }

    // MARK: - Playback thread

    private func playback() {
        guard openAndSkip() else { return }
        while let update = nextUpdate() {
            var due: MonotonicInstant?
            let handler = worker.awaitDelivery(
                dueTime: {
                    if let retryAt { return retryAt }
                    due = dueTime(of: update.fix)
                    return due
                },
                onPause: { pacing = nil })
            guard let handler else { return }
            retryAt = nil
            if let due { advancePacing(to: update.fix, at: due) }
            switch handler(update) {
            case .kept:
                held = nil
                do {
                    try progress.setPointsTaken(ordinal, fromFile: path)
                    if progressFailing {
                        progressFailing = false
                        logger?.notice("remembering how far the replay of \(path) goes again")
                    }
                } catch {
                    if !progressFailing {
                        progressFailing = true
                        logger?.warning("cannot remember how far the replay of \(path) went: \(error)")
                    }
                }
            case .failed:
                // Not stored (a full disk): not counted as replayed. The
                // replay waits where it stands and offers the same point
                // again, so that no point is skipped; pacing starts afresh.
                held = update
                pacing = nil
                retryAt = MonotonicInstant.now().adding(seconds: storageRetry)
            case .notTaken:
                held = update
                pacing = nil
            }
        }
    }

    /// Opens the file and skips the points an earlier run recorded.
    private func openAndSkip() -> Bool {
        do {
            let reader = try GPXReader(path: path)
            self.reader = reader
            var skipped = 0
            while skipped < ordinal, let item = try reader.next() {
                if case .point(let point) = item {
                    skipped += 1
                    lastSegment = point.segment
                }
            }
            update { $0.connected = true }
            if skipped < ordinal { finish() }
            return skipped == ordinal
        } catch {
            fail(error)
            return false
        }
    }

    private func nextUpdate() -> LocationUpdate? {
        if let held { return held }
        guard let reader else { return nil }
        do {
            while let item = try reader.next() {
                guard case .point(let point) = item else { continue }
                ordinal += 1
                defer { lastSegment = point.segment }
                return LocationUpdate(point.fix, startsSegment: lastSegment.map { $0 != point.segment } ?? false)
            }
            finish()
        } catch {
            fail(error)
        }
        return nil
    }

    /// When `fix` should be delivered, or `nil` for now: its step in file
    /// time after the last one, scaled, on the monotonic clock.
    private func dueTime(of fix: Fix) -> MonotonicInstant? {
        guard let speed else { return nil }
        if fix.time == nil && !toldTimelessPace {
            toldTimelessPace = true
            logger?.notice(
                "replay of \(path): its points without a time play one second apart at speed 1, \(String(cFormat: "%g", 1 / speed)) s apart at this speed (\(String(cFormat: "%g", speed)))"
            )
        }
        guard let pacing else {
            self.pacing = (fix.time ?? Date(), .now())
            return nil
        }
        let fileStep = fix.time.map { $0.timeIntervalSince(pacing.fileTime) } ?? 1
        return pacing.delivered.adding(seconds: max(0, fileStep) / speed)
    }

    private func advancePacing(to fix: Fix, at due: MonotonicInstant) {
        guard speed != nil, let pacing else { return }
        let fileTime = fix.time ?? pacing.fileTime.addingTimeInterval(1)
        self.pacing = (max(fileTime, pacing.fileTime), due)
    }

    private func finish() {
        logger?.notice("replay of \(path) reached the end of the file after \(ordinal) points")
        reader = nil
        update {
            $0.connected = false
            $0.finished = true
        }
    }

    private func fail(_ error: any Error) {
        logger?.error("replay stopped: \(error); the points before it are recorded")
        reader = nil
        update {
            $0.connected = false
            $0.finished = true
            $0.problem = String(describing: error)
        }
    }

    private func update(_ change: (inout SourceStatus) -> Void) {
        var status = statusProperty.value
        change(&status)
        statusProperty.value = status
    }
}

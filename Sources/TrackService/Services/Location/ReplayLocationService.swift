import FoundationEssentials
import Logging
import TinyMVVM

/// Plays a GPX file's points as if they came from a receiver.
///
/// Playback runs only while updates are on (recording) and is paced by the
/// points' timestamps: `speed` 1 is real time, 10 ten times faster, `nil` as
/// fast as the handler takes them. A point without a time comes one second
/// (scaled) after the one before; a time that goes backwards plays at once.
///
/// Resuming after `resumeAfter` skips the points already recorded by an
/// earlier run, so a restarted trackd never records a file's points twice.
public final class ReplayLocationService: LocationService, @unchecked Sendable {
    /// The file, as an absolute path.
    public let path: String
    private let speed: Double?
    private let logger: Logger?
    private let statusProperty: Property<SourceStatus>
    private let worker = SourceWorker(name: "replay")

    // Owned by the playback thread.
    private var reader: GPXReader?
    private var ordinal: Int
    private var held: Fix?
    private var pacing: (fileTime: Date, wallTime: Date)?

    /// Creates the service; the file is opened on the first start.
    /// - Parameters:
    ///   - path: the GPX file.
    ///   - speed: playback speed factor, or `nil` for as fast as possible.
    ///   - resumeAfter: how many of the file's points were already recorded.
    ///   - logger: where the end of the file and a broken file are reported.
    public init(path: String, speed: Double?, resumeAfter: Int = 0, logger: Logger? = nil) {
        self.path = Self.canonicalPath(path)
        self.speed = speed
        self.logger = logger
        self.ordinal = resumeAfter
        statusProperty = Property(SourceStatus(kind: .replay))
    }

    /// `path` made absolute and tidy: the key under which storage remembers
    /// how far a file was replayed.
    public static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    public var status: ReadOnlyProperty<SourceStatus> { statusProperty.readOnly }

    public func startUpdatingLocation(_ handler: @escaping @Sendable (Fix) -> Bool) {
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
        while let fix = nextFix() {
            var due: Date?
            let handler = worker.awaitDelivery(
                dueTime: {
                    due = dueTime(of: fix)
                    return due
                },
                onPause: { pacing = nil })
            guard let handler else { return }
            if let due { advancePacing(to: fix, at: due) }
            if handler(fix) {
                held = nil
            } else {
                held = fix
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
                if case .point = item { skipped += 1 }
            }
            update { $0.connected = true }
            if skipped < ordinal { finish() }
            return skipped == ordinal
        } catch {
            fail(error)
            return false
        }
    }

    private func nextFix() -> Fix? {
        if let held { return held }
        guard let reader else { return nil }
        do {
            while let item = try reader.next() {
                guard case .point(let point) = item else { continue }
                ordinal += 1
                var fix = point.fix
                fix.replayPosition = ReplayPosition(file: path, ordinal: ordinal)
                return fix
            }
            finish()
        } catch {
            fail(error)
        }
        return nil
    }

    /// When `fix` should be delivered, or `nil` for now.
    private func dueTime(of fix: Fix) -> Date? {
        guard let speed else { return nil }
        guard let pacing else {
            self.pacing = (fix.time ?? Date(), Date())
            return nil
        }
        let fileStep = fix.time.map { $0.timeIntervalSince(pacing.fileTime) } ?? 1
        return pacing.wallTime.addingTimeInterval(max(0, fileStep) / speed)
    }

    private func advancePacing(to fix: Fix, at due: Date) {
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

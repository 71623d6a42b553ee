import SyncPrimitives
import TrackModel

/// Works out the figures and the drawn trace of a recording resumed after a
/// restart from its stored points, a stretch at a time: on a thread of its
/// own, so that trackd answers at once, and holding one stretch, so that a
/// recording of any length resumes in the same memory.
///
/// It reads every point of the recording in order, those recorded since the
/// restart too, so that the figures it hands over equal the ones an
/// uninterrupted run would have. The recorder's lock is never taken here:
/// the recorder calls ``finish()`` with its lock held, once no point can be
/// recorded before the work is handed over.
final class FiguresCatchUp: @unchecked Sendable {
    /// What a stretch of work left: the figures so far and how many points
    /// they count.
    struct Progress {
        var statistics: TrackStatistics
        var counted: Int
        /// Whether the points read so far may not be all the stored ones.
        var readsMore: Bool
    }

    /// Points read and counted at a time.
    static let stretch = 4096

    let recording: Int64
    private let storage: any DataStorageManager
    private let lock = Lock()
    // Guarded by `lock`.
    private var meter: TrackMeter
    private var trace: ThinnedTrace
    private var position: Int64 = 0
    private var counted = 0

    init(recording: Int64, storage: any DataStorageManager, meter: TrackMeter, trace: ThinnedTrace) {
        self.recording = recording
        self.storage = storage
        self.meter = meter
        self.trace = trace
    }

    /// Reads and counts the next stretch of stored points.
    func advance() throws -> Progress {
        try lock.withLock {
            let read = try countStretch()
            return Progress(statistics: meter.liveStatistics(), counted: counted, readsMore: read == Self.stretch)
        }
    }

    /// Reads and counts every stored point not yet counted, and hands over
    /// the figures and the trace. Call with the recorder's lock held.
    func finish() throws -> (meter: TrackMeter, trace: ThinnedTrace) {
        try lock.withLock {
            while try countStretch() == Self.stretch {}
            return (meter, trace)
        }
    }

    /// Reads one stretch after the last point counted and counts it (lock
    /// held); returns how many points it read.
    private func countStretch() throws -> Int {
        let points = try storage.recordingPoints(recording, after: position, limit: Self.stretch)
        for stored in points {
            meter.add(stored.point)
            trace.append(TracePoint(stored.point))
        }
        position = points.last?.position ?? position
        counted += points.count
        return points.count
    }
}

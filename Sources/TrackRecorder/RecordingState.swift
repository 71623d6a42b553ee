import SyncPrimitives
import TinyMVVM
import TrackModel

/// Everything the recording is at one moment, as the ``Recorder`` publishes
/// it: one value, set once per fix or action, from which the Map view model
/// projects what its screen binds.
public struct RecordingState: Sendable {
    /// Whether fixes are being recorded.
    public var isRecording = false
    /// The unsaved recording in storage, recording or stopped.
    var recordingID: Int64?
    /// Whether recording waits for the next journey to move off
    /// (`autosave_after_idle`): fixes come, but the position has not moved
    /// since the last journey was saved or recording started.
    public var awaitingDeparture = false
    /// The recording's figures.
    public var statistics: TrackStatistics
    /// The recorded trace.
    public var trace: TraceSnapshot
    /// How far the figures of a recording resumed after a restart have
    /// been worked out; `nil` once they are (or when nothing was resumed).
    public var figuresPending: FiguresProgress?
    /// The newest fix from the source, recorded or held.
    public var currentFix: Fix?
    /// When ``currentFix`` came, on the monotonic clock (its own time is the
    /// receiver's); `nil` for a fix from before trackd started.
    public var currentFixArrival: MonotonicInstant?
    /// The speed to show, metres per second; `nil` when unknown.
    public var speed: Double?
    /// Metres around the current position that keep the recent trace in
    /// view; never less than ``RegionRadius/minimum``.
    public var regionRadius = RegionRadius.minimum
    /// Notes attached to the recording, oldest first.
    public var notes: [Note] = []
    /// The receiver's time and the system clock a day or more apart, from
    /// the first live fix where they were until one where they agree.
    public var clockDisagreement: ClockDisagreement?
    /// The last storage failure, until a write succeeds again.
    public var storageProblem: String?
    /// How storage repaired a damaged journal when trackd started, if it
    /// had to.
    public var journalRepair: String?
    /// The journey saved most recently by `autosave_after_idle`.
    public var lastAutosave: Autosave?
    /// The track saved most recently, by `save` or by `autosave_after_idle`.
    public var lastSaved: TrackSummary?
    /// Counts changes to the trace and its figures (a fix recorded, the
    /// recording resumed or cleared): a view redraws them when it moves.
    public var traceRevision = 0

    /// A stopped recording with `statistics` and `trace`: the recorder's
    /// first state, and what a view's test builds its own from.
    public init(statistics: TrackStatistics, trace: TraceSnapshot) {
        self.statistics = statistics
        self.trace = trace
    }

    /// Whether there is an unsaved recording (recording or stopped).
    public var hasRecording: Bool { recordingID != nil }

    /// Whether a point has been recorded: something to save.
    public var hasPoints: Bool { hasRecording && trace.count > 0 }

    /// Whether a note has a recording and a position to attach to.
    public var canAttachNote: Bool { hasRecording && currentFix != nil }

    /// Why a note cannot be attached now.
    var noteRefusal: CommandRefusal { hasRecording ? Refusals.noFix : Refusals.noRecordingForNote }
}

import SyncPrimitives
import TinyMVVM
import TrackModel
import TrackRecorder

/// The Map screen's view model: the live recording.
///
/// State is published through read-only properties; actions are commands,
/// refused with a reason when they do not apply ("already recording"), and
/// shown as available or not through their `isEnabled`.
public protocol MapViewModeling: AnyObject, Sendable {
    /// Current speed, metres per second; `nil` when unknown.
    var speed: ReadOnlyProperty<Double?> { get }
    /// Length of the recording, metres.
    var distance: ReadOnlyProperty<Double> { get }
    /// The recorded trace.
    var locations: ReadOnlyProperty<TraceSnapshot> { get }
    /// The newest fix from the source, recorded or not.
    var currentLocation: ReadOnlyProperty<Fix?> { get }
    /// When the current location came, on the monotonic clock; `nil` when
    /// unknown (a fix from before trackd started).
    var currentLocationArrival: ReadOnlyProperty<MonotonicInstant?> { get }
    /// Radius in metres of the area a map shows around the current position
    /// so that the trace fits; never less than 500 m.
    var regionRadius: ReadOnlyProperty<Double> { get }
    /// Whether fixes are being recorded.
    var recording: ReadOnlyProperty<Bool> { get }
    /// The recording's figures.
    var statistics: ReadOnlyProperty<TrackStatistics> { get }
    /// How far the figures of a long recording resumed after a restart
    /// have been worked out; `nil` once they are. Until then ``statistics``
    /// counts the points worked out so far.
    var figuresPending: ReadOnlyProperty<FiguresProgress?> { get }
    /// Notes attached to the recording, oldest first.
    var notes: ReadOnlyProperty<[Note]> { get }
    /// How many notes are attached to the recording.
    var noteCount: ReadOnlyProperty<Int> { get }
    /// The location source's state.
    var source: ReadOnlyProperty<SourceStatus> { get }
    /// The last storage failure, until a write succeeds again.
    var storageProblem: ReadOnlyProperty<String?> { get }
    /// The receiver's time and the system clock a day or more apart; `nil`
    /// while they agree.
    var clockDisagreement: ReadOnlyProperty<ClockDisagreement?> { get }
    /// How a journal found damaged at start was repaired; `nil` when it was
    /// whole. Set once, at start.
    var journalRepair: String? { get }
    /// Whether recording waits for the next journey to move off
    /// (`autosave_after_idle`): fixes come but are not recorded while the
    /// position stays where the last journey ended.
    var awaitingDeparture: ReadOnlyProperty<Bool> { get }

    /// Starts recording; enabled while stopped.
    var startCommand: Command<Void, Void> { get }
    /// Stops recording, keeping the points; enabled while recording.
    var stopCommand: Command<Void, Void> { get }
    /// Discards the unsaved recording; enabled when there is one.
    var clearCommand: Command<Void, Void> { get }

    /// Runs ``startCommand``. A stopped recording resumes as a new segment.
    func startTrack() throws
    /// Runs ``stopCommand``.
    func stopTrack() throws
    /// Runs ``clearCommand``.
    func clearTrack() throws

    /// The journey saved most recently by `autosave_after_idle`.
    var lastAutosave: ReadOnlyProperty<Autosave?> { get }
    /// The track saved most recently, by its save command or by
    /// `autosave_after_idle`.
    var lastSavedTrack: ReadOnlyProperty<TrackSummary?> { get }

    /// The view model of the SaveTrack screen for this recording.
    var saveTrackViewModel: any SaveTrackViewModeling { get }
    /// The view model of the AddNote screen for this recording.
    var addNoteViewModel: any AddNoteViewModeling { get }
    /// The view model of the Forward screen: where the recording's
    /// positions stand on their way to the user's servers.
    var forwardingViewModel: any ForwardingViewModeling { get }
}

extension MapViewModeling {
    public func startTrack() throws { try startCommand.execute() }
    public func stopTrack() throws { try stopCommand.execute() }
    public func clearTrack() throws { try clearCommand.execute() }
}

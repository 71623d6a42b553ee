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
    /// Everything the screen shows, as one value, set whenever any of it
    /// changes (the recording, the source, forwarding): a view draws each
    /// frame from one snapshot, seen at the moment it draws
    /// (``MapSnapshot/seen(at:)``).
    var snapshot: ReadOnlyProperty<MapSnapshot> { get }

    /// Current speed to show, metres per second; `nil` when unknown. Like
    /// ``distance``, ``locations`` and ``regionRadius``, the original
    /// TinyMVVM screen's property, kept as a projection of ``snapshot`` for
    /// a binding that follows one value: set when that value changes.
    var speed: ReadOnlyProperty<Double?> { get }
    /// Length of the recording, metres.
    var distance: ReadOnlyProperty<Double> { get }
    /// The recorded trace.
    var locations: ReadOnlyProperty<TraceSnapshot> { get }
    /// Radius in metres of the area a map shows around the current position
    /// so that the trace fits; never less than 500 m.
    var regionRadius: ReadOnlyProperty<Double> { get }

    /// The last storage failure, until a write succeeds again: with
    /// ``clockDisagreement``, ``lastAutosave`` and ``lastSavedTrack``, a
    /// change the log reports (and an export follows) as it happens.
    var storageProblem: ReadOnlyProperty<String?> { get }
    /// The receiver's time and the system clock a day or more apart; `nil`
    /// while they agree.
    var clockDisagreement: ReadOnlyProperty<ClockDisagreement?> { get }

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

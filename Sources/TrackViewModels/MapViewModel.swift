import SyncPrimitives
import TinyMVVM
import TrackModel
import TrackRecorder

/// The Map screen's view model: the ``Recorder``'s state projected into the
/// properties the screen binds, as in the original TinyMVVM screen (speed,
/// distance, locations, current location, region radius), and the
/// recorder's commands.
///
/// A property is set when what it shows changed: the trace's figures with
/// each recorded fix, the rest when they differ. The projection runs on the
/// recorder's thread as it publishes, so a property is current by the time
/// an action returns.
public final class MapViewModel: MapViewModeling, @unchecked Sendable {
    private let recorder: Recorder

    private let speedProperty: Property<Double?>
    private let distanceProperty: Property<Double>
    private let locationsProperty: Property<TraceSnapshot>
    private let currentLocationProperty: Property<Fix?>
    private let currentLocationArrivalProperty: Property<MonotonicInstant?>
    private let regionRadiusProperty: Property<Double>
    private let recordingProperty: Property<Bool>
    private let statisticsProperty: Property<TrackStatistics>
    private let figuresPendingProperty: Property<FiguresProgress?>
    private let notesProperty: Property<[Note]>
    private let storageProblemProperty: Property<String?>
    private let clockDisagreementProperty: Property<ClockDisagreement?>
    private let awaitingDepartureProperty: Property<Bool>
    private let lastAutosaveProperty: Property<Autosave?>
    private let lastSavedTrackProperty: Property<TrackSummary?>
    public let saveTrackViewModel: any SaveTrackViewModeling
    public let addNoteViewModel: any AddNoteViewModeling
    public let forwardingViewModel: any ForwardingViewModeling
    /// The state the properties show; only the projection, called one
    /// state at a time, touches it.
    private var shown: RecordingState

    /// Shows `recorder`'s recording, and how `forwarding` (when on) sends
    /// it to the user's servers.
    public init(recorder: Recorder, forwarding: (any ForwardingService)? = nil) {
        self.recorder = recorder
        let state = recorder.state.value
        shown = state
        speedProperty = Property(state.speed)
        distanceProperty = Property(state.statistics.distance)
        locationsProperty = Property(state.trace)
        currentLocationProperty = Property(state.currentFix)
        currentLocationArrivalProperty = Property(state.currentFixArrival)
        regionRadiusProperty = Property(state.regionRadius)
        recordingProperty = Property(state.isRecording)
        statisticsProperty = Property(state.statistics)
        figuresPendingProperty = Property(state.figuresPending)
        notesProperty = Property(state.notes)
        storageProblemProperty = Property(state.storageProblem)
        clockDisagreementProperty = Property(state.clockDisagreement)
        journalRepair = state.journalRepair
        awaitingDepartureProperty = Property(state.awaitingDeparture)
        lastAutosaveProperty = Property(state.lastAutosave)
        lastSavedTrackProperty = Property(state.lastSaved)
        saveTrackViewModel = SaveTrackViewModel(recorder: recorder)
        addNoteViewModel = AddNoteViewModel(recorder: recorder)
        forwardingViewModel = ForwardingViewModel(service: forwarding)
        noteCount = notesProperty.readOnly.map(\.count)
        // Not skipping the current value: a state published since it was
        // read above is delivered too (projecting the same one sets nothing).
        recorder.state.addListener { [weak self] in self?.project($0) }
    }

    public var speed: ReadOnlyProperty<Double?> { speedProperty.readOnly }
    public var distance: ReadOnlyProperty<Double> { distanceProperty.readOnly }
    public var locations: ReadOnlyProperty<TraceSnapshot> { locationsProperty.readOnly }
    public var currentLocation: ReadOnlyProperty<Fix?> { currentLocationProperty.readOnly }
    public var currentLocationArrival: ReadOnlyProperty<MonotonicInstant?> {
        currentLocationArrivalProperty.readOnly
    }
    public var regionRadius: ReadOnlyProperty<Double> { regionRadiusProperty.readOnly }
    public var recording: ReadOnlyProperty<Bool> { recordingProperty.readOnly }
    public var statistics: ReadOnlyProperty<TrackStatistics> { statisticsProperty.readOnly }
    public var figuresPending: ReadOnlyProperty<FiguresProgress?> { figuresPendingProperty.readOnly }
    public var notes: ReadOnlyProperty<[Note]> { notesProperty.readOnly }
    public let noteCount: ReadOnlyProperty<Int>
    public var source: ReadOnlyProperty<SourceStatus> { recorder.source }
    public var storageProblem: ReadOnlyProperty<String?> { storageProblemProperty.readOnly }
    public var clockDisagreement: ReadOnlyProperty<ClockDisagreement?> { clockDisagreementProperty.readOnly }
    public let journalRepair: String?
    public var awaitingDeparture: ReadOnlyProperty<Bool> { awaitingDepartureProperty.readOnly }
    public var lastAutosave: ReadOnlyProperty<Autosave?> { lastAutosaveProperty.readOnly }
    public var lastSavedTrack: ReadOnlyProperty<TrackSummary?> { lastSavedTrackProperty.readOnly }

    public var startCommand: Command<Void, Void> { recorder.start }
    public var stopCommand: Command<Void, Void> { recorder.stop }
    public var clearCommand: Command<Void, Void> { recorder.clear }

    /// Sets each property whose value differs between `state` and the state
    /// shown before; the trace's figures whenever the trace changed, after
    /// the current location.
    private func project(_ state: RecordingState) {
        let shown = self.shown
        self.shown = state
        if state.isRecording != shown.isRecording { recordingProperty.value = state.isRecording }
        if state.awaitingDeparture != shown.awaitingDeparture {
            awaitingDepartureProperty.value = state.awaitingDeparture
        }
        if state.storageProblem != shown.storageProblem { storageProblemProperty.value = state.storageProblem }
        if state.clockDisagreement != shown.clockDisagreement {
            clockDisagreementProperty.value = state.clockDisagreement
        }
        if state.notes != shown.notes { notesProperty.value = state.notes }
        // The position first: it is what a live view follows most closely.
        if state.currentFix != shown.currentFix { currentLocationProperty.value = state.currentFix }
        if state.currentFixArrival != shown.currentFixArrival {
            currentLocationArrivalProperty.value = state.currentFixArrival
        }
        // Figures change with the trace, and also without it (stopping
        // settles them and clears the speed).
        if state.statistics.distance != shown.statistics.distance {
            distanceProperty.value = state.statistics.distance
        }
        if state.speed != shown.speed || state.traceRevision != shown.traceRevision {
            speedProperty.value = state.speed
        }
        if state.figuresPending != shown.figuresPending { figuresPendingProperty.value = state.figuresPending }
        if state.statistics != shown.statistics { statisticsProperty.value = state.statistics }
        if state.traceRevision != shown.traceRevision { locationsProperty.value = state.trace }
        if state.regionRadius != shown.regionRadius { regionRadiusProperty.value = state.regionRadius }
        if state.lastAutosave != shown.lastAutosave { lastAutosaveProperty.value = state.lastAutosave }
        if state.lastSaved != shown.lastSaved { lastSavedTrackProperty.value = state.lastSaved }
    }
}

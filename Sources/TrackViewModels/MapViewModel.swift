import SyncPrimitives
import TinyMVVM
import TrackModel
import TrackRecorder

/// The Map screen's view model: the ``Recorder``'s state, the location
/// source's and forwarding's, merged into one ``MapSnapshot`` that the
/// screen draws from; the original TinyMVVM screen's properties (speed,
/// distance, locations, region radius) as projections of it; and the
/// recorder's commands.
///
/// A snapshot is set whenever one of its parts changes, on the thread that
/// changed it (the recorder's with its lock held, as it publishes, so the
/// snapshot is current by the time an action returns; the source's; a
/// forwarder's). One lock merges the parts and orders the snapshots, so a
/// listener sees them in the order they were made; a listener must only
/// hand the value on. A projection is set when what it shows changed.
public final class MapViewModel: MapViewModeling, @unchecked Sendable {
    private let recorder: Recorder
    /// The monotonic clock a snapshot is seen by.
    private let now: @Sendable () -> MonotonicInstant

    private let snapshotProperty: Property<MapSnapshot>
    private let speedProperty: Property<Double?>
    private let distanceProperty: Property<Double>
    private let locationsProperty: Property<TraceSnapshot>
    private let regionRadiusProperty: Property<Double>
    private let storageProblemProperty: Property<String?>
    private let clockDisagreementProperty: Property<ClockDisagreement?>
    private let lastAutosaveProperty: Property<Autosave?>
    private let lastSavedTrackProperty: Property<TrackSummary?>
    public let saveTrackViewModel: any SaveTrackViewModeling
    public let addNoteViewModel: any AddNoteViewModeling
    public let forwardingViewModel: any ForwardingViewModeling

    /// Makes each merge one step (the last snapshot read, the next set) and
    /// so orders the snapshots set.
    private let lock = Lock()

    /// Shows `recorder`'s recording, and how `forwarding` (when on) sends
    /// it to the user's servers; `now` is the clock snapshots are seen by.
    public init(
        recorder: Recorder, forwarding: (any ForwardingService)? = nil,
        now: @escaping @Sendable () -> MonotonicInstant = MonotonicInstant.now
    ) {
        self.recorder = recorder
        self.now = now
        saveTrackViewModel = SaveTrackViewModel(recorder: recorder)
        addNoteViewModel = AddNoteViewModel(recorder: recorder)
        forwardingViewModel = ForwardingViewModel(service: forwarding)
        let state = recorder.state.value
        let source = recorder.source.value
        let servers = forwardingViewModel.servers.value
        let snapshot = MapSnapshot(state: state, source: source, forwarding: servers, seenAt: now())
        snapshotProperty = Property(snapshot)
        speedProperty = Property(snapshot.speed)
        distanceProperty = Property(state.statistics.distance)
        locationsProperty = Property(state.trace)
        regionRadiusProperty = Property(state.regionRadius)
        storageProblemProperty = Property(state.storageProblem)
        clockDisagreementProperty = Property(state.clockDisagreement)
        lastAutosaveProperty = Property(state.lastAutosave)
        lastSavedTrackProperty = Property(state.lastSaved)
        // Not skipping the current values: a part changed since it was read
        // above is delivered too (merging the same one changes nothing).
        recorder.state.addListener { [weak self] state in self?.merge(state: state) }
        recorder.source.addListener { [weak self] source in self?.merge(source: source) }
        forwardingViewModel.servers.addListener { [weak self] servers in self?.merge(forwarding: servers) }
    }

    public var snapshot: ReadOnlyProperty<MapSnapshot> { snapshotProperty.readOnly }
    public var speed: ReadOnlyProperty<Double?> { speedProperty.readOnly }
    public var distance: ReadOnlyProperty<Double> { distanceProperty.readOnly }
    public var locations: ReadOnlyProperty<TraceSnapshot> { locationsProperty.readOnly }
    public var regionRadius: ReadOnlyProperty<Double> { regionRadiusProperty.readOnly }
    public var storageProblem: ReadOnlyProperty<String?> { storageProblemProperty.readOnly }
    public var clockDisagreement: ReadOnlyProperty<ClockDisagreement?> { clockDisagreementProperty.readOnly }
    public var lastAutosave: ReadOnlyProperty<Autosave?> { lastAutosaveProperty.readOnly }
    public var lastSavedTrack: ReadOnlyProperty<TrackSummary?> { lastSavedTrackProperty.readOnly }

    public var startCommand: Command<Void, Void> { recorder.start }
    public var stopCommand: Command<Void, Void> { recorder.stop }
    public var clearCommand: Command<Void, Void> { recorder.clear }

    /// Sets the snapshot the last one makes with the part that changed,
    /// and each projection whose value it changed, under the lock.
    private func merge(
        state: RecordingState? = nil, source: SourceStatus? = nil, forwarding: [ForwardingStatus]? = nil
    ) {
        lock.withLock {
            let shown = snapshotProperty.value
            let snapshot = MapSnapshot(
                state: state ?? shown.state, source: source ?? shown.source, forwarding: forwarding ?? shown.forwarding,
                seenAt: now())
            project(snapshot, over: shown)
            snapshotProperty.value = snapshot
        }
    }

    /// Sets each projection whose value differs between `snapshot` and the
    /// one shown before: the position's figures first, as a live view
    /// follows them most closely; the speed with every recorded fix.
    private func project(_ snapshot: MapSnapshot, over shown: MapSnapshot) {
        let state = snapshot.state
        let before = shown.state
        if state.storageProblem != before.storageProblem { storageProblemProperty.value = state.storageProblem }
        if state.clockDisagreement != before.clockDisagreement {
            clockDisagreementProperty.value = state.clockDisagreement
        }
        if state.statistics.distance != before.statistics.distance {
            distanceProperty.value = state.statistics.distance
        }
        if snapshot.speed != shown.speed || state.traceRevision != before.traceRevision {
            speedProperty.value = snapshot.speed
        }
        if state.traceRevision != before.traceRevision { locationsProperty.value = state.trace }
        if state.regionRadius != before.regionRadius { regionRadiusProperty.value = state.regionRadius }
        if state.lastAutosave != before.lastAutosave { lastAutosaveProperty.value = state.lastAutosave }
        if state.lastSaved != before.lastSaved { lastSavedTrackProperty.value = state.lastSaved }
    }
}

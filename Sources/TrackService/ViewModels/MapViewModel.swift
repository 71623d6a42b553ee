import FoundationEssentials
import TinyMVVM

/// The live recording: takes fixes from a ``LocationService``, commits each to
/// a ``DataStorageManager`` before counting it, and publishes the figures.
///
/// Actions and fixes are handled one at a time under one lock, so a fix is
/// either wholly recorded and published or not at all, and `stop` takes effect
/// between two fixes. Property listeners are called on the thread that made
/// the change, with that lock held: they must not call back into this view
/// model synchronously (a `watch` view only hands the value to its client).
public final class MapViewModel: MapViewModeling, RecordingActions, @unchecked Sendable {
    private let locationService: any LocationService
    private let storage: any DataStorageManager
    private let clock: @Sendable () -> Date
    private let settings: RecordingSettings
    private let serial = Lock()

    private let speedProperty = Property<Double?>(nil)
    private let distanceProperty = Property(0.0)
    private let locationsProperty: Property<TraceSnapshot>
    private let currentLocationProperty = Property<Fix?>(nil)
    private let regionRadiusProperty = Property(RegionRadius.minimum)
    private let recordingProperty = Property(false)
    private let statisticsProperty: Property<TrackStatistics>
    private let notesProperty = Property<[Note]>([])
    private let hasRecordingProperty = Property(false)
    private let storageProblemProperty = Property<String?>(nil)
    private let awaitingDepartureProperty = Property(false)
    private let lastAutosaveProperty = Property<Autosave?>(nil)

    // Guarded by `serial`.
    private let trace = TraceStore()
    private var recordingID: Int64?
    private var segment = 0
    private var recordedStatistics: TrackStatistics
    private var region = RegionRadius()
    /// Journey boundaries, when `autosave_after_idle` is set.
    private var journey: JourneyBoundary?
    /// When the last fix came, by the clock: fixes that stop coming carry
    /// no time of their own.
    private var lastArrival: Date?

    /// Starts recording; a stopped recording resumes as a new segment.
    public private(set) lazy var startCommand = Command<Void, Void>(
        isEnabled: recordingProperty.readOnly.map { !$0 }, disabledReason: Refusals.alreadyRecording
    ) { [unowned self] _ in
        try serial.withLock {
            guard !recordingProperty.value else { throw CommandRefusal(Refusals.alreadyRecording) }
            try beginRecording()
        }
    }

    /// Stops recording; the points stay.
    public private(set) lazy var stopCommand = Command<Void, Void>(
        isEnabled: recordingProperty.readOnly, disabledReason: Refusals.notRecording
    ) { [unowned self] _ in
        try serial.withLock {
            guard recordingProperty.value else { throw CommandRefusal(Refusals.notRecording) }
            locationService.stopUpdatingLocation()
            recordingProperty.value = false
            awaitingDepartureProperty.value = false
            guard let recordingID else { return }
            do {
                try storage.setRecordingActive(recordingID, false)
            } catch {
                // Stopped all the same; a restart would resume recording.
                storageProblemProperty.value = "cannot remember that recording stopped: \(error)"
            }
        }
    }

    /// Discards the unsaved recording. While recording, recording goes on
    /// into a fresh recording, like resetting a trip meter.
    public private(set) lazy var clearCommand = Command<Void, Void>(
        isEnabled: hasRecordingProperty.readOnly, disabledReason: Refusals.nothingRecorded
    ) { [unowned self] _ in
        try serial.withLock {
            guard let id = recordingID else { throw CommandRefusal(Refusals.nothingRecorded) }
            try storage.discardRecording(id)
            let wasRecording = recordingProperty.value
            if wasRecording { locationService.stopUpdatingLocation() }
            reset()
            if wasRecording { try beginRecording() }
        }
    }

    /// Creates the view model and resumes the recording an earlier run left
    /// unsaved: its points, figures and notes, and recording again if it was
    /// recording when that run stopped.
    public init(
        locationService: any LocationService, storage: any DataStorageManager,
        settings: RecordingSettings = RecordingSettings(), clock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.locationService = locationService
        self.storage = storage
        self.settings = settings
        self.clock = clock
        recordedStatistics = TrackStatistics(settings: settings.statistics)
        journey = settings.autosaveAfterIdle.map {
            JourneyBoundary(idleLimit: $0, radius: settings.journeyRadius)
        }
        statisticsProperty = Property(recordedStatistics)
        locationsProperty = Property(TraceSnapshot(store: trace))
        // Build the commands before the view model is shared between threads.
        _ = (startCommand, stopCommand, clearCommand, saveTrackViewModel, addNoteViewModel, noteCount)
        try resume()
    }

    public var speed: ReadOnlyProperty<Double?> { speedProperty.readOnly }
    public var distance: ReadOnlyProperty<Double> { distanceProperty.readOnly }
    public var locations: ReadOnlyProperty<TraceSnapshot> { locationsProperty.readOnly }
    public var currentLocation: ReadOnlyProperty<Fix?> { currentLocationProperty.readOnly }
    public var regionRadius: ReadOnlyProperty<Double> { regionRadiusProperty.readOnly }
    public var recording: ReadOnlyProperty<Bool> { recordingProperty.readOnly }
    public var statistics: ReadOnlyProperty<TrackStatistics> { statisticsProperty.readOnly }
    public var notes: ReadOnlyProperty<[Note]> { notesProperty.readOnly }
    public private(set) lazy var noteCount: ReadOnlyProperty<Int> = notesProperty.readOnly.map(\.count)
    public var source: ReadOnlyProperty<SourceStatus> { locationService.status }
    public var storageProblem: ReadOnlyProperty<String?> { storageProblemProperty.readOnly }
    /// Whether recording waits for the next journey to begin
    /// (`autosave_after_idle`): fixes come, but the position has not moved
    /// since the last journey was saved or recording started.
    public var awaitingDeparture: ReadOnlyProperty<Bool> { awaitingDepartureProperty.readOnly }
    /// The journey saved most recently by `autosave_after_idle`.
    public var lastAutosave: ReadOnlyProperty<Autosave?> { lastAutosaveProperty.readOnly }

    private lazy var saveTrackViewModel = SaveTrackViewModel(
        recording: self, hasPoints: statisticsProperty.readOnly.map { $0.points > 0 })
    private lazy var addNoteViewModel = AddNoteViewModel(recording: self)

    public func getSaveTrackViewModel() -> any SaveTrackViewModeling { saveTrackViewModel }

    public func getAddNoteViewModel() -> any AddNoteViewModeling { addNoteViewModel }

    // MARK: RecordingActions

    func saveRecording(name: String, description: String?) throws -> TrackSummary {
        try serial.withLock {
            guard let id = recordingID, recordedStatistics.points > 0 else {
                throw CommandRefusal(Refusals.nothingToSave)
            }
            let saved = try storage.saveRecording(
                id, name: name, description: description, statistics: recordedStatistics)
            if recordingProperty.value { locationService.stopUpdatingLocation() }
            reset()
            return saved
        }
    }

    /// Saves the journey under way once no fix has come for
    /// `autosave_after_idle` (the receiver off, the car in a garage);
    /// the daemon calls this every few seconds. Does nothing without
    /// `autosave_after_idle`, while stopped or before departure.
    public func saveJourneyIfIdle() {
        serial.withLock {
            guard let limit = settings.autosaveAfterIdle, recordingProperty.value, recordedStatistics.points > 0,
                let lastArrival, clock().timeIntervalSince(lastArrival) >= limit
            else { return }
            endJourney(.noFix)
        }
    }

    /// Returns once no fix or action is being handled: the watchdog's proof
    /// that recording is not stuck.
    public func heartbeat() {
        serial.withLock {}
    }

    func attachNote(_ text: String) throws -> Note {
        try serial.withLock {
            guard let id = recordingID else { throw CommandRefusal(Refusals.noRecordingForNote) }
            guard let fix = currentLocationProperty.value ?? trace.countAndLast().1?.fix else {
                throw CommandRefusal(Refusals.noFix)
            }
            let note = Note(text: text, latitude: fix.latitude, longitude: fix.longitude, time: fix.time ?? clock())
            try storage.addNote(note, to: id)
            notesProperty.value.append(note)
            return note
        }
    }

    // MARK: Recording (lock held)

    private func resume() throws {
        guard let unsaved = try storage.unsavedRecording() else { return }
        recordingID = unsaved.id
        hasRecordingProperty.value = true
        trace.replace(with: unsaved.points)
        recordedStatistics = .of(unsaved.points, settings: settings.statistics)
        for point in unsaved.points.suffix(RegionRadius.window) { region.include(point.fix) }
        notesProperty.value = unsaved.notes
        if let last = unsaved.points.last {
            currentLocationProperty.value = last.fix
            publish(last.fix, speed: last.fix.speed)
            journey?.resume(after: last.fix, at: last.fix.time ?? clock())
        }
        if unsaved.wasActive {
            try serial.withLock { try beginRecording() }
        }
    }

    private func beginRecording() throws {
        let id = try recordingID ?? storage.beginRecording()
        recordingID = id
        hasRecordingProperty.value = true
        segment = trace.countAndLast().1.map { $0.segment + 1 } ?? 0
        try storage.setRecordingActive(id, true)
        recordingProperty.value = true
        lastArrival = clock()
        locationService.startUpdatingLocation { [weak self] fix in
            self?.receive(fix) ?? false
        }
    }

    /// Records `fix` if recording; returns whether it was taken.
    private func receive(_ fix: Fix) -> Bool {
        serial.withLock {
            guard recordingProperty.value, let id = recordingID else { return false }
            guard journey != nil else {
                record(fix, into: id)
                return true
            }
            receiveOnJourney(fix)
            return true
        }
    }

    /// With `autosave_after_idle`: ends the journey under way when idle,
    /// holds fixes back until the next one departs.
    private func receiveOnJourney(_ fix: Fix) {
        let arrival = clock()
        lastArrival = arrival
        while let id = recordingID, var boundary = journey {
            let verdict = boundary.observe(fix, arrival: arrival, journeyUnderWay: recordedStatistics.points > 0)
            journey = boundary
            switch verdict {
            case .record:
                record(fix, into: id)
            case .hold:
                currentLocationProperty.value = fix
                if !awaitingDepartureProperty.value { awaitingDepartureProperty.value = true }
            case .depart(let departure):
                awaitingDepartureProperty.value = false
                if let departure { record(departure, into: id) }
                record(fix, into: id)
            case .journeyEnded(let reason):
                endJourney(reason)
                continue
            }
            return
        }
    }

    /// Saves the journey under way as a track named by its start and goes on
    /// recording into a new, empty recording that waits for departure.
    private func endJourney(_ reason: Autosave.Reason) {
        guard let id = recordingID, let limit = settings.autosaveAfterIdle else { return }
        let start = recordedStatistics.start ?? clock()
        do {
            let saved = try storage.saveRecording(
                id, name: TrackName.journey(startingAt: start),
                description: TrackName.journeyDescription(reason: reason, idleLimit: limit),
                statistics: recordedStatistics)
            clearRecording()
            let next = try storage.beginRecording()
            try storage.setRecordingActive(next, true)
            recordingID = next
            hasRecordingProperty.value = true
            awaitingDepartureProperty.value = true
            lastAutosaveProperty.value = Autosave(track: saved, reason: reason)
        } catch {
            storageProblemProperty.value = "cannot save the journey that ended: \(error)"
        }
    }

    /// Commits `fix` to the recording `id`, then counts and publishes it.
    private func record(_ fix: Fix, into id: Int64) {
        let previous = trace.countAndLast().1
        if let previous, fix.isRepeat(of: previous.fix) { return }
        if let previous, previous.segment == segment, let from = previous.fix.time, let to = fix.time,
            to.timeIntervalSince(from) > settings.segmentGap
        {
            segment += 1
        }
        let point = TrackPoint(segment: segment, fix: fix)
        do {
            try storage.append(point, to: id)
        } catch {
            // Published once per distinct failure, not once per fix.
            let problem = "cannot record a fix: \(error)"
            if storageProblemProperty.value != problem { storageProblemProperty.value = problem }
            return
        }
        if storageProblemProperty.value != nil { storageProblemProperty.value = nil }
        trace.append(point)
        recordedStatistics.add(point)
        region.include(fix)
        currentLocationProperty.value = fix
        publish(fix, speed: displayedSpeed(after: previous, point))
    }

    private func publish(_ fix: Fix, speed: Double?) {
        distanceProperty.value = recordedStatistics.distance
        speedProperty.value = speed
        statisticsProperty.value = recordedStatistics
        locationsProperty.value = TraceSnapshot(store: trace)
        let radius = region.radius(around: fix)
        if radius != regionRadiusProperty.value { regionRadiusProperty.value = radius }
    }

    /// Forgets the recording (already saved or discarded) and stops.
    private func reset() {
        clearRecording()
        recordingProperty.value = false
        awaitingDepartureProperty.value = false
    }

    /// Forgets the recording (already saved or discarded), recording or not.
    private func clearRecording() {
        recordingID = nil
        hasRecordingProperty.value = false
        journey?.reset()
        trace.replace(with: [])
        recordedStatistics = TrackStatistics(settings: settings.statistics)
        region = RegionRadius()
        segment = 0
        distanceProperty.value = 0
        speedProperty.value = nil
        statisticsProperty.value = recordedStatistics
        locationsProperty.value = TraceSnapshot(store: trace)
        regionRadiusProperty.value = RegionRadius.minimum
        notesProperty.value = []
    }

    /// The speed to show after `point`: the receiver's, else derived from the
    /// step since `previous`, smoothed; unchanged for a fix too inaccurate to
    /// use, and unknown at the start of a segment until there is a speed.
    private func displayedSpeed(after previous: TrackPoint?, _ point: TrackPoint) -> Double? {
        let shown = previous?.segment == point.segment ? speedProperty.value : nil
        if let error = point.fix.horizontalError, error > settings.statistics.accuracyLimit { return shown }
        guard let current = point.fix.speed ?? Self.derivedSpeed(from: previous, to: point) else { return shown }
        guard let shown else { return current }
        return shown + settings.speedSmoothing * (current - shown)
    }

    private static func derivedSpeed(from previous: TrackPoint?, to point: TrackPoint) -> Double? {
        guard let previous, previous.segment == point.segment,
            let from = previous.fix.time, let to = point.fix.time, to > from
        else { return nil }
        return GeodesicDistance.metres(from: previous.fix, to: point.fix) / to.timeIntervalSince(from)
    }
}

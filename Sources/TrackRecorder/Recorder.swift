import FoundationEssentials
import SyncPrimitives
import TinyMVVM
import TrackModel

/// The recording engine: takes fixes from a ``LocationService``, commits
/// each to a ``DataStorageManager`` before counting it, splits segments,
/// ends journeys (`autosave_after_idle`), and publishes everything it is as
/// one ``RecordingState``.
///
/// Actions and fixes are handled one at a time under one lock, so a fix is
/// either wholly recorded and published or not at all, and `stop` takes
/// effect between two fixes. The actions are ``Command``s on that lock:
/// their enabled state, computed from the state when read, is the one check
/// that refuses them. Listeners of ``state`` are called on the thread that
/// made the change, with the lock held: they must not call back into the
/// recorder synchronously (a view only hands the value on).
///
/// One file, longer than most, for a reason: everything in it runs under
/// that one lock and keeps one invariant (a fix stored, then counted, then
/// published, or none of it); the pieces that need no lock live beside it
/// (``JourneyBoundary``, ``FiguresCatchUp``, the trace, ``Refusals``).
public final class Recorder: @unchecked Sendable {
    /// What a save stores: the recording's name and description, already
    /// checked by the view model that took them from the user.
    public struct Naming: Sendable, Equatable {
        public var name: String
        public var description: String?

        public init(name: String, description: String?) {
            self.name = name
            self.description = description
        }
    }

    private let locationService: any LocationService
    private let storage: any DataStorageManager
    private let clock: @Sendable () -> Date
    private let monotonicClock: @Sendable () -> MonotonicInstant
    private let settings: RecordingSettings
    /// Whether fixes come from a receiver now (gpsd), whose times can
    /// disagree with the system clock, rather than from a file.
    private let sourceIsLive: Bool
    private let serial = Lock()
    private let stateProperty: Property<RecordingState>

    // Guarded by `serial`.
    private var current: RecordingState
    private let trace: TraceStore
    private var segment = 0
    private var region = RegionRadius()
    /// Works out the recording's figures, fix by fix.
    private var meter: TrackMeter
    /// Works out the figures of a long recording resumed after a restart,
    /// until it hands them over to ``meter``; fixes recorded meanwhile are
    /// stored and counted by it, not by the meter.
    private var catchUp: FiguresCatchUp?
    /// Journey boundaries, when `autosave_after_idle` is set.
    private var journey: JourneyBoundary?
    /// When the last fix came, on the monotonic clock: fixes that stop
    /// coming carry no time of their own, and the wall clock may jump.
    private var lastArrival: MonotonicInstant
    /// A wall-clock time and the monotonic instant it was read at: the
    /// arrival time of a fix without a time of its own is this time plus the
    /// monotonic seconds since, so a wall clock set later does not move it.
    private var arrivalBase: (date: Date, instant: MonotonicInstant)

    /// Starts recording; a stopped recording resumes as a new segment.
    /// Enabled while stopped.
    public private(set) lazy var start = Command<Void, Void>(
        isEnabled: state.map { !$0.isRecording }, refusal: Refusals.alreadyRecording, serializedBy: serial
    ) { [unowned self] in
        try beginRecording()
        publish()
    }

    /// Stops recording; the points stay. Enabled while recording.
    public private(set) lazy var stop = Command<Void, Void>(
        isEnabled: state.map(\.isRecording), refusal: Refusals.notRecording, serializedBy: serial
    ) { [unowned self] in
        endRecording()
        publish()
    }

    /// Discards the unsaved recording; enabled when there is one. While
    /// recording, recording goes on into a fresh recording, like resetting
    /// a trip meter.
    public private(set) lazy var clear = Command<Void, Void>(
        isEnabled: state.map(\.hasRecording), refusal: Refusals.nothingRecorded, serializedBy: serial
    ) { [unowned self] in
        try discardRecording()
        publish()
    }

    /// Stores the recording as a named track, then stops and clears it.
    /// Enabled once a point has been recorded.
    public private(set) lazy var save = Command<Naming, TrackSummary>(
        isEnabled: state.map(\.hasPoints), refusal: Refusals.nothingToSave, serializedBy: serial
    ) { [unowned self] naming in
        defer { publish() }
        return try saveRecording(naming)
    }

    /// Attaches a note at the current position and time. Enabled when there
    /// is a recording and a position.
    public private(set) lazy var note = Command<String, Note>(
        isEnabled: state.map(\.canAttachNote), refusal: self.state.value.noteRefusal, serializedBy: serial
    ) { [unowned self] text in
        defer { publish() }
        return try attachNote(text)
    }

    /// Creates the recorder and resumes the recording an earlier run left
    /// unsaved: its points, figures and notes, and recording again if it was
    /// recording when that run stopped.
    ///
    /// `clock` gives the wall-clock time, for the names and notes of things;
    /// `monotonicClock` measures every interval (an idle limit), so that a
    /// wall clock set by hours at boot changes none. Tests step either.
    public init(
        locationService: any LocationService, storage: any DataStorageManager,
        settings: RecordingSettings = RecordingSettings(), clock: @escaping @Sendable () -> Date = { Date() },
        monotonicClock: @escaping @Sendable () -> MonotonicInstant = { .now() }
    ) throws {
        self.locationService = locationService
        self.storage = storage
        self.settings = settings
        sourceIsLive = locationService.status.value.kind == .gpsd
        self.clock = clock
        self.monotonicClock = monotonicClock
        lastArrival = monotonicClock()
        arrivalBase = (clock(), lastArrival)
        journey = settings.autosaveAfterIdle.map {
            JourneyBoundary(
                idleLimit: $0, radius: settings.journeyRadius, standingRadius: settings.statistics.minimumNoiseRadius)
        }
        trace = TraceStore(budget: settings.traceBudget)
        current = RecordingState(statistics: TrackStatistics(), trace: TraceSnapshot(store: trace))
        current.journalRepair = storage.journalRepair
        meter = TrackMeter(settings: settings.statistics)
        stateProperty = Property(current)
        // Build the commands before the recorder is shared between threads.
        _ = (start, stop, clear, save, note)
        try serial.withLock { try resume() }
    }

    /// The recording as it is now, and as it changes.
    public var state: ReadOnlyProperty<RecordingState> { stateProperty.readOnly }

    /// The location source's state.
    public var source: ReadOnlyProperty<SourceStatus> { locationService.status }

    /// What the recording holds in memory however long it grows: the points
    /// of the trace kept to draw (at most ``RecordingSettings/traceBudget``
    /// plus the recent stretch) and the values the figures' model holds
    /// (``TrackMeter/heldValues``). What the tests and the endless-recording
    /// benchmark watch.
    public var heldInMemory: (tracePoints: Int, modelValues: Int) {
        serial.withLock { (trace.keptCount, meter.heldValues) }
    }

    /// The daemon's periodic call, every few seconds: proves that recording
    /// is not stuck (it returns only once no fix or action is in hand: the
    /// watchdog's evidence), and saves the journey under way once no fix has
    /// come for `autosave_after_idle` (the receiver off, the car in a
    /// garage). Saves nothing without `autosave_after_idle`, while stopped or
    /// before departure.
    public func tick() {
        serial.withLock {
            guard let limit = settings.autosaveAfterIdle, current.isRecording, current.hasPoints,
                monotonicClock().seconds(since: lastArrival) >= limit
            else { return }
            endJourney(.noFix)
            publish()
        }
    }

    // MARK: Actions (each runs with the lock held, after its command's check)

    private func endRecording() {
        locationService.stopUpdatingLocation()
        current.isRecording = false
        current.awaitingDeparture = false
        // Nothing moves while stopped: no speed to show.
        current.speed = nil
        // The figures as they will be saved, not as last shown (once worked
        // out, after a restart).
        if catchUp == nil { current.statistics = meter.statistics }
        guard let id = current.recordingID else { return }
        do {
            try storage.setRecordingActive(id, false)
        } catch {
            // Stopped all the same; a restart would resume recording.
            current.storageProblem = "cannot remember that recording stopped: \(error)"
        }
    }

    private func discardRecording() throws {
        guard let id = current.recordingID else { return }
        try storage.discardRecording(id)
        let wasRecording = current.isRecording
        if wasRecording { locationService.stopUpdatingLocation() }
        reset()
        if wasRecording { try beginRecording() }
    }

    /// The most points a save counts itself of a resumed recording whose
    /// figures are not all worked out (a few seconds' work on a Pi); with
    /// more, it is refused until they are: a save holds the recorder, and
    /// minutes of it would stop the service's heartbeat.
    static let pointsASaveCounts = 50_000

    private func saveRecording(_ naming: Naming) throws -> TrackSummary {
        guard let id = current.recordingID else { throw Refusals.nothingToSave }
        if let pending = current.figuresPending, pending.recorded - pending.counted > Self.pointsASaveCounts {
            throw Refusals.figuresPending(pending)
        }
        try finishCatchUp()
        let saved = try storage.saveRecording(
            id, name: naming.name, description: naming.description, statistics: meter.statistics)
        if current.isRecording { locationService.stopUpdatingLocation() }
        reset()
        current.lastSaved = saved
        return saved
    }

    private func attachNote(_ text: String) throws -> Note {
        guard let id = current.recordingID, let fix = current.currentFix else {
            throw current.noteRefusal
        }
        let note = Note(text: text, latitude: fix.latitude, longitude: fix.longitude, time: fix.time ?? clock())
        try storage.addNote(note, to: id)
        current.notes.append(note)
        return note
    }

    // MARK: Recording (lock held)

    private func resume() throws {
        guard let unsaved = try storage.unsavedRecording(recentPoints: RegionRadius.window) else { return }
        current.recordingID = unsaved.id
        current.notes = unsaved.notes
        for point in unsaved.recentPoints { region.include(point.fix) }
        if let last = unsaved.recentPoints.last {
            trace.reset(count: unsaved.pointCount, last: last)
            current.currentFix = last.fix
            updateFigures(around: last.fix, speed: last.fix.speed)
            journey?.resume(after: last.fix, at: last.fix.time ?? clock())
            try startCatchUp(for: unsaved)
        }
        // A crash is not a stop: recording goes on in the same segment, and
        // the time trackd was down is a gap like any other.
        if unsaved.wasActive { try beginRecording(continuing: true) }
        publish()
    }

    /// Works out the figures and the trace of the resumed recording from
    /// its stored points: at once when it is short, else on a thread of its
    /// own while trackd answers and records, the figures shown counting what
    /// is done so far (``RecordingState/figuresPending``).
    private func startCatchUp(for unsaved: UnsavedRecording) throws {
        let work = FiguresCatchUp(
            recording: unsaved.id, storage: storage, meter: TrackMeter(settings: settings.statistics),
            trace: ThinnedTrace(budget: settings.traceBudget))
        catchUp = work
        current.figuresPending = FiguresProgress(counted: 0, recorded: unsaved.pointCount)
        guard unsaved.pointCount > FiguresCatchUp.stretch else { return try finishCatchUp() }
        do {
            try DetachedThread.start(named: "trackd-figures") { [weak self] in
                var readsMore = true
                while readsMore, let self {
                    do {
                        readsMore = show(try work.advance(), of: work)
                    } catch {
                        return failed(work, error)
                    }
                }
            }
        } catch {
            // No thread to spare: worked out now, trackd answering later.
            try finishCatchUp()
        }
    }

    /// Shows the figures `work` has so far, or takes them over once it has
    /// read every stored point; returns whether it is to go on.
    private func show(_ progress: FiguresCatchUp.Progress, of work: FiguresCatchUp) -> Bool {
        serial.withLock {
            guard catchUp === work else { return false }
            if progress.readsMore {
                current.statistics = progress.statistics
                current.figuresPending?.counted = progress.counted
            } else {
                do {
                    try finishCatchUp()
                } catch {
                    noteCatchUpFailure(error)
                }
            }
            publish()
            return progress.readsMore
        }
    }

    private func failed(_ work: FiguresCatchUp, _ error: any Error) {
        serial.withLock {
            guard catchUp === work else { return }
            noteCatchUpFailure(error)
            publish()
        }
    }

    /// Says why the figures stay unworked (lock held); a save tries again.
    private func noteCatchUpFailure(_ error: any Error) {
        current.figuresPending?.problem = "\(error)"
    }

    /// Counts what the catch-up has not and takes its figures and trace
    /// over, if there is one (lock held: nothing is recorded meanwhile).
    private func finishCatchUp() throws {
        guard let work = catchUp else { return }
        let (meter, drawn) = try work.finish()
        self.meter = meter
        catchUp = nil
        trace.draw(drawn)
        current.figuresPending = nil
        current.statistics = current.isRecording ? self.meter.liveStatistics() : self.meter.statistics
        current.trace = TraceSnapshot(store: trace)
        current.traceRevision += 1
    }

    /// Begins recording: in a new segment after a stop, or `continuing`
    /// the last one when trackd comes back to a recording it was making.
    private func beginRecording(continuing: Bool = false) throws {
        let id = try current.recordingID ?? storage.beginRecording()
        current.recordingID = id
        segment = current.trace.last.map { $0.segment + (continuing ? 0 : 1) } ?? 0
        try storage.setRecordingActive(id, true)
        current.isRecording = true
        let now = monotonicClock()
        lastArrival = now
        arrivalBase = (clock(), now)
        locationService.startUpdatingLocation { [weak self] update in
            self?.receive(update) ?? .notTaken
        }
    }

    /// Records the update's fix if recording; says what became of it.
    private func receive(_ update: LocationUpdate) -> DeliveryOutcome {
        serial.withLock {
            guard current.isRecording, let id = current.recordingID else { return .notTaken }
            if update.startsSegment { startSourceSegment() }
            compareClocks(update.fix)
            let stored = journey == nil ? record(update.fix, into: id) : receiveOnJourney(update.fix)
            if current.currentFix == update.fix { current.currentFixArrival = monotonicClock() }
            publish()
            return stored ? .kept : .failed
        }
    }

    /// With `autosave_after_idle`: ends the journey under way when idle,
    /// holds fixes back until the next one departs. Returns false when
    /// storage failed to take what was to be recorded.
    private func receiveOnJourney(_ fix: Fix) -> Bool {
        let now = monotonicClock()
        lastArrival = now
        let arrival = arrivalBase.date.addingTimeInterval(now.seconds(since: arrivalBase.instant))
        while let id = current.recordingID, var boundary = journey {
            let verdict = boundary.observe(fix, arrival: arrival, journeyUnderWay: current.hasPoints)
            journey = boundary
            switch verdict {
            case .record:
                return record(fix, into: id)
            case .hold:
                current.currentFix = fix
                current.awaitingDeparture = true
                return true
            case .depart(let departure):
                current.awaitingDeparture = false
                let storedHeld = departure.reduce(true) { $0 && record($1, into: id) }
                return record(fix, into: id) && storedHeld
            case .journeyEnded(let reason):
                endJourney(reason)
            }
        }
        return true
    }

    /// Saves the journey under way as a track named by its start and goes on
    /// recording into a new, empty recording that waits for departure.
    private func endJourney(_ reason: Autosave.Reason) {
        guard let id = current.recordingID, let limit = settings.autosaveAfterIdle else { return }
        do {
            // However long the figures take: a journey that ended is saved.
            try finishCatchUp()
            let start = current.statistics.start ?? clock()
            let saved = try storage.saveRecording(
                id, name: TrackName.journey(startingAt: start),
                description: TrackName.journeyDescription(reason: reason, idleLimit: limit),
                statistics: meter.statistics)
            clearRecording()
            let next = try storage.beginRecording()
            try storage.setRecordingActive(next, true)
            current.recordingID = next
            current.awaitingDeparture = true
            current.lastAutosave = Autosave(track: saved, reason: reason)
            current.lastSaved = saved
        } catch {
            current.storageProblem = "cannot save the journey that ended: \(error)"
        }
    }

    /// Notes when a live receiver's time and the system clock disagree by a
    /// day or more, and when they agree again; a replayed file's old times
    /// are no disagreement.
    private func compareClocks(_ fix: Fix) {
        guard sourceIsLive, let time = fix.time else { return }
        let disagreement = ClockDisagreement(fixTime: time, systemTime: clock())
        if (disagreement == nil) != (current.clockDisagreement == nil) { current.clockDisagreement = disagreement }
    }

    /// Begins a segment for the source's own (a replayed file's next
    /// `trkseg`), unless the current one has no point yet.
    private func startSourceSegment() {
        if let last = current.trace.last, last.segment == segment { segment += 1 }
    }

    /// Commits `fix` to the recording `id`, then counts it. Returns false
    /// when storage failed (a repeat of the last point, left out, is true).
    @discardableResult
    private func record(_ fix: Fix, into id: Int64) -> Bool {
        let previous = current.trace.last
        if let previous, fix.isRepeat(of: previous.fix) { return true }
        // A gap without fixes begins a segment that bridges it; the segment
        // is taken once the point is stored, so a point storage refused is
        // judged the same way when it comes again.
        var bridgesGap = false
        if let previous, previous.segment == segment, let from = previous.fix.time, let to = fix.time {
            bridgesGap = to.timeIntervalSince(from) > settings.segmentGap
        }
        let point = TrackPoint(segment: segment + (bridgesGap ? 1 : 0), fix: fix, bridgesGap: bridgesGap)
        do {
            try storage.append(point, to: id)
        } catch {
            // One problem per distinct failure, not one per fix.
            current.storageProblem = "cannot record a fix: \(error)"
            return false
        }
        segment = point.segment
        current.storageProblem = nil
        trace.append(point, drawing: catchUp == nil)
        if catchUp == nil {
            meter.add(point)
            current.statistics = meter.liveStatistics()
        } else {
            current.figuresPending?.recorded += 1
        }
        region.include(fix)
        current.currentFix = fix
        updateFigures(around: fix, speed: displayedSpeed(after: previous, point))
        return true
    }

    private func updateFigures(around fix: Fix, speed: Double?) {
        current.speed = speed
        current.trace = TraceSnapshot(store: trace)
        current.regionRadius = region.radius(around: fix)
        current.traceRevision += 1
    }

    /// Hands the state to its listeners.
    private func publish() {
        stateProperty.value = current
    }

    /// Forgets the recording (already saved or discarded) and stops.
    private func reset() {
        clearRecording()
        current.isRecording = false
        current.awaitingDeparture = false
    }

    /// Forgets the recording (already saved or discarded), recording or not.
    private func clearRecording() {
        current.recordingID = nil
        journey?.reset()
        trace.reset()
        region = RegionRadius()
        segment = 0
        meter = TrackMeter(settings: settings.statistics)
        catchUp = nil
        current.figuresPending = nil
        current.statistics = TrackStatistics()
        current.speed = nil
        current.trace = TraceSnapshot(store: trace)
        current.regionRadius = RegionRadius.minimum
        current.notes = []
        current.traceRevision += 1
    }

    /// The speed to show after `point`: the receiver's, else derived from the
    /// step since `previous`, smoothed; unchanged for a fix too inaccurate to
    /// use, and unknown at the start of a segment until there is a speed.
    private func displayedSpeed(after previous: TrackPoint?, _ point: TrackPoint) -> Double? {
        let shown = previous?.segment == point.segment ? current.speed : nil
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

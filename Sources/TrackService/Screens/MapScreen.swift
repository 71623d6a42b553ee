import SyncPrimitives
import TinyMVVM
import TrackControl
import TrackModel
import TrackViewModels

/// The Map screen: the live recording. Handles `start`, `stop`, `clear`,
/// `status`, `watch` and `map` (which also draws a saved track, read through
/// the Tracks view model).
struct MapScreen {
    /// How figures are written for people.
    var format = DisplayFormat()
    let viewModel: any MapViewModeling
    let tracks: any TracksViewModeling
    /// The monotonic clock fixes' ages are told by.
    var now: @Sendable () -> MonotonicInstant = MonotonicInstant.now

    /// What the screen shows now: the view model's snapshot, seen at this
    /// moment. A reply or a frame is drawn from one.
    func shown() -> MapSnapshot { viewModel.snapshot.value.seen(at: now()) }

    func start() throws -> ControlReply {
        try viewModel.startTrack()
        return reply("Recording started.")
    }

    func stop() throws -> ControlReply {
        try viewModel.stopTrack()
        return reply("Recording stopped; \(viewModel.snapshot.value.state.statistics.points) points kept.")
    }

    func clear() throws -> ControlReply {
        try viewModel.clearTrack()
        return reply("Recording discarded.")
    }

    func status() -> ControlReply {
        let shown = shown()
        let refusals = actionRefusals()
        return ControlReply(
            result: statusJSON(shown, refusals: refusals),
            text: statusText(shown, actions: refusals.mapValues { $0 == nil }))
    }

    /// The properties as they change, `count` events at most; with a
    /// `screen`, the dashboard drawn to fit it, again as things change.
    func watch(count: Int?, screen: ControlCommand.ScreenSize?) -> ControlReply {
        let stream: any ReplyStream =
            if let screen {
                FrameStream(viewModel: viewModel, count: count) { [self] in dashboard().lines(fitting: screen) }
            } else {
                WatchStream(viewModel: viewModel, format: format, count: count, now: now)
            }
        return ControlReply(result: .object(["watching": .bool(true)]), text: "", stream: stream)
    }

    /// The dashboard `watch` draws on a terminal, as things are now.
    func dashboard() -> Dashboard {
        Dashboard(snapshot: shown(), actions: availableActions(), format: format)
    }

    /// The live recording, or the saved track `id`, drawn to fit `size`;
    /// with `follow`, the live map drawn again as it changes.
    func map(id: Int64?, size: ControlCommand.ScreenSize, follow: Bool) throws -> ControlReply {
        if follow {
            let stream = FrameStream(viewModel: viewModel, count: nil) { [self] in
                TerminalMap.liveLines(shown(), size: size, format: format)
            }
            return ControlReply(result: .object(["watching": .bool(true)]), text: "", stream: stream)
        }
        let map =
            try id.map { try TerminalMap.saved(tracks.content($0), size: size) }
            ?? TerminalMap.live(shown(), size: size)
        let lines = map.lines(format: format)
        let result: JSONValue = .object([
            "id": id.map(JSONValue.integer) ?? .null,
            "center": .object(["lat": .number(map.area.centerLatitude), "lon": .number(map.area.centerLongitude)]),
            "radius_m": .number(map.area.radius),
            "metres_per_column": .number(map.metresPerColumn),
            "lines": .array(lines.map(JSONValue.string)),
        ])
        return ControlReply(result: result, text: lines.joined(separator: "\n"))
    }

    /// The live trace as the map draws it, one array of `[lat, lon]` pairs a
    /// segment, oldest first, and the recording's notes.
    func trace() -> ControlReply {
        let shown = viewModel.snapshot.value
        let snapshot = shown.state.trace
        var segments: [[JSONValue]] = []
        var segment: Int?
        for point in snapshot.points {
            if point.segment != segment {
                segments.append([])
                segment = point.segment
            }
            segments[segments.count - 1].append(.array([.number(point.latitude), .number(point.longitude)]))
        }
        let notes = shown.state.notes
        let result: JSONValue = .object([
            "count": .integer(snapshot.count), "segments": .array(segments.map(JSONValue.array)),
            "notes": .array(notes.map(NoteJSON.object)),
        ])
        let points = snapshot.count == 1 ? "1 point" : "\(snapshot.count) points"
        let pieces = segments.count == 1 ? "1 segment" : "\(segments.count) segments"
        let noted = notes.count == 1 ? "1 note" : "\(notes.count) notes"
        return ControlReply(result: result, text: "\(points) in \(pieces), \(noted)")
    }

    /// A reply to an action: the status after it, and a sentence.
    private func reply(_ sentence: String) -> ControlReply {
        ControlReply(result: statusJSON(shown(), refusals: actionRefusals()), text: sentence)
    }

    /// The status as `shown`, its actions from `refusals`
    /// (``actionRefusals()``).
    private func statusJSON(_ shown: MapSnapshot, refusals: [String: String?]) -> JSONValue {
        let state = shown.state
        let statistics = state.statistics
        let fix = state.currentFix
        let source = shown.source
        let speed = shown.speed
        return .object([
            "recording": .bool(state.isRecording),
            "points": .integer(shown.recordedPoints),
            "figures_pending": state.figuresPending.map {
                .object([
                    "counted": .integer($0.counted), "points": .integer($0.recorded), "problem": .text($0.problem),
                ])
            } ?? .null,
            "distance_m": .number(statistics.distance),
            "speed_mps": .number(speed),
            "speed": .string(format.speed(speed)),
            "distance": .string(format.distance(statistics.distance)),
            "region_radius_m": .number(state.regionRadius),
            "moving_time_s": .number(statistics.movingTime),
            "avg_moving_speed_mps": .number(statistics.averageMovingSpeed),
            "max_speed_mps": .number(statistics.maxSpeed),
            "elevation_gain_m": .number(statistics.elevationGain),
            "elevation_loss_m": .number(statistics.elevationLoss),
            "segments": .integer(statistics.segments),
            "notes": .integer(state.notes.count),
            "fix": .object([
                "mode": .integer(fix?.displayMode.rawValue ?? 0),
                "lat": .number(fix?.latitude),
                "lon": .number(fix?.longitude),
                "time": .time(fix?.time),
                "eph_m": .number(fix?.horizontalError),
                "epv_m": .number(fix?.verticalError),
                "age_s": .number(fix == nil ? nil : shown.fixAge),
                "stale": .bool(shown.fixIsStale),
            ]),
            "source": .object([
                "kind": .string(source.kind.rawValue),
                "connected": .bool(source.connected),
                "finished": .bool(source.finished),
                "problem": .text(source.problem),
            ]),
            "storage_problem": .text(state.storageProblem),
            "clock_disagreement": state.clockDisagreement.map {
                .object([
                    "fix_time": .time($0.fixTime), "system_time": .time($0.systemTime), "seconds": .number($0.seconds),
                    "trusted": .string("receiver"),
                ])
            } ?? .null,
            "journal_repaired": .text(state.journalRepair),
            "forwarding": ForwardingPresentation.json(shown.forwarding),
            "actions": .object(refusals.mapValues { .bool($0 == nil) }),
            "actions_refused": .object(refusals.compactMapValues { $0.map(JSONValue.string) }),
        ])
    }

    /// The recording's actions in the order `trackctl` lists them.
    static let actionOrder = ["start", "stop", "clear", "save", "note"]

    /// Which of the recording's actions its commands would run now.
    func availableActions() -> [String: Bool] {
        actionRefusals().mapValues { $0 == nil }
    }

    /// Each of the recording's actions, with the words its refusal would
    /// give now, or `nil` when its command would run: each command's
    /// enabled state read once.
    func actionRefusals() -> [String: String?] {
        [
            "start": viewModel.startCommand.refusal?.reason, "stop": viewModel.stopCommand.refusal?.reason,
            "clear": viewModel.clearCommand.refusal?.reason,
            "save": viewModel.saveTrackViewModel.saveCommand.refusal?.reason,
            "note": viewModel.addNoteViewModel.addNoteCommand.refusal?.reason,
        ]
    }

    /// The status as `shown`, a row a line, listing `actions`.
    private func statusText(_ shown: MapSnapshot, actions: [String: Bool]) -> String {
        let state = shown.state
        let statistics = state.statistics
        var fixText = "none"
        if let fix = state.currentFix {
            fixText =
                (shown.fixModeText.map { $0 + " " } ?? "")
                + DisplayFormat.coordinates(latitude: fix.latitude, longitude: fix.longitude)
            if let time = fix.time { fixText += " at \(ISO8601.format(time))" }
            fixText += " (\(shown.fixAgeText))"
        }
        var rows = [
            ("Recording", shown.recordingText),
            ("Actions", Self.actionOrder.filter { actions[$0] == true }.joined(separator: ", ")),
            ("Points", "\(shown.recordedPoints)"),
            ("Distance", format.distance(statistics.distance)),
            ("Speed", format.speed(shown.speed)),
            ("Moving time", DisplayFormat.duration(statistics.movingTime, of: statistics)),
            (
                "Climb",
                "\(format.elevation(statistics.elevationGain)) up, \(format.elevation(statistics.elevationLoss)) down"
            ),
            ("Segments", "\(statistics.segments)"),
            ("Notes", "\(state.notes.count)"),
            ("Fix", fixText),
            ("Map radius", format.length(state.regionRadius)),
            ("Source", shown.sourceText),
        ]
        if let pending = shown.figuresPendingText { rows.insert(("Figures", pending), at: 3) }
        if let problem = state.storageProblem { rows.append(("Storage", problem)) }
        if let disagreement = state.clockDisagreement {
            rows.append(("Clock", ClockText.sentence(disagreement)))
        }
        if let repair = state.journalRepair { rows.append(("Journal", "repaired at start: \(repair)")) }
        if let forwarding = ForwardingPresentation.row(shown.forwarding) {
            rows.append(("Forwarding", forwarding))
        }
        return DisplayFormat.table(rows)
    }
}

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
            result: statusReply(shown, refusals: refusals).json,
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
            "notes": .array(notes.map { NoteJSON.reply($0).json }),
        ])
        let points = snapshot.count == 1 ? "1 point" : "\(snapshot.count) points"
        let pieces = segments.count == 1 ? "1 segment" : "\(segments.count) segments"
        let noted = notes.count == 1 ? "1 note" : "\(notes.count) notes"
        return ControlReply(result: result, text: "\(points) in \(pieces), \(noted)")
    }

    /// A reply to an action: the status after it, and a sentence.
    private func reply(_ sentence: String) -> ControlReply {
        ControlReply(result: statusReply(shown(), refusals: actionRefusals()).json, text: sentence)
    }

    /// The status as `shown`, its actions from `refusals`
    /// (``actionRefusals()``).
    private func statusReply(_ shown: MapSnapshot, refusals: [String: String?]) -> StatusReply {
        let state = shown.state
        let statistics = state.statistics
        let fix = state.currentFix
        let source = shown.source
        return StatusReply(
            recording: state.isRecording, points: shown.recordedPoints,
            figuresPending: state.figuresPending.map {
                StatusReply.FiguresPending(counted: $0.counted, points: $0.recorded, problem: $0.problem)
            },
            distanceM: statistics.distance, speedMps: shown.speed, speed: format.speed(shown.speed),
            distance: format.distance(statistics.distance), regionRadiusM: state.regionRadius,
            movingTimeS: statistics.movingTime, avgMovingSpeedMps: statistics.averageMovingSpeed,
            maxSpeedMps: statistics.maxSpeed, elevationGainM: statistics.elevationGain,
            elevationLossM: statistics.elevationLoss, segments: statistics.segments, notes: state.notes.count,
            fix: StatusReply.Fix(
                mode: fix?.displayMode.rawValue ?? 0, lat: fix?.latitude, lon: fix?.longitude, time: fix?.time.iso8601,
                ephM: fix?.horizontalError, epvM: fix?.verticalError, ageS: fix == nil ? nil : shown.fixAge,
                stale: shown.fixIsStale),
            source: StatusReply.Source(
                kind: source.kind.rawValue, connected: source.connected, finished: source.finished,
                problem: source.problem),
            storageProblem: state.storageProblem,
            clockDisagreement: state.clockDisagreement.map {
                StatusReply.ClockDisagreement(
                    fixTime: ISO8601.format($0.fixTime), systemTime: ISO8601.format($0.systemTime), seconds: $0.seconds,
                    trusted: "receiver")
            },
            journalRepaired: state.journalRepair, forwarding: shown.forwarding.map(ForwardingPresentation.reply),
            actions: refusals.mapValues { $0 == nil }, actionsRefused: refusals.compactMapValues { $0 })
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

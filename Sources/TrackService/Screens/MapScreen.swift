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

    /// Seconds after which a fix is old news: shown as stale, with no speed.
    static let staleAfter = 10.0

    /// Seconds since the current fix came; `nil` when unknown.
    var fixAge: Double? {
        viewModel.currentLocationArrival.value.map { now().seconds(since: $0) }
    }

    /// Whether the current fix is too old to stand for where the receiver
    /// is: past ``staleAfter``, or from before trackd started.
    var fixIsStale: Bool {
        guard viewModel.currentLocation.value != nil else { return false }
        return fixAge.map { $0 > Self.staleAfter } ?? true
    }

    /// What the map's legend says of the position it marks: how old it is.
    private var positionLabel: String {
        guard viewModel.currentLocation.value != nil else { return "last recorded point" }
        return (fixIsStale ? "last fix, " : "position, ") + fixAgeText
    }

    /// The speed to show: none while stopped (the recorder clears it) or
    /// when the fix is stale.
    var shownSpeed: Double? { fixIsStale ? nil : viewModel.speed.value }

    func start() throws -> ControlReply {
        try viewModel.startTrack()
        return reply("Recording started.")
    }

    func stop() throws -> ControlReply {
        try viewModel.stopTrack()
        return reply("Recording stopped; \(viewModel.statistics.value.points) points kept.")
    }

    func clear() throws -> ControlReply {
        try viewModel.clearTrack()
        return reply("Recording discarded.")
    }

    func status() -> ControlReply {
        let refusals = actionRefusals()
        return ControlReply(
            result: statusJSON(refusals: refusals), text: statusText(actions: refusals.mapValues { $0 == nil }))
    }

    /// The properties as they change, `count` events at most; with a
    /// `screen`, the dashboard drawn to fit it, again as things change.
    func watch(count: Int?, screen: ControlCommand.ScreenSize?) -> ControlReply {
        let stream: any ReplyStream =
            if let screen {
                FrameStream(viewModel: viewModel, count: count) { [self] in
                    Dashboard(screen: self).lines(fitting: screen)
                }
            } else {
                WatchStream(viewModel: viewModel, format: format, count: count)
            }
        return ControlReply(result: .object(["watching": .bool(true)]), text: "", stream: stream)
    }

    /// The live map drawn to fit `size`, or a line saying there is nothing
    /// to draw yet.
    func liveMapLines(fitting size: ControlCommand.ScreenSize) -> [String] {
        do {
            return try TerminalMap.live(viewModel, size: size, positionLabel: positionLabel).lines(format: format)
        } catch {
            return ["Waiting for a fix: there is nothing to draw yet."]
        }
    }

    /// The live recording, or the saved track `id`, drawn to fit `size`;
    /// with `follow`, the live map drawn again as it changes.
    func map(id: Int64?, size: ControlCommand.ScreenSize, follow: Bool) throws -> ControlReply {
        if follow {
            let stream = FrameStream(viewModel: viewModel, count: nil) { [self] in liveMapLines(fitting: size) }
            return ControlReply(result: .object(["watching": .bool(true)]), text: "", stream: stream)
        }
        let map =
            try id.map { try TerminalMap.saved(tracks.content($0), size: size) }
            ?? TerminalMap.live(viewModel, size: size, positionLabel: positionLabel)
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
        let snapshot = viewModel.locations.value
        var segments: [[JSONValue]] = []
        var segment: Int?
        for point in snapshot.points {
            if point.segment != segment {
                segments.append([])
                segment = point.segment
            }
            segments[segments.count - 1].append(.array([.number(point.latitude), .number(point.longitude)]))
        }
        let notes = viewModel.notes.value
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
        ControlReply(result: statusJSON(refusals: actionRefusals()), text: sentence)
    }

    /// The status, its actions from `refusals` (``actionRefusals()``).
    private func statusJSON(refusals: [String: String?]) -> JSONValue {
        let statistics = viewModel.statistics.value
        let fix = viewModel.currentLocation.value
        let source = viewModel.source.value
        let speed = shownSpeed
        return .object([
            "recording": .bool(viewModel.recording.value),
            "points": .integer(recordedPoints),
            "figures_pending": viewModel.figuresPending.value.map {
                .object([
                    "counted": .integer($0.counted), "points": .integer($0.recorded), "problem": .text($0.problem),
                ])
            } ?? .null,
            "distance_m": .number(viewModel.distance.value),
            "speed_mps": .number(speed),
            "speed": .string(format.speed(speed)),
            "distance": .string(format.distance(viewModel.distance.value)),
            "region_radius_m": .number(viewModel.regionRadius.value),
            "moving_time_s": .number(statistics.movingTime),
            "avg_moving_speed_mps": .number(statistics.averageMovingSpeed),
            "max_speed_mps": .number(statistics.maxSpeed),
            "elevation_gain_m": .number(statistics.elevationGain),
            "elevation_loss_m": .number(statistics.elevationLoss),
            "segments": .integer(statistics.segments),
            "notes": .integer(viewModel.noteCount.value),
            "fix": .object([
                "mode": .integer(fix?.displayMode.rawValue ?? 0),
                "lat": .number(fix?.latitude),
                "lon": .number(fix?.longitude),
                "time": .time(fix?.time),
                "eph_m": .number(fix?.horizontalError),
                "epv_m": .number(fix?.verticalError),
                "age_s": .number(fix == nil ? nil : fixAge),
                "stale": .bool(fixIsStale),
            ]),
            "source": .object([
                "kind": .string(source.kind.rawValue),
                "connected": .bool(source.connected),
                "finished": .bool(source.finished),
                "problem": .text(source.problem),
            ]),
            "storage_problem": .text(viewModel.storageProblem.value),
            "clock_disagreement": viewModel.clockDisagreement.value.map {
                .object([
                    "fix_time": .time($0.fixTime), "system_time": .time($0.systemTime), "seconds": .number($0.seconds),
                    "trusted": .string("receiver"),
                ])
            } ?? .null,
            "journal_repaired": .text(viewModel.journalRepair),
            "forwarding": ForwardingPresentation.json(viewModel.forwardingViewModel.servers.value),
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
            "start": viewModel.startCommand.refusalReason, "stop": viewModel.stopCommand.refusalReason,
            "clear": viewModel.clearCommand.refusalReason,
            "save": viewModel.saveTrackViewModel.saveCommand.refusalReason,
            "note": viewModel.addNoteViewModel.addNoteCommand.refusalReason,
        ]
    }

    /// Every point recorded, as the trace counts them: the figures count
    /// the same, once those of a resumed recording are worked out.
    var recordedPoints: Int { viewModel.locations.value.count }

    /// `being worked out after the restart: 45% of 5000000 points, the
    /// figures below count those`; `nil` once they are worked out.
    var figuresPendingText: String? {
        viewModel.figuresPending.value.map { progress in
            let percent = progress.recorded == 0 ? 100 : progress.counted * 100 / progress.recorded
            let done = "\(percent)% of \(progress.recorded) points"
            let state =
                progress.problem.map { "stopped after the restart at \(done) (\($0)); a save tries again" }
                ?? "being worked out after the restart: \(done)"
            return state + ", the figures below count those"
        }
    }

    func recordingText() -> String {
        guard viewModel.recording.value else { return "no" }
        return viewModel.awaitingDeparture.value ? "yes, waiting to move off (autosave_after_idle)" : "yes"
    }

    /// How old the current fix is: `3 s ago`, `stale: 2 min ago`.
    var fixAgeText: String {
        let age = fixAge.map(DisplayFormat.age) ?? "from before trackd started"
        return fixIsStale ? "stale: \(age)" : age
    }

    /// Where fixes come from and how that is going: `gpsd, connected`.
    func sourceText() -> String {
        let source = viewModel.source.value
        var text = source.kind.rawValue
        text += source.finished ? ", finished" : source.connected ? ", connected" : ", not connected"
        if let problem = source.problem { text += " (\(problem))" }
        return text
    }

    private func statusText(actions: [String: Bool]) -> String {
        let statistics = viewModel.statistics.value
        var fixText = "none"
        if let fix = viewModel.currentLocation.value {
            let mode = fix.displayMode == .twoD ? "2D " : fix.displayMode == .threeD ? "3D " : ""
            fixText = mode + DisplayFormat.coordinates(latitude: fix.latitude, longitude: fix.longitude)
            if let time = fix.time { fixText += " at \(ISO8601.format(time))" }
            fixText += " (\(fixAgeText))"
        }
        var rows = [
            ("Recording", recordingText()),
            ("Actions", Self.actionOrder.filter { actions[$0] == true }.joined(separator: ", ")),
            ("Points", "\(recordedPoints)"),
            ("Distance", format.distance(viewModel.distance.value)),
            ("Speed", format.speed(shownSpeed)),
            ("Moving time", DisplayFormat.duration(statistics.movingTime, of: statistics)),
            (
                "Climb",
                "\(format.elevation(statistics.elevationGain)) up, \(format.elevation(statistics.elevationLoss)) down"
            ),
            ("Segments", "\(statistics.segments)"),
            ("Notes", "\(viewModel.noteCount.value)"),
            ("Fix", fixText),
            ("Map radius", format.length(viewModel.regionRadius.value)),
            ("Source", sourceText()),
        ]
        if let pending = figuresPendingText { rows.insert(("Figures", pending), at: 3) }
        if let problem = viewModel.storageProblem.value { rows.append(("Storage", problem)) }
        if let disagreement = viewModel.clockDisagreement.value {
            rows.append(("Clock", ClockText.sentence(disagreement)))
        }
        if let repair = viewModel.journalRepair { rows.append(("Journal", "repaired at start: \(repair)")) }
        if let forwarding = ForwardingPresentation.row(viewModel.forwardingViewModel.servers.value) {
            rows.append(("Forwarding", forwarding))
        }
        return DisplayFormat.table(rows)
    }
}

import TinyMVVM
import TrackControl

/// The Map screen: the live recording. Handles `start`, `stop`, `clear`,
/// `status`, `watch` and `map` (which also draws a saved track, read through
/// the Tracks view model).
struct MapScreen: Screen {
    /// How figures are written for people.
    var format = DisplayFormat()
    let viewModel: any MapViewModeling
    let tracks: any TracksViewModeling

    /// The size of a map when the client gives none: a classic terminal.
    static let defaultMapSize = (width: 80, height: 20)

    func respond(to request: ControlRequest) throws -> ControlReply {
        switch request.command {
        case "start":
            try viewModel.startTrack()
            return reply("Recording started.")
        case "stop":
            try viewModel.stopTrack()
            return reply("Recording stopped; \(viewModel.statistics.value.points) points kept.")
        case "clear":
            try viewModel.clearTrack()
            return reply("Recording discarded.")
        case "watch":
            let count = try request.optionalCount("count")
            return ControlReply(
                result: JSONValue.object(["watching": .bool(true)]), text: "",
                stream: WatchStream(viewModel: viewModel, format: format, count: count))
        case "map":
            return try drawMap(request)
        default:
            return ControlReply(result: statusJSON(), text: statusText())
        }
    }

    private func drawMap(_ request: ControlRequest) throws -> ControlReply {
        let width = try request.optionalCount("width") ?? Self.defaultMapSize.width
        let height = try request.optionalCount("height") ?? Self.defaultMapSize.height
        guard width <= 1000, height <= 1000 else {
            throw ControlFailure(.badRequest, "a map is at most 1000 columns by 1000 rows")
        }
        let id = try request.optionalTrackID()
        let map =
            try id.map { try TerminalMap.saved(tracks.content($0), width: width, height: height) }
            ?? TerminalMap.live(viewModel, width: width, height: height)
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

    /// A reply to an action: the status after it, and a sentence.
    private func reply(_ sentence: String) -> ControlReply {
        ControlReply(result: statusJSON(), text: sentence)
    }

    private func statusJSON() -> JSONValue {
        let statistics = viewModel.statistics.value
        let fix = viewModel.currentLocation.value
        let source = viewModel.source.value
        let speed = viewModel.speed.value
        return .object([
            "recording": .bool(viewModel.recording.value),
            "points": .integer(statistics.points),
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
            ]),
            "source": .object([
                "kind": .string(source.kind.rawValue),
                "connected": .bool(source.connected),
                "finished": .bool(source.finished),
                "problem": .text(source.problem),
            ]),
            "storage_problem": .text(viewModel.storageProblem.value),
        ])
    }

    private func recordingText() -> String {
        guard viewModel.recording.value else { return "no" }
        return viewModel.awaitingDeparture.value ? "yes, waiting to move off (autosave_after_idle)" : "yes"
    }

    private func statusText() -> String {
        let statistics = viewModel.statistics.value
        let source = viewModel.source.value
        var sourceText = source.kind.rawValue
        sourceText += source.finished ? ", finished" : source.connected ? ", connected" : ", not connected"
        if let problem = source.problem { sourceText += " (\(problem))" }
        var fixText = "none"
        if let fix = viewModel.currentLocation.value {
            let mode = fix.displayMode == .twoD ? "2D " : fix.displayMode == .threeD ? "3D " : ""
            fixText = mode + DisplayFormat.coordinates(latitude: fix.latitude, longitude: fix.longitude)
            if let time = fix.time { fixText += " at \(ISO8601.format(time))" }
        }
        var rows = [
            ("Recording", recordingText()),
            ("Points", "\(statistics.points)"),
            ("Distance", format.distance(viewModel.distance.value)),
            ("Speed", format.speed(viewModel.speed.value)),
            ("Moving time", DisplayFormat.duration(statistics.movingTime)),
            (
                "Climb",
                "\(DisplayFormat.elevation(statistics.elevationGain)) up, \(DisplayFormat.elevation(statistics.elevationLoss)) down"
            ),
            ("Segments", "\(statistics.segments)"),
            ("Notes", "\(viewModel.noteCount.value)"),
            ("Fix", fixText),
            ("Region", DisplayFormat.radius(viewModel.regionRadius.value)),
            ("Source", sourceText),
        ]
        if let problem = viewModel.storageProblem.value { rows.append(("Storage", problem)) }
        return DisplayFormat.table(rows)
    }
}

import FoundationEssentials
import TinyMVVM
import TrackControl

/// The Tracks screen: `tracks`, `show ID`, `export ID`, `import` and
/// `delete ID`.
struct TracksScreen: Screen {
    /// How figures are written for people.
    var format = DisplayFormat()
    let viewModel: any TracksViewModeling
    /// When the screen is shown, for relative times ("2 days ago").
    var now = Date()

    func respond(to request: ControlRequest) throws -> ControlReply {
        switch request.command {
        case "show":
            return show(try viewModel.track(try request.trackID()))
        case "import":
            guard let file = request.bodyFile else {
                throw ControlFailure(.badRequest, "import needs the file's bytes after the request (body_bytes)")
            }
            let fileName = try request.optionalString("file_name") ?? "imported track"
            let saved = try viewModel.importTrack(
                path: file, name: try request.optionalString("name"),
                description: try request.optionalString("description"),
                fallbackName: fileName)
            return ControlReply(
                result: SavedTrackJSON.object(saved),
                text:
                    "Imported \(fileName) as track \(saved.id) \"\(saved.name)\": \(saved.statistics.points) points, \(format.distance(saved.statistics.distance))."
            )
        case "delete":
            let id = try request.trackID()
            try viewModel.delete(id)
            return ControlReply(
                result: JSONValue.object(["id": .integer(id), "deleted": .bool(true)]), text: "Deleted track \(id).")
        case "export":
            let id = try request.trackID()
            let formatName = try request.optionalString("format") ?? ExportFormat.gpx.rawValue
            guard let format = ExportFormat(rawValue: formatName) else {
                let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw ControlFailure(.badRequest, "unknown export format '\(formatName)' (known: \(known))")
            }
            let export = try viewModel.export(id, format: format)
            return ControlReply(
                result: JSONValue.object(["id": .integer(id), "format": .string(format.rawValue)]),
                text: "Exported track \(id) as \(format.rawValue).", body: ExportBody(export: export))
        default:
            return list(try viewModel.tracks())
        }
    }

    private func list(_ tracks: [TrackSummary]) -> ControlReply {
        let rows = tracks.map { track in
            [
                "\(track.id)", track.name, DisplayFormat.minute(track.statistics.start),
                DisplayFormat.relative(track.statistics.start, now: now),
                DisplayFormat.duration(track.statistics.duration), format.distance(track.statistics.distance),
                "\(track.statistics.points)", "\(track.noteCount)",
            ]
        }
        let text =
            tracks.isEmpty
            ? "No saved tracks."
            : DisplayFormat.columns(
                header: ["ID", "NAME", "START (UTC)", "WHEN", "DURATION", "DISTANCE", "POINTS", "NOTES"], rows: rows,
                rightAligned: [0, 4, 5, 6, 7])
        return ControlReply(result: JSONValue.array(tracks.map(Self.summaryJSON)), text: text)
    }

    private func show(_ detail: TrackDetail) -> ControlReply {
        let statistics = detail.summary.statistics
        var object = Self.summaryFields(detail.summary)
        object["moving_time_s"] = .number(statistics.movingTime)
        object["max_speed_mps"] = .number(statistics.maxSpeed)
        object["avg_speed_mps"] = .number(statistics.averageSpeed)
        object["avg_moving_speed_mps"] = .number(statistics.averageMovingSpeed)
        object["elevation_gain_m"] = .number(statistics.elevationGain)
        object["elevation_loss_m"] = .number(statistics.elevationLoss)
        object["segments"] = .integer(statistics.segments)
        object["notes"] = .array(detail.notes.map(NoteJSON.object))
        var rows = [
            ("Track", "\(detail.summary.id) \(detail.summary.name)"),
            ("Description", detail.summary.description ?? "-"),
            (
                "Start",
                "\(DisplayFormat.time(statistics.start)) (\(DisplayFormat.relative(statistics.start, now: now)))"
            ),
            ("End", DisplayFormat.time(statistics.end)),
            ("Duration", DisplayFormat.duration(statistics.duration)),
            ("Moving time", DisplayFormat.duration(statistics.movingTime)),
            ("Distance", format.distance(statistics.distance)),
            ("Average speed", format.speed(statistics.averageSpeed)),
            ("Moving speed", format.speed(statistics.averageMovingSpeed)),
            ("Max speed", format.speed(statistics.maxSpeed)),
            (
                "Climb",
                "\(DisplayFormat.elevation(statistics.elevationGain)) up, \(DisplayFormat.elevation(statistics.elevationLoss)) down"
            ),
            ("Points", "\(statistics.points)"),
            ("Segments", "\(statistics.segments)"),
            ("Notes", "\(detail.notes.count)"),
        ]
        for note in detail.notes {
            rows.append(("", "\(ISO8601.format(note.time))  \(note.text)"))
        }
        return ControlReply(result: JSONValue.object(object), text: DisplayFormat.table(rows))
    }

    private static func summaryJSON(_ track: TrackSummary) -> JSONValue {
        .object(summaryFields(track))
    }

    private static func summaryFields(_ track: TrackSummary) -> [String: JSONValue] {
        [
            "id": .integer(track.id),
            "name": .string(track.name),
            "description": .text(track.description),
            "start": .time(track.statistics.start),
            "end": .time(track.statistics.end),
            "points": .integer(track.statistics.points),
            "distance_m": .number(track.statistics.distance),
            "duration_s": .number(track.statistics.duration),
            "notes": .integer(track.noteCount),
        ]
    }
}

/// An export as the content of a reply: written chunk by chunk as the
/// points are read.
private struct ExportBody: ReplyBody {
    let export: TrackExport

    func write(to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        try export.write(to: sink)
    }
}

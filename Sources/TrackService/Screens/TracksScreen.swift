import FoundationEssentials
import TinyMVVM
import TrackControl
import TrackExport
import TrackModel
import TrackViewModels

/// The Tracks screen: `tracks`, `show ID`, `export ID`, `import` and
/// `delete ID`.
struct TracksScreen {
    /// How figures are written for people.
    var format = DisplayFormat()
    let viewModel: any TracksViewModeling
    /// When the screen is shown, for relative times ("2 days ago").
    var now = Date()

    func tracks() throws -> ControlReply {
        list(try viewModel.tracks())
    }

    func show(id: Int64) throws -> ControlReply {
        show(try viewModel.track(id))
    }

    /// Stores the GPX file uploaded to `path` as a saved track.
    func importTrack(path: String, fileName: String?, name: String?, description: String?) throws -> ControlReply {
        let fileName = fileName ?? "imported track"
        let imported = try viewModel.importTrack(
            path: path, name: name, description: description, fallbackName: fileName)
        let saved = imported.summary
        let result = SavedTrackJSON.object(
            saved,
            more: [
                "repeated_points_dropped": .integer(imported.repeatedPoints),
                "unusable_times": .integer(imported.unusableTimes),
            ])
        var text =
            "Imported \(fileName) as track \(saved.id) \"\(DisplayFormat.oneLine(saved.name))\": "
            + "\(saved.statistics.points) points, \(format.distance(saved.statistics.distance))."
        if imported.repeatedPoints > 0 {
            text += " \(imported.repeatedPoints) points repeated the one before them and were kept once."
        }
        if imported.unusableTimes > 0 {
            text += " \(imported.unusableTimes) points had impossible times (before 1980, after 2100 or with a"
            text += " zone offset past ±14:00) and were kept without a time."
        }
        return ControlReply(result: result, text: text)
    }

    func rename(id: Int64, name: String, description: String?) throws -> ControlReply {
        let summary = try viewModel.rename(id, name: name, description: description)
        return ControlReply(
            result: Self.listingReply(summary.listing).json,
            text: "Renamed track \(id) to \"\(DisplayFormat.oneLine(summary.name))\".")
    }

    func delete(id: Int64) throws -> ControlReply {
        try viewModel.delete(id)
        return ControlReply(
            result: .object(["id": .integer(id), "deleted": .bool(true)]), text: "Deleted track \(id).")
    }

    /// The track's content in `format`, written as chunks after the reply.
    func export(id: Int64, format: ExportFormat) throws -> ControlReply {
        let content = try viewModel.content(id)
        let export: TrackExport =
            switch format {
            case .gpx: .gpx(content)
            case .geojson: .geoJSON(content)
            case .csv: .csv(content)
            }
        return ControlReply(
            result: .object(["id": .integer(id), "format": .string(format.rawValue)]),
            text: "Exported track \(id) as \(format.rawValue).", body: ExportBody(export: export))
    }

    /// Columns a listing fits in: a terminal's default width.
    static let listingWidth = 80

    private func list(_ tracks: [TrackListing]) -> ControlReply {
        let header = ["ID", "NAME", "START (UTC)", "DURATION", "DISTANCE", "POINTS", "NOTES"]
        let rows = tracks.map { track in
            [
                "\(track.id)", DisplayFormat.oneLine(track.name), DisplayFormat.minute(track.start),
                DisplayFormat.duration(track.duration, of: track), format.distance(track.distance),
                "\(track.points)", "\(track.noteCount)",
            ]
        }
        // The names get what the other columns leave of the width.
        let others = ([header] + rows).map { row in
            row.enumerated().filter { $0.offset != 1 }.map(\.element.count)
        }
        let otherWidth = header.indices.dropLast().map { column in others.map { $0[column] }.max() ?? 0 }
            .reduce(0, +)
        let nameWidth = max(8, Self.listingWidth - otherWidth - 2 * (header.count - 1))
        let text =
            tracks.isEmpty
            ? "No saved tracks."
            : DisplayFormat.columns(
                header: header,
                rows: rows.map { row in
                    var fitted = row
                    fitted[1] = DisplayFormat.truncated(row[1], to: nameWidth)
                    return fitted
                }, rightAligned: [0, 3, 4, 5, 6])
        return ControlReply(result: .array(tracks.map { Self.listingReply($0).json }), text: text)
    }

    private func show(_ detail: TrackDetail) -> ControlReply {
        let statistics = detail.summary.statistics
        let reply = TrackDetailReply(
            listing: Self.listingReply(detail.summary.listing), movingTimeS: statistics.movingTime,
            maxSpeedMps: statistics.maxSpeed, avgSpeedMps: statistics.averageSpeed,
            avgMovingSpeedMps: statistics.averageMovingSpeed, elevationGainM: statistics.elevationGain,
            elevationLossM: statistics.elevationLoss, segments: statistics.segments,
            notes: detail.notes.map(NoteJSON.reply), notesUnlisted: detail.unlistedNotes)
        var rows = [
            ("Track", "\(detail.summary.id) \(DisplayFormat.oneLine(detail.summary.name))"),
            ("Description", detail.summary.description.map(DisplayFormat.oneLine) ?? "-"),
            (
                "Start",
                "\(DisplayFormat.time(statistics.start)) (\(DisplayFormat.relative(statistics.start, now: now)))"
            ),
            ("End", DisplayFormat.time(statistics.end)),
            ("Duration", DisplayFormat.duration(statistics.duration, of: statistics)),
            ("Moving time", DisplayFormat.duration(statistics.movingTime, of: statistics)),
            ("Distance", format.distance(statistics.distance)),
            ("Average speed", format.speed(statistics.averageSpeed)),
            ("Moving speed", format.speed(statistics.averageMovingSpeed)),
            ("Max speed", format.speed(statistics.maxSpeed)),
            (
                "Climb",
                "\(format.elevation(statistics.elevationGain)) up, \(format.elevation(statistics.elevationLoss)) down"
            ),
            ("Points", "\(statistics.points)"),
            ("Segments", "\(statistics.segments)"),
            ("Notes", "\(detail.summary.noteCount)"),
        ]
        for note in detail.notes {
            rows.append(("", "\(note.time.map(ISO8601.format) ?? "no time")  \(DisplayFormat.oneLine(note.text))"))
        }
        if detail.unlistedNotes > 0 {
            rows.append(
                (
                    "",
                    "... and \(detail.unlistedNotes) more (trackctl export \(detail.summary.id) writes them all)"
                ))
        }
        return ControlReply(result: reply.json, text: DisplayFormat.table(rows))
    }

    /// The contract's `tracks` object; `show` adds to it.
    private static func listingReply(_ track: TrackListing) -> TrackListingReply {
        TrackListingReply(
            id: track.id, name: track.name, description: track.description, start: track.start.iso8601,
            end: track.end.iso8601, points: track.points, distanceM: track.distance, durationS: track.duration,
            notes: track.noteCount)
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

import TinyMVVM
import TrackControl
import TrackModel
import TrackRecorder
import TrackViewModels

/// The two maps `trackctl map` draws: the live recording around where the
/// receiver is now, and a saved track whole.
extension TerminalMap {
    /// The live recording as `shown`: centred on the current position, as
    /// far around it as the region radius, with the start, the notes and
    /// the current position (`@`) marked, the legend saying how old the fix
    /// is.
    /// - Throws: ``CommandRefusal`` when there is no position yet.
    static func live(_ shown: MapSnapshot, size: ControlCommand.ScreenSize) throws -> TerminalMap {
        let trace = shown.state.trace
        guard let here = shown.state.currentFix ?? trace.last?.fix else {
            throw Refusals.refusal("nothing to draw yet: no fix", .noFix)
        }
        let area = MapArea(
            centerLatitude: here.latitude, centerLongitude: here.longitude, radius: shown.state.regionRadius)
        let points = trace.points
        var markers = points.first.map { [startMarker(latitude: $0.latitude, longitude: $0.longitude)] } ?? []
        markers += noteMarkers(shown.state.notes)
        markers.append(
            MapMarker(
                kind: .position, symbol: "@", latitude: here.latitude, longitude: here.longitude,
                label: shown.positionLabel))
        var map = TerminalMap(area: area, size: size, markers: markers)
        try map.drawTrace { draw in
            for point in points { try draw(point) }
        }
        return map
    }

    /// The live recording as `shown` drawn to fit `size`, or a line saying
    /// there is nothing to draw yet.
    static func liveLines(_ shown: MapSnapshot, size: ControlCommand.ScreenSize, format: DisplayFormat) -> [String] {
        do {
            return try live(shown, size: size).lines(format: format)
        } catch {
            return ["Waiting for a fix: there is nothing to draw yet."]
        }
    }

    /// A saved track, the whole of it fitted in, with its start (`S`), end
    /// (`E`) and notes marked (the first ``TrackDetail/listedNotes``; the
    /// map fits them all). Reads the points twice (bounds, then dots),
    /// holding none of them.
    static func saved(_ track: TrackContent, size: ControlCommand.ScreenSize) throws -> TerminalMap {
        var bounds = MapBounds()
        var first: TrackPoint?
        var last: TrackPoint?
        try track.forEachPoint { point in
            bounds.include(latitude: point.fix.latitude, longitude: point.fix.longitude)
            first = first ?? point
            last = point
        }
        var notes: [Note] = []
        try track.forEachNote { note in
            bounds.include(latitude: note.latitude, longitude: note.longitude)
            if notes.count < TrackDetail.listedNotes { notes.append(note) }
        }
        guard let first, let last else {
            throw Refusals.refusal("track \(track.summary.id) has no points to draw", .nothingToShow)
        }
        let markers =
            [startMarker(latitude: first.fix.latitude, longitude: first.fix.longitude)] + noteMarkers(notes)
            + [
                MapMarker(
                    kind: .position, symbol: "E", latitude: last.fix.latitude, longitude: last.fix.longitude,
                    label: "end")
            ]
        var map = TerminalMap(area: .fitting(bounds), size: size, markers: markers)
        try map.drawTrace { draw in try track.forEachPoint { try draw(TracePoint($0)) } }
        return map
    }

    private static func startMarker(latitude: Double, longitude: Double) -> MapMarker {
        MapMarker(kind: .start, symbol: "S", latitude: latitude, longitude: longitude, label: "start")
    }

    /// The notes, numbered in order, each labelled with its first line.
    private static func noteMarkers(_ notes: [Note]) -> [MapMarker] {
        notes.enumerated().map { index, note in
            MapMarker(
                kind: .note, symbol: MapMarker.noteSymbol(index), latitude: note.latitude, longitude: note.longitude,
                label: note.text.split(separator: "\n").first.map(String.init) ?? "")
        }
    }
}

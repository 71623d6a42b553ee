import TinyMVVM
import TrackModel
import TrackRecorder
import TrackViewModels

/// The two maps `trackctl map` draws: the live recording around where the
/// receiver is now, and a saved track whole.
extension TerminalMap {
    /// The live recording: centred on the current position, as far around
    /// it as the view model's region radius, with the start, the notes and
    /// the current position (`@`) marked, `positionLabel` in the legend (how
    /// old the fix is).
    /// - Throws: ``CommandRefusal`` when there is no position yet.
    static func live(
        _ viewModel: any MapViewModeling, width: Int, height: Int, positionLabel: String
    ) throws -> TerminalMap {
        let trace = viewModel.locations.value
        guard let here = viewModel.currentLocation.value ?? trace.last?.fix else {
            throw CommandRefusal("nothing to draw yet: no fix")
        }
        let area = MapArea(
            centerLatitude: here.latitude, centerLongitude: here.longitude, radius: viewModel.regionRadius.value)
        var map = TerminalMap(area: area, width: width, height: height)
        let points = trace.points
        try map.drawTrace { draw in
            for point in points { try draw(point) }
        }
        if let start = points.first {
            map.mark(Marker(symbol: "S", latitude: start.latitude, longitude: start.longitude, label: "start"))
        }
        map.markNotes(viewModel.notes.value)
        map.mark(Marker(symbol: "@", latitude: here.latitude, longitude: here.longitude, label: positionLabel))
        return map
    }

    /// A saved track, the whole of it fitted in, with its start (`S`), end
    /// (`E`) and notes marked. Reads the points twice (bounds, then dots),
    /// holding none of them.
    static func saved(_ track: TrackContent, width: Int, height: Int) throws -> TerminalMap {
        var bounds = MapBounds()
        var first: TrackPoint?
        var last: TrackPoint?
        try track.forEachPoint { point in
            bounds.include(latitude: point.fix.latitude, longitude: point.fix.longitude)
            first = first ?? point
            last = point
        }
        for note in track.notes { bounds.include(latitude: note.latitude, longitude: note.longitude) }
        guard let first, let last else { throw CommandRefusal("track \(track.summary.id) has no points to draw") }
        var map = TerminalMap(area: .fitting(bounds), width: width, height: height)
        try map.drawTrace { draw in try track.forEachPoint { try draw(TracePoint($0)) } }
        map.mark(Marker(symbol: "S", latitude: first.fix.latitude, longitude: first.fix.longitude, label: "start"))
        map.markNotes(track.notes)
        map.mark(Marker(symbol: "E", latitude: last.fix.latitude, longitude: last.fix.longitude, label: "end"))
        return map
    }

    private mutating func markNotes(_ notes: [Note]) {
        for (index, note) in notes.enumerated() {
            mark(
                Marker(
                    symbol: Self.noteSymbol(index), latitude: note.latitude, longitude: note.longitude,
                    label: note.text.split(separator: "\n").first.map(String.init) ?? ""))
        }
    }
}

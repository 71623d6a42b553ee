import FoundationEssentials
import TrackControl
import TrackRecorder

/// A track drawn in the terminal: its trace in braille dots inside a box,
/// the start, the end or current position and the notes marked with
/// symbols, a legend and the scale. What `trackctl map` shows.
///
/// The whole drawing fits the screen it is made for: the legend's lines are
/// counted before the box is sized, a legend that would crowd the map sums
/// its notes up, and every line is cut to the width.
struct TerminalMap: Sendable {
    /// The smallest box drawn, in columns and rows of its inside; a screen
    /// smaller than that gets lines that do not fit.
    static let minimumColumns = 20
    static let minimumRows = 3

    let area: MapArea
    private var canvas: BrailleCanvas
    private let legend: MapLegend
    private let width: Int
    /// Metres one dot stands for, across and down.
    private let metresPerDot: Double

    /// A map of `area` with `markers` (in the legend's order) that fits a
    /// screen of `size`, its trace still to draw.
    init(area: MapArea, size: ControlCommand.ScreenSize, markers: [MapMarker]) {
        self.area = area
        width = max(size.width, Self.minimumColumns + 2)
        let columns = width - 2
        let fixedMarkers = markers.count { $0.kind != .note }
        // The legend may take two fifths of what the box leaves.
        let legendBudget = max(fixedMarkers + (markers.count > fixedMarkers ? 1 : 0), (size.height - 3) * 2 / 5)
        let legendLines = MapLegend.lineCount(of: markers, budget: legendBudget)
        // Box borders and the scale line; no taller than square (braille
        // dots are square, two across and four down a cell).
        let rows = max(Self.minimumRows, min(size.height - 3 - legendLines, columns / 2))
        canvas = BrailleCanvas(columns: columns, rows: rows)
        metresPerDot = 2 * area.radius / Double(min(canvas.dotColumns, canvas.dotRows))

        var placements = Array(repeating: MarkerPlacement.exact, count: markers.count)
        for index in markers.indices.sorted(by: { markers[$0].kind < markers[$1].kind }) {
            placements[index] = Self.place(markers[index], on: &canvas, metresPerDot: metresPerDot, area: area)
        }
        legend = MapLegend(
            entries: Array(zip(markers, placements)).map { (marker: $0.0, placement: $0.1) }, width: width,
            budget: legendBudget)
    }

    /// Marks `marker` in its cell, or in the nearest free one when another
    /// marker holds its cell; says where it went.
    private static func place(
        _ marker: MapMarker, on canvas: inout BrailleCanvas, metresPerDot: Double, area: MapArea
    ) -> MarkerPlacement {
        let dot = dot(latitude: marker.latitude, longitude: marker.longitude, on: canvas, metresPerDot, area)
        guard let cell = canvas.cell(x: dot.x, y: dot.y) else { return .offMap }
        guard let holder = canvas.marker(column: cell.column, row: cell.row) else {
            canvas.mark(column: cell.column, row: cell.row, marker.symbol)
            return .exact
        }
        for offset in MarkerPlacement.nearbyCells {
            let column = cell.column + offset.column
            let row = cell.row + offset.row
            guard column >= 0, row >= 0, column < canvas.columns, row < canvas.rows,
                canvas.marker(column: column, row: row) == nil
            else { continue }
            canvas.mark(column: column, row: row, marker.symbol)
            return .beside(holder)
        }
        return .under(holder)
    }

    /// The dot where a position falls, relative to the top left.
    private static func dot(
        latitude: Double, longitude: Double, on canvas: BrailleCanvas, _ metresPerDot: Double, _ area: MapArea
    ) -> (x: Int, y: Int) {
        let offset = area.offset(latitude: latitude, longitude: longitude)
        let x = Double(canvas.dotColumns) / 2 + offset.east / metresPerDot
        let y = Double(canvas.dotRows) / 2 - offset.north / metresPerDot
        // Clamped far off the canvas, so that wild positions cannot overflow.
        let limit = Double(1 << 30)
        return (Int(max(-limit, min(limit, x)).rounded(.down)), Int(max(-limit, min(limit, y)).rounded(.down)))
    }

    /// Draws the trace that `forEachPoint` hands over, joining consecutive
    /// points of a segment with lines.
    mutating func drawTrace(_ forEachPoint: ((TracePoint) throws -> Void) throws -> Void) rethrows {
        var previous: (dot: (x: Int, y: Int), segment: Int)?
        try forEachPoint { point in
            let here = Self.dot(latitude: point.latitude, longitude: point.longitude, on: canvas, metresPerDot, area)
            if let previous, previous.segment == point.segment {
                canvas.line(from: previous.dot, to: here)
            } else {
                canvas.setDot(x: here.x, y: here.y)
            }
            previous = (here, point.segment)
        }
    }

    /// Metres one column of the map stands for.
    var metresPerColumn: Double { metresPerDot * 2 }

    /// The map as lines of text: the box, the legend, then the scale in
    /// `format`'s units, each line within the width.
    func lines(format: DisplayFormat) -> [String] {
        let column = format.length(metresPerColumn)
        let across = format.length(metresPerDot * Double(canvas.dotColumns))
        var scale = " One column is \(column); the map is \(across) across."
        if scale.count > width { scale = " 1 column: \(column); \(across) across" }
        return canvas.framedLines() + legend.lines + [DisplayFormat.truncated(scale, to: width)]
    }
}

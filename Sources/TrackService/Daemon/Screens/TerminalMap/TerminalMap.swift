import FoundationEssentials
import TrackRecorder

/// A track drawn in the terminal: its trace in braille dots inside a box,
/// the start, the end or current position and the notes marked with
/// letters, and a legend with the scale. What `trackctl map` shows.
struct TerminalMap: Sendable {
    /// A place marked with a letter.
    struct Marker: Sendable, Equatable {
        var symbol: Character
        var latitude: Double
        var longitude: Double
        /// What the legend says of it.
        var label: String
    }

    /// The smallest map drawn, in columns and rows of the box's inside.
    static let minimumColumns = 20
    static let minimumRows = 5

    let area: MapArea
    private var canvas: BrailleCanvas
    private var markers: [Marker] = []
    /// Metres one dot stands for, across and down.
    private let metresPerDot: Double

    /// A blank map of `area`, `width` columns wide with its box and `height`
    /// rows tall without its box and legend.
    init(area: MapArea, width: Int, height: Int) {
        self.area = area
        canvas = BrailleCanvas(
            columns: max(Self.minimumColumns, width - 2), rows: max(Self.minimumRows, height))
        metresPerDot = 2 * area.radius / Double(min(canvas.dotColumns, canvas.dotRows))
    }

    /// The dot where a position falls, relative to the top left.
    private func dot(latitude: Double, longitude: Double) -> (x: Int, y: Int) {
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
            let here = dot(latitude: point.latitude, longitude: point.longitude)
            if let previous, previous.segment == point.segment {
                canvas.line(from: previous.dot, to: here)
            } else {
                canvas.setDot(x: here.x, y: here.y)
            }
            previous = (here, point.segment)
        }
    }

    /// Marks a place; the later of two markers in one cell shows.
    mutating func mark(_ marker: Marker) {
        let place = dot(latitude: marker.latitude, longitude: marker.longitude)
        canvas.mark(x: place.x, y: place.y, marker.symbol)
        markers.append(marker)
    }

    /// Metres one column of the map stands for.
    var metresPerColumn: Double { metresPerDot * 2 }

    /// The map as lines of text: the box, then a line a marker, then the
    /// scale in `format`'s units.
    func lines(format: DisplayFormat) -> [String] {
        var lines = canvas.framedLines()
        for marker in markers { lines.append(" \(marker.symbol)  \(marker.label)") }
        let across = format.length(metresPerDot * Double(canvas.dotColumns))
        lines.append(" One column is \(format.length(metresPerColumn)); the map is \(across) across.")
        return lines
    }

    /// The symbol for the `index`th note (from 0): 1 to 9, then `*`.
    static func noteSymbol(_ index: Int) -> Character {
        index < 9 ? Character(String(index + 1)) : "*"
    }
}

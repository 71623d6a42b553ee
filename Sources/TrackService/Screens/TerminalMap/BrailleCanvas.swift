/// A grid of terminal cells, each a Unicode braille character of 2 × 4
/// dots, on which a map is drawn dot by dot; a cell may hold a marker letter
/// instead. A terminal cell is about twice as tall as it is wide, so the dots
/// come out square.
struct BrailleCanvas {
    let columns: Int
    let rows: Int
    /// The dot bits of each cell, row by row.
    private var cells: [UInt8]
    private var markers: [Int: Character] = [:]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: 0, count: columns * rows)
    }

    /// The bit of each dot in a cell, row by row, left then right (braille
    /// numbers the dots 1 2 3 7 down the left, 4 5 6 8 down the right).
    private static let dotBits: [UInt8] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]

    var dotColumns: Int { columns * 2 }
    var dotRows: Int { rows * 4 }

    /// Sets the dot at (`x`, `y`), counted from the top left; dots off the
    /// canvas are ignored.
    mutating func setDot(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
        cells[(y / 4) * columns + x / 2] |= Self.dotBits[(y % 4) * 2 + x % 2]
    }

    /// Draws a straight line of dots between two points: clipped to the
    /// canvas first (Liang–Barsky), so a line from far off the map costs no
    /// more than one across it, then dot by dot (Bresenham).
    mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        guard let (from, to) = clipped(start, end) else { return }
        var (x, y) = from
        let dx = abs(to.x - x)
        let dy = -abs(to.y - y)
        let stepX = x < to.x ? 1 : -1
        let stepY = y < to.y ? 1 : -1
        var error = dx + dy
        while true {
            setDot(x: x, y: y)
            if x == to.x && y == to.y { return }
            let twice = 2 * error
            if twice >= dy {
                error += dy
                x += stepX
            }
            if twice <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// The part of the line from `start` to `end` on the canvas, or `nil`
    /// when it misses the canvas.
    private func clipped(_ start: (x: Int, y: Int), _ end: (x: Int, y: Int)) -> ((x: Int, y: Int), (x: Int, y: Int))? {
        let x0 = Double(start.x)
        let y0 = Double(start.y)
        let dx = Double(end.x) - x0
        let dy = Double(end.y) - y0
        var enter = 0.0
        var leave = 1.0
        let edges = [
            (-dx, x0), (dx, Double(dotColumns - 1) - x0), (-dy, y0), (dy, Double(dotRows - 1) - y0),
        ]
        for (direction, distance) in edges {
            if direction == 0 {
                if distance < 0 { return nil }
                continue
            }
            let crossing = distance / direction
            if direction < 0 {
                enter = max(enter, crossing)
            } else {
                leave = min(leave, crossing)
            }
            if enter > leave { return nil }
        }
        func point(_ t: Double) -> (x: Int, y: Int) {
            (Int((x0 + t * dx).rounded()), Int((y0 + t * dy).rounded()))
        }
        return (point(enter), point(leave))
    }

    /// The cell, as column and row, that holds dot (`x`, `y`); `nil` off
    /// the canvas.
    func cell(x: Int, y: Int) -> (column: Int, row: Int)? {
        guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return nil }
        return (x / 2, y / 4)
    }

    /// The symbol marking a cell, if any; `nil` off the canvas too.
    func marker(column: Int, row: Int) -> Character? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return markers[row * columns + column]
    }

    /// Puts `symbol` in a cell, over its dots.
    mutating func mark(column: Int, row: Int, _ symbol: Character) {
        guard column >= 0, row >= 0, column < columns, row < rows else { return }
        markers[row * columns + column] = symbol
    }

    /// The canvas as lines of text in a box drawn with box characters; a
    /// cell without dots is a space.
    func framedLines() -> [String] {
        var lines = ["┌" + String(repeating: "─", count: columns) + "┐"]
        for row in 0..<rows {
            var line = "│"
            for column in 0..<columns {
                let index = row * columns + column
                if let marker = markers[index] {
                    line.append(marker)
                } else if cells[index] == 0 {
                    line.append(" ")
                } else {
                    line.unicodeScalars.append(Unicode.Scalar(0x2800 + UInt32(cells[index]))!)
                }
            }
            lines.append(line + "│")
        }
        lines.append("└" + String(repeating: "─", count: columns) + "┘")
        return lines
    }
}

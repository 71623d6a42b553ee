/// Where a marker ended up on a map's canvas, and how that differs from
/// where it belongs: what keeps two markers from hiding each other silently.
enum MarkerPlacement: Sendable, Equatable {
    /// In the cell of its position.
    case exact
    /// In a free cell next to its own, which `other` holds.
    case beside(Character)
    /// Not drawn: its cell and every cell near it hold other markers; the
    /// cell shows `other`.
    case under(Character)
    /// Its position is outside the map.
    case offMap

    /// How the legend says it, if it needs saying.
    var note: String? {
        switch self {
        case .exact: nil
        case .beside(let other): "drawn beside \(other)"
        case .under(let other): "hidden under \(other)"
        case .offMap: "off the map"
        }
    }

    /// Cells around a taken one, nearest first, that a marker may move to:
    /// right, left, up, down, the corners, then one further out.
    static let nearbyCells: [(column: Int, row: Int)] = {
        var cells: [(column: Int, row: Int)] = [(1, 0), (-1, 0), (0, -1), (0, 1), (1, -1), (-1, -1), (1, 1), (-1, 1)]
        for row in -2...2 {
            for column in -2...2 where max(abs(column), abs(row)) == 2 { cells.append((column, row)) }
        }
        return cells
    }()
}

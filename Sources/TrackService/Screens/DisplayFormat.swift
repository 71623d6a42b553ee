import Foundation

/// How screens write figures for people: `12.3 km/h`, `1.234 km`, `1:02:03`,
/// in the units the configuration chose.
struct DisplayFormat: Sendable {
    var units: UnitSystem = .metric

    func speed(_ metresPerSecond: Double?) -> String {
        guard let metresPerSecond else { return "unknown" }
        return String(format: "%.1f %@", metresPerSecond * units.speed.factor, units.speed.symbol)
    }

    func distance(_ metres: Double) -> String {
        String(format: "%.3f %@", metres / units.distance.metres, units.distance.symbol)
    }

    /// A length on a map's scale: short ones in metres (feet, in imperial
    /// units), longer ones in the distance unit.
    func length(_ metres: Double) -> String {
        let distance = metres / units.distance.metres
        if distance >= 0.1 {
            return String(format: distance < 10 ? "%.1f %@" : "%.0f %@", distance, units.distance.symbol)
        }
        return units == .imperial ? String(format: "%.0f ft", metres / 0.3048) : String(format: "%.0f m", metres)
    }

    /// An altitude difference, in metres whatever the units (as charts give it).
    static func elevation(_ metres: Double) -> String {
        String(format: "%.0f m", metres)
    }

    static func radius(_ metres: Double) -> String {
        metres < 10_000 ? String(format: "%.0f m", metres) : String(format: "%.1f km", metres / 1000)
    }

    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
    }

    static func coordinates(latitude: Double, longitude: Double) -> String {
        String(format: "%.6f, %.6f", latitude, longitude)
    }

    static func time(_ date: Date?) -> String {
        date.map(ISO8601.format) ?? "-"
    }

    /// Rows of `label  value`, labels padded to one width.
    static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { label, value in
            label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value
        }.joined(separator: "\n")
    }

    /// Columns aligned under a header; `rightAligned` columns (by index) are
    /// padded on the left, as numbers are.
    static func columns(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }
}

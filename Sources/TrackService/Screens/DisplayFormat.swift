import FoundationEssentials
import TrackModel

/// How screens write figures for people: `12.3 km/h`, `1.234 km`, `1:02:03`,
/// in the units the configuration chose.
struct DisplayFormat: Sendable {
    var units: UnitSystem = .metric

    func speed(_ metresPerSecond: Double?) -> String {
        guard let metresPerSecond else { return "unknown" }
        return String(cFormat: "%.1f ", metresPerSecond * units.speed.factor) + units.speed.symbol
    }

    func distance(_ metres: Double) -> String {
        String(cFormat: "%.3f ", metres / units.distance.metres) + units.distance.symbol
    }

    /// A length on a map's scale, or a radius: short ones in the height
    /// unit (metres or feet), longer ones in the distance unit.
    func length(_ metres: Double) -> String {
        let distance = metres / units.distance.metres
        if distance >= 0.1 {
            return String(cFormat: distance < 10 ? "%.1f " : "%.0f ", distance) + units.distance.symbol
        }
        return elevation(metres)
    }

    /// An estimated error, in metres or feet, as fine as it is: `0.25 m`,
    /// `3.5 m`, `12 m` (an RTK receiver's centimetres are not `0 m`).
    func error(_ metres: Double) -> String {
        let value = metres / units.height.metres
        return String(cFormat: value < 1 ? "%.2f " : value < 10 ? "%.1f " : "%.0f ", value) + units.height.symbol
    }

    /// A height or a climb, in metres or feet.
    func elevation(_ metres: Double) -> String {
        String(cFormat: "%.0f ", metres / units.height.metres) + units.height.symbol
    }

    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return String(cFormat: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
    }

    /// A duration of a track, or "no times" for one whose points have none
    /// (a drawn route): not a made-up `0:00:00`.
    static func duration(_ seconds: Double, of statistics: TrackStatistics) -> String {
        duration(seconds, untimed: statistics.points > 0 && !statistics.hasTimes)
    }

    /// The same for a track as a list shows it.
    static func duration(_ seconds: Double, of track: TrackListing) -> String {
        duration(seconds, untimed: track.points > 0 && !track.hasTimes)
    }

    private static func duration(_ seconds: Double, untimed: Bool) -> String {
        untimed ? "no times" : duration(seconds)
    }

    static func coordinates(latitude: Double, longitude: Double) -> String {
        String(cFormat: "%.6f, %.6f", latitude, longitude)
    }

    static func time(_ date: Date?) -> String {
        date.map(ISO8601.format) ?? "-"
    }

    /// A time to the minute, as a list shows it: `2026-05-17 07:30`, in UTC.
    static func minute(_ date: Date?) -> String {
        guard let date else { return "-" }
        let text = ISO8601.format(date)
        return text.prefix(10) + " " + text.dropFirst(11).prefix(5)
    }

    /// How long before (or after) `now` a time is, as a person says it:
    /// `just now`, `5 minutes ago`, `yesterday`, `3 weeks ago`, `in 2 hours`.
    static func relative(_ date: Date?, now: Date) -> String {
        guard let date else { return "-" }
        let seconds = now.timeIntervalSince(date)
        let magnitude = abs(seconds)
        func phrase(_ count: Int, _ unit: String) -> String {
            let amount = "\(count) \(unit)\(count == 1 ? "" : "s")"
            return seconds >= 0 ? "\(amount) ago" : "in \(amount)"
        }
        switch magnitude {
        case ..<60: return "just now"
        case ..<3600: return phrase(Int(magnitude / 60), "minute")
        case ..<86_400: return phrase(Int(magnitude / 3600), "hour")
        case ..<172_800: return seconds >= 0 ? "yesterday" : "tomorrow"
        case ..<(14 * 86_400): return phrase(Int(magnitude / 86_400), "day")
        case ..<(60 * 86_400): return phrase(Int(magnitude / (7 * 86_400)), "week")
        case ..<(730 * 86_400): return phrase(Int(magnitude / (30.44 * 86_400)), "month")
        default: return phrase(Int(magnitude / (365.25 * 86_400)), "year")
        }
    }

    /// `text` on one line, for a table: line breaks, tabs and backslashes
    /// written as `\n`, `\r`, `\t` and `\\`, any other control character
    /// as `\u{1B}`, so that nothing stored can drive the terminal (the whole
    /// text is in `--json`).
    static func oneLine(_ text: String) -> String {
        var line = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            case _ where character.properties.generalCategory == .control:
                line += "\\u{\(String(character.value, radix: 16, uppercase: true))}"
            default: line.unicodeScalars.append(character)
            }
        }
        return line
    }

    /// Rows of `label  value`, labels padded to one width.
    static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { label, value in
            label + String(repeating: " ", count: width - label.count) + "  " + value
        }.joined(separator: "\n")
    }

    /// How long ago something happened, to the second: `3 s ago`,
    /// `2 min ago`, `1 h 5 min ago`.
    static func age(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds))
        switch whole {
        case ..<60: return "\(whole) s ago"
        case ..<3600: return "\(whole / 60) min ago"
        default: return "\(whole / 3600) h \(whole / 60 % 60) min ago"
        }
    }

    /// `text` cut to `width` characters, the last of them an ellipsis when
    /// anything was cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard text.count > width, width > 0 else { return text }
        return String(text.prefix(width - 1)) + "…"
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
            }.joined(separator: "  ").trimmingTrailingWhitespace()
        }.joined(separator: "\n")
    }
}

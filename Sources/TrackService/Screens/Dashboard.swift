import FoundationEssentials
import TrackControl
import TrackModel
import TrackViewModels

/// `trackctl watch` on a terminal: the Map screen as one screenful that is
/// drawn again in place, like `cgps` or `htop`: the fix and its quality,
/// where, how fast and which way, then the journey so far.
///
/// It fits the screen it is drawn for: on a short one the spacing goes
/// first, then the rows a glance can do without; every line is cut to the
/// width. A screen with room to spare below the figures shows the live
/// trace there, as `trackctl map` draws it.
struct Dashboard {
    /// What it shows, seen as it is drawn.
    let snapshot: MapSnapshot
    /// Which of the recording's actions would run (``MapScreen/availableActions()``).
    let actions: [String: Bool]
    let format: DisplayFormat

    /// A row and how much it matters: rows of a higher ``importance`` number
    /// go first when the screen is short.
    private struct Row {
        var label: String
        var value: String
        var importance: Int

        static let blank = Row(label: "", value: "", importance: 4)
    }

    /// Rows of screen below the figures that make the live trace worth
    /// drawing (a 40x15 terminal has the figures alone).
    static let smallestMap = 12

    func lines(fitting size: ControlCommand.ScreenSize) -> [String] {
        let figures = rows()
        let footer = [Row.blank, Row(label: "Ctrl-C", value: "quits", importance: 3)]
        let mapHeight = size.height - figures.count - 1 - footer.count
        guard mapHeight >= Self.smallestMap else { return fitted(figures + footer, to: size) }
        let map = TerminalMap.liveLines(
            snapshot, size: ControlCommand.ScreenSize(width: size.width, height: mapHeight), format: format)
        return fitted(figures, to: size) + [""] + map + fitted(footer, to: size)
    }

    /// `rows` as lines of `size`: when they are too many, the spacing goes
    /// first, then the rows a glance can do without.
    private func fitted(_ rows: [Row], to size: ControlCommand.ScreenSize) -> [String] {
        var rows = rows
        var least = 4
        while rows.count > size.height, least > 0 {
            rows.removeAll { $0.importance >= least }
            least -= 1
        }
        let labelWidth = rows.map(\.label.count).max() ?? 0
        return rows.prefix(size.height).map { row in
            let line =
                row.label.isEmpty && row.value.isEmpty
                ? "" : row.label + String(repeating: " ", count: labelWidth - row.label.count) + "  " + row.value
            return DisplayFormat.truncated(line, to: size.width)
        }
    }

    private func rows() -> [Row] {
        let state = snapshot.state
        let statistics = state.statistics
        let fix = state.currentFix
        var rows = [
            Row(label: "Recording", value: snapshot.recordingText, importance: 0),
            Row(label: "Fix", value: fixText(fix), importance: 0),
            Row(
                label: "Position",
                value: fix.map { DisplayFormat.coordinates(latitude: $0.latitude, longitude: $0.longitude) }
                    ?? "unknown", importance: 0),
            Row(label: "Accuracy", value: accuracyText(fix), importance: 2),
            Row(label: "Speed", value: format.speed(snapshot.speed), importance: 0),
            Row(label: "Heading", value: headingText(fix), importance: 1),
            Row(label: "Altitude", value: fix?.altitudeMSL.map(format.elevation) ?? "unknown", importance: 1),
            .blank,
            Row(label: "Distance", value: format.distance(statistics.distance), importance: 0),
        ]
        if let pending = snapshot.figuresPendingText {
            rows.append(Row(label: "Figures", value: pending, importance: 0))
        }
        rows += [
            Row(
                label: "Moving time", value: DisplayFormat.duration(statistics.movingTime, of: statistics),
                importance: 1),
            Row(
                label: "Climb",
                value: "\(format.elevation(statistics.elevationGain)) up, "
                    + "\(format.elevation(statistics.elevationLoss)) down", importance: 2),
            Row(label: "Points", value: pointsText(statistics), importance: 2),
            Row(label: "Source", value: snapshot.sourceText, importance: 1),
        ]
        if let problem = state.storageProblem {
            rows.append(Row(label: "Storage", value: problem, importance: 0))
        }
        if let forwarding = ForwardingPresentation.row(snapshot.forwarding) {
            rows.append(Row(label: "Forwarding", value: forwarding, importance: 1))
        }
        rows.append(
            Row(
                label: "Actions",
                value: MapScreen.actionOrder.filter { actions[$0] == true }.joined(separator: ", "), importance: 3))
        return rows
    }

    /// `3D, 9 satellites, 2 s ago`, or `none`.
    private func fixText(_ fix: Fix?) -> String {
        guard let fix else { return "none yet" }
        var parts = [snapshot.fixModeText ?? "no fix"]
        if let satellites = fix.satellites {
            parts.append(satellites == 1 ? "1 satellite" : "\(satellites) satellites")
        }
        parts.append(snapshot.fixAgeText)
        return parts.joined(separator: ", ")
    }

    /// The receiver's error estimates: `±4 m across, ±7 m up`, else its
    /// HDOP.
    private func accuracyText(_ fix: Fix?) -> String {
        guard let fix else { return "unknown" }
        var parts: [String] = []
        if let horizontal = fix.horizontalError { parts.append("±\(format.error(horizontal)) across") }
        if let vertical = fix.verticalError { parts.append("±\(format.error(vertical)) up") }
        if parts.isEmpty, let hdop = fix.hdop { parts.append(String(cFormat: "HDOP %.1f", hdop)) }
        return parts.isEmpty ? "unknown" : parts.joined(separator: ", ")
    }

    /// The course over ground with its compass point (`271° W`); unknown
    /// when the speed is (stopped, or a stale fix).
    private func headingText(_ fix: Fix?) -> String {
        guard snapshot.speed != nil, let course = fix?.course, course.isFinite else { return "unknown" }
        let degrees = (Int(course.rounded()) % 360 + 360) % 360
        return "\(degrees)° \(Self.compassPoint(degrees: Double(degrees)))"
    }

    /// The nearest of the 16 compass points.
    static func compassPoint(degrees: Double) -> String {
        let points = [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
        ]
        let index = Int((degrees / 22.5).rounded()) % 16
        return points[(index + 16) % 16]
    }

    /// `1234 in 2 segments, 3 notes`.
    private func pointsText(_ statistics: TrackStatistics) -> String {
        let notes = snapshot.state.notes.count
        let segments = statistics.segments == 1 ? "1 segment" : "\(statistics.segments) segments"
        return "\(snapshot.recordedPoints) in \(segments), \(notes == 1 ? "1 note" : "\(notes) notes")"
    }
}

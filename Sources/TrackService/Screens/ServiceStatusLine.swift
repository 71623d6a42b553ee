import TrackViewModels

/// The Map screen for the service manager: one line for `systemctl status`
/// (sd_notify's STATUS=), such as
/// `Recording: 1234 points, 12.345 km, 3D fix; gpsd connected`.
struct ServiceStatusLine {
    let viewModel: any MapViewModeling
    let format: DisplayFormat

    /// The line for the view model's snapshot now.
    var text: String {
        let shown = viewModel.snapshot.value
        let state = shown.state
        let statistics = state.statistics
        let distance = format.distance(statistics.distance)
        var parts: [String] = []
        if state.isRecording {
            if state.awaitingDeparture && statistics.points == 0 {
                parts.append("Recording: waiting to move off")
            } else {
                let fixText = shown.fixModeText.map { "\($0) fix" } ?? "no fix yet"
                parts.append("Recording: \(points(statistics.points)), \(distance), \(fixText)")
            }
        } else if statistics.points > 0 {
            parts.append("Not recording: \(points(statistics.points)) unsaved, \(distance)")
        } else {
            parts.append("Not recording")
        }
        let source = shown.source
        var sourceText: String
        switch source.kind {
        case .gpsd: sourceText = source.connected ? "gpsd connected" : "gpsd not connected"
        case .replay:
            sourceText = source.finished ? "replay finished" : source.connected ? "replay playing" : "replay paused"
        }
        if let problem = source.problem, !source.connected { sourceText += " (\(problem))" }
        parts.append(sourceText)
        if let problem = state.storageProblem { parts.append("storage: \(problem)") }
        if let forwarding = ForwardingPresentation.row(shown.forwarding) {
            parts.append("forwarding: \(forwarding)")
        }
        return parts.joined(separator: "; ")
    }

    private func points(_ count: Int) -> String {
        count == 1 ? "1 point" : "\(count) points"
    }
}

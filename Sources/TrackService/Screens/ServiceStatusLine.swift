import TrackViewModels

/// The Map screen for the service manager: one line for `systemctl status`
/// (sd_notify's STATUS=), such as
/// `Recording: 1234 points, 12.345 km, 3D fix; gpsd connected`.
struct ServiceStatusLine {
    let viewModel: any MapViewModeling
    let format: DisplayFormat

    var text: String {
        let statistics = viewModel.statistics.value
        var parts: [String] = []
        if viewModel.recording.value {
            if viewModel.awaitingDeparture.value && statistics.points == 0 {
                parts.append("Recording: waiting to move off")
            } else {
                let fix = viewModel.currentLocation.value?.displayMode
                let fixText = fix == .threeD ? "3D fix" : fix == .twoD ? "2D fix" : "no fix yet"
                parts.append("Recording: \(points(statistics.points)), \(distance), \(fixText)")
            }
        } else if statistics.points > 0 {
            parts.append("Not recording: \(points(statistics.points)) unsaved, \(distance)")
        } else {
            parts.append("Not recording")
        }
        let source = viewModel.source.value
        var sourceText: String
        switch source.kind {
        case .gpsd: sourceText = source.connected ? "gpsd connected" : "gpsd not connected"
        case .replay:
            sourceText = source.finished ? "replay finished" : source.connected ? "replay playing" : "replay paused"
        }
        if let problem = source.problem, !source.connected { sourceText += " (\(problem))" }
        parts.append(sourceText)
        if let problem = viewModel.storageProblem.value { parts.append("storage: \(problem)") }
        if let forwarding = ForwardingPresentation.row(viewModel.forwardingViewModel.servers.value) {
            parts.append("forwarding: \(forwarding)")
        }
        return parts.joined(separator: "; ")
    }

    private var distance: String { format.distance(viewModel.distance.value) }

    private func points(_ count: Int) -> String {
        count == 1 ? "1 point" : "\(count) points"
    }
}

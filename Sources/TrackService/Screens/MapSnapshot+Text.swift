import TrackViewModels

/// The rows every view of the Map screen writes alike (`status`, the
/// dashboard, the map's legend), each from one snapshot.
extension MapSnapshot {
    /// `yes`, `yes, waiting to move off (autosave_after_idle)`, or `no`.
    var recordingText: String {
        guard state.isRecording else { return "no" }
        return state.awaitingDeparture ? "yes, waiting to move off (autosave_after_idle)" : "yes"
    }

    /// How old the current fix is: `3 s ago`, `stale: 2 min ago`.
    var fixAgeText: String {
        let age = fixAge.map(DisplayFormat.age) ?? "from before trackd started"
        return fixIsStale ? "stale: \(age)" : age
    }

    /// What the map's legend says of the position it marks: how old it is.
    var positionLabel: String {
        guard state.currentFix != nil else { return "last recorded point" }
        return (fixIsStale ? "last fix, " : "position, ") + fixAgeText
    }

    /// `being worked out after the restart: 45% of 5000000 points, the
    /// figures below count those`; `nil` once they are worked out.
    var figuresPendingText: String? {
        state.figuresPending.map { progress in
            let percent = progress.recorded == 0 ? 100 : progress.counted * 100 / progress.recorded
            let done = "\(percent)% of \(progress.recorded) points"
            let pending =
                progress.problem.map { "stopped after the restart at \(done) (\($0)); a save tries again" }
                ?? "being worked out after the restart: \(done)"
            return pending + ", the figures below count those"
        }
    }

    /// The current fix's dimensions, as every view names them: `3D`, `2D`;
    /// `nil` without a position fix (none yet, or one without a fix).
    var fixModeText: String? {
        switch state.currentFix?.displayMode {
        case .threeD: "3D"
        case .twoD: "2D"
        case .noFix, .unknown, nil: nil
        }
    }

    /// Where fixes come from and how that is going: `gpsd, connected`.
    var sourceText: String {
        var text = source.kind.rawValue
        text += source.finished ? ", finished" : source.connected ? ", connected" : ", not connected"
        if let problem = source.problem { text += " (\(problem))" }
        return text
    }
}

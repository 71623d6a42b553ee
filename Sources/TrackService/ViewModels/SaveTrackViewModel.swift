import TinyMVVM

/// Saves the recording of a ``MapViewModel`` as a named track.
final class SaveTrackViewModel: SaveTrackViewModeling {
    /// The longest name accepted, in characters.
    static let maximumNameLength = 200
    /// The longest description accepted, in characters.
    static let maximumDescriptionLength = 4000

    let saveCommand: Command<SaveTrackRequest, TrackSummary>

    init(recording: any RecordingActions, hasPoints: ReadOnlyProperty<Bool>) {
        saveCommand = Command(isEnabled: hasPoints, disabledReason: Refusals.nothingToSave) { request in
            let name = request.name.trimmingWhitespace()
            guard !name.isEmpty else { throw CommandRefusal(Refusals.blankName) }
            guard name.count <= Self.maximumNameLength else {
                throw CommandRefusal("a track name is at most \(Self.maximumNameLength) characters")
            }
            let description = request.description?.trimmingWhitespace()
            if let description, description.count > Self.maximumDescriptionLength {
                throw CommandRefusal("a description is at most \(Self.maximumDescriptionLength) characters")
            }
            return try recording.saveRecording(
                name: name, description: description?.isEmpty == true ? nil : description)
        }
    }
}

extension String {
    /// The string without leading and trailing white space and newlines.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

import TinyMVVM
import TrackModel
import TrackRecorder

/// Saves the recording as a named track: checks the name and description
/// the user typed, then hands them to the ``Recorder``'s save.
final class SaveTrackViewModel: SaveTrackViewModeling {
    /// The longest name accepted, in characters.
    static let maximumNameLength = 200
    /// The longest description accepted, in characters.
    static let maximumDescriptionLength = 4000

    let saveCommand: Command<SaveTrackRequest, TrackSummary>

    init(recorder: Recorder) {
        saveCommand = recorder.save.preparing { request in
            let name = request.name.trimmingWhitespace()
            guard !name.isEmpty else { throw CommandRefusal(Refusals.blankName) }
            guard name.count <= Self.maximumNameLength else {
                throw CommandRefusal("a track name is at most \(Self.maximumNameLength) characters")
            }
            let description = request.description?.trimmingWhitespace()
            if let description, description.count > Self.maximumDescriptionLength {
                throw CommandRefusal("a description is at most \(Self.maximumDescriptionLength) characters")
            }
            return Recorder.Naming(name: name, description: description?.isEmpty == true ? nil : description)
        }
    }
}

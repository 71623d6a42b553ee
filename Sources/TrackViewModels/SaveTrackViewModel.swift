import TinyMVVM
import TrackModel
import TrackRecorder

/// Saves the recording as a named track: checks the name and description
/// the user typed (``TrackText``), then hands them to the ``Recorder``'s
/// save.
final class SaveTrackViewModel: SaveTrackViewModeling {
    let saveCommand: Command<SaveTrackRequest, TrackSummary>

    init(recorder: Recorder) {
        saveCommand = recorder.save.preparing { request in
            Recorder.Naming(
                name: try TrackText.checkedName(request.name),
                description: try TrackText.checkedDescription(request.description))
        }
    }
}

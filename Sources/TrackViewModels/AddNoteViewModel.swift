import TinyMVVM
import TrackModel
import TrackRecorder

/// Attaches notes to the recording: checks the text the user typed, then
/// hands it to the ``Recorder``'s note.
final class AddNoteViewModel: AddNoteViewModeling {
    let maximumLength = TrackText.maximumNoteBytes
    let addNoteCommand: Command<String, Note>

    init(recorder: Recorder) {
        let limit = maximumLength
        addNoteCommand = recorder.note.preparing { text in
            let trimmed = text.trimmingWhitespace()
            guard !trimmed.isEmpty else { throw Refusals.refusal("a note needs some text", .invalidNote) }
            guard trimmed.utf8.count <= limit else {
                throw Refusals.refusal(
                    "a note is at most \(limit) bytes (this one is \(trimmed.utf8.count))", .invalidNote)
            }
            if let control = TrackText.firstControlCharacter(in: trimmed, allowingLines: true) {
                throw Refusals.refusal("a note cannot contain control characters (found \(control))", .invalidNote)
            }
            return trimmed
        }
    }
}

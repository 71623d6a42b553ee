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
            guard !trimmed.isEmpty else { throw CommandRefusal("a note needs some text") }
            guard trimmed.utf8.count <= limit else {
                throw CommandRefusal("a note is at most \(limit) bytes (this one is \(trimmed.utf8.count))")
            }
            if let control = TrackText.firstControlCharacter(in: trimmed, allowingLines: true) {
                throw CommandRefusal("a note cannot contain control characters (found \(control))")
            }
            return trimmed
        }
    }
}

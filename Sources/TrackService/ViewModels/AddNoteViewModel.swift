import TinyMVVM

/// Attaches notes to the recording of a ``MapViewModel``.
final class AddNoteViewModel: AddNoteViewModeling {
    let maximumLength = 4096
    let addNoteCommand: Command<String, Note>

    init(recording: any RecordingActions) {
        let limit = maximumLength
        addNoteCommand = Command { text in
            let trimmed = text.trimmingWhitespace()
            guard !trimmed.isEmpty else { throw CommandRefusal("a note needs some text") }
            guard trimmed.utf8.count <= limit else {
                throw CommandRefusal("a note is at most \(limit) bytes (this one is \(trimmed.utf8.count))")
            }
            let control = trimmed.unicodeScalars.first {
                $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t"
            }
            if let control {
                throw CommandRefusal(
                    "a note cannot contain control characters (found U+\(String(control.value, radix: 16, uppercase: true)))"
                )
            }
            return try recording.attachNote(trimmed)
        }
    }
}

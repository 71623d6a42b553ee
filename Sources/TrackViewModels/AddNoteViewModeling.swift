import TinyMVVM
import TrackModel

/// The AddNote screen's view model: attaches text to the recording at the
/// current position and time.
public protocol AddNoteViewModeling: Sendable {
    /// The longest note accepted, in bytes of UTF-8.
    var maximumLength: Int { get }
    /// Attaches a note; refused without a recording or a fix, or when the text
    /// is empty, too long or holds control characters.
    var addNoteCommand: Command<String, Note> { get }
}

extension AddNoteViewModeling {
    /// Runs ``addNoteCommand``.
    public func addNote(_ text: String) throws -> Note {
        try addNoteCommand.execute(text)
    }
}

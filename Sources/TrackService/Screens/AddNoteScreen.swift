import TinyMVVM
import TrackControl
import TrackModel
import TrackViewModels

/// The AddNote screen: `note TEXT`.
struct AddNoteScreen {
    let viewModel: any AddNoteViewModeling

    func note(_ text: String) throws -> ControlReply {
        let note = try viewModel.addNote(text)
        return ControlReply(
            result: NoteJSON.reply(note).json,
            text: "Note added at \(DisplayFormat.coordinates(latitude: note.latitude, longitude: note.longitude)).")
    }
}

/// A note in the contract's shape.
enum NoteJSON {
    static func reply(_ note: Note) -> NoteReply {
        NoteReply(text: note.text, lat: note.latitude, lon: note.longitude, time: note.time.iso8601)
    }
}

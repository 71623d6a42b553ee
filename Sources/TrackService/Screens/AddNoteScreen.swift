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
            result: NoteJSON.object(note),
            text: "Note added at \(DisplayFormat.coordinates(latitude: note.latitude, longitude: note.longitude)).")
    }
}

/// A note in the contract's JSON shape.
enum NoteJSON {
    static func object(_ note: Note) -> JSONValue {
        .object([
            "text": .string(note.text),
            "lat": .number(note.latitude),
            "lon": .number(note.longitude),
            "time": .time(note.time),
        ])
    }
}

/// A JSON body the API decodes; it names its fields for the message a
/// malformed one gets.
protocol WebForm: Decodable {
    static var fields: String { get }
}

/// What the page sends to save the recording: `save`'s arguments.
struct SaveForm: WebForm {
    static let fields = "\"name\" and, if wanted, \"description\""
    var name: String
    var description: String?
}

/// What the page sends to rename a saved track: `rename`'s arguments
/// (no description: it stays; empty: none).
struct RenameForm: WebForm {
    static let fields = "\"name\" and, if it changes, \"description\""
    var name: String
    var description: String?
}

/// What the page sends to attach a note.
struct NoteForm: WebForm {
    static let fields = "\"text\""
    var text: String
}

/// What the login page sends.
struct LoginForm: WebForm {
    static let fields = "\"password\""
    var password: String
}

/// The reasons view models give when they refuse an action, worded for the
/// user (`trackctl` prints them as they are).
enum Refusals {
    static let alreadyRecording = "already recording"
    static let notRecording = "not recording"
    static let nothingRecorded = "nothing recorded: no recording to clear"
    static let nothingToSave = "nothing to save"
    static let noRecordingForNote = "no recording to attach a note to; start one with 'trackctl start'"
    static let noFix = "no fix yet: the note needs a position"
    static let blankName = "a track needs a name (it cannot be empty or blank)"

    static func noSuchTrack(_ id: Int64) -> String { "no such track \(id)" }
}

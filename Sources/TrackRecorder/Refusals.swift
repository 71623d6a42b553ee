import TinyMVVM

/// The refusals the recorder and view models give when they refuse an
/// action: each worded for the user (`trackctl` prints them as they are)
/// and named by a ``Code`` for programs (a client of protocol version 2
/// switches on the name; the words may change, the names do not).
public enum Refusals {
    /// The name of each kind of refusal.
    public enum Code: String, CaseIterable, Sendable {
        case alreadyRecording = "already_recording"
        case notRecording = "not_recording"
        case nothingRecorded = "nothing_recorded"
        case nothingToSave = "nothing_to_save"
        /// A note without a recording to attach it to.
        case noRecording = "no_recording"
        /// No position yet (a note, the live map).
        case noFix = "no_fix"
        /// A save while a resumed recording's figures are worked out.
        case figuresPending = "figures_pending"
        case noSuchTrack = "no_such_track"
        /// A track's name or description that cannot be one.
        case invalidName = "invalid_name"
        /// A note's text that cannot be one.
        case invalidNote = "invalid_note"
        /// A file that cannot be imported as it is.
        case unusableFile = "unusable_file"
        /// A saved track with no points to draw.
        case nothingToShow = "nothing_to_show"
        /// A flush with forwarding off.
        case forwardingOff = "forwarding_off"
    }

    public static let alreadyRecording = refusal("already recording", .alreadyRecording)
    public static let notRecording = refusal("not recording", .notRecording)
    public static let nothingRecorded = refusal("nothing recorded: no recording to clear", .nothingRecorded)
    public static let nothingToSave = refusal("nothing to save", .nothingToSave)
    public static let noRecordingForNote = refusal(
        "no recording to attach a note to; start one with 'trackctl start'", .noRecording)
    public static let noFix = refusal("no fix yet: the note needs a position", .noFix)
    public static let blankName = refusal("a track needs a name (it cannot be empty or blank)", .invalidName)

    /// A save while the figures of a long recording resumed after a
    /// restart are still being worked out.
    static func figuresPending(_ progress: FiguresProgress) -> CommandRefusal {
        refusal(
            "the figures of the recording resumed after the restart are still being worked out"
                + " (\(progress.counted) of \(progress.recorded) points counted); save again once"
                + " 'trackctl status' no longer says so", .figuresPending)
    }

    public static func noSuchTrack(_ id: Int64) -> CommandRefusal {
        refusal("no such track \(id)", .noSuchTrack)
    }

    /// A refusal in `reason`'s words, named `code`.
    public static func refusal(_ reason: String, _ code: Code) -> CommandRefusal {
        CommandRefusal(reason, code: code.rawValue)
    }
}

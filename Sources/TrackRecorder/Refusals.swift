/// The reasons the recorder and view models give when they refuse an
/// action, worded for the user (`trackctl` prints them as they are).
public enum Refusals {
    public static let alreadyRecording = "already recording"
    public static let notRecording = "not recording"
    public static let nothingRecorded = "nothing recorded: no recording to clear"
    public static let nothingToSave = "nothing to save"
    public static let noRecordingForNote = "no recording to attach a note to; start one with 'trackctl start'"
    public static let noFix = "no fix yet: the note needs a position"
    public static let blankName = "a track needs a name (it cannot be empty or blank)"

    /// A save while the figures of a long recording resumed after a
    /// restart are still being worked out.
    static func figuresPending(_ progress: FiguresProgress) -> String {
        "the figures of the recording resumed after the restart are still being worked out"
            + " (\(progress.counted) of \(progress.recorded) points counted); save again once"
            + " 'trackctl status' no longer says so"
    }

    public static func noSuchTrack(_ id: Int64) -> String { "no such track \(id)" }
}

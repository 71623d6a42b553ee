/// What the SaveTrack and AddNote view models need from the recording that
/// ``MapViewModel`` owns. Each action runs atomically with the recording.
protocol RecordingActions: AnyObject, Sendable {
    /// Stores the recording as a track, then stops and clears it.
    func saveRecording(name: String, description: String?) throws -> TrackSummary
    /// Attaches `text` at the current position.
    func attachNote(_ text: String) throws -> Note
}

import TrackModel

extension DataStorageManager {
    /// Every point of the unsaved recording, in order, read a stretch at a
    /// time as a resume reads them; `nil` when there is no unsaved recording.
    public func unsavedPoints() throws -> [TrackPoint]? {
        guard let recording = try unsavedRecording(recentPoints: 0) else { return nil }
        var points: [TrackPoint] = []
        var position: Int64 = 0
        while true {
            let stretch = try recordingPoints(recording.id, after: position, limit: 1000)
            guard let last = stretch.last else { return points }
            points += stretch.map(\.point)
            position = last.position
        }
    }
}

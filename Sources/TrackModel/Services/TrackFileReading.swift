/// Reads track files for import: the Tracks view model's service for files,
/// as storage is its service for the database.
public protocol TrackFileReading: Sendable {
    /// Reads the file at `path`, handing each point and waypoint to `each`
    /// in file order.
    /// - Returns: the track's name in the file, and what could not be used.
    /// - Throws: when the file is missing, unreadable or malformed (with
    ///   where it broke), or when `each` throws.
    func read(_ path: String, _ each: (TrackFileItem) throws -> Void) throws -> TrackFileFacts
}

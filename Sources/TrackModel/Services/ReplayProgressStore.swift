/// Where a replayed file stands: how many of its points a replay has handed
/// over and had taken, kept across restarts so that a restarted trackd
/// resumes a replay after them and never records a file's points twice.
///
/// Only the replay source and the daemon that makes it know of this store;
/// fixes, the recorder and the track storage do not.
public protocol ReplayProgressStore: AnyObject, Sendable {
    /// How many points of `file` (an absolute path) were taken.
    func pointsTaken(fromFile file: String) throws -> Int

    /// Remembers that `count` points of `file` were taken.
    func setPointsTaken(_ count: Int, fromFile file: String) throws
}

import ControlSocket
import FoundationEssentials
import TrackControl

/// Where trackd keeps its database when not told. (The control socket's
/// defaults are in ``SocketLocation``, shared with trackctl.)
public enum DatabaseLocation {
    /// `TRACKD_DB`, else `$STATE_DIRECTORY/tracks.db` (systemd), else
    /// `$XDG_DATA_HOME/trackd/tracks.db`, else `~/.local/share/trackd/tracks.db`.
    public static func forDaemon(environment: [String: String]) -> String {
        if let path = SocketLocation.nonEmpty(environment["TRACKD_DB"]) { return path }
        if let state = SocketLocation.nonEmpty(environment["STATE_DIRECTORY"]) {
            // systemd may pass several colon-separated directories.
            let first = state.split(separator: ":").first.map(String.init) ?? state
            return SocketLocation.join(first, "tracks.db")
        }
        if let data = SocketLocation.nonEmpty(environment["XDG_DATA_HOME"]) {
            return SocketLocation.join(data, "trackd/tracks.db")
        }
        let home = SocketLocation.nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        return SocketLocation.join(home, ".local/share/trackd/tracks.db")
    }
}

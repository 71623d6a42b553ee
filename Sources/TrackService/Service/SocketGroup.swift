import Glibc

/// Gives the control socket trackd creates the group `socket_group` names,
/// so that its members may use trackctl (mode 0660).
enum SocketGroup {
    /// Changes the group of the socket at `path` to `name`.
    /// - Throws: ``DaemonError`` when there is no such group, or trackd may
    ///   not give it (it must be root or a member of the group).
    static func apply(_ name: String, to path: String) throws {
        guard let gid = UserDatabase.groupID(named: name) else {
            throw DaemonError(
                "socket_group: there is no group '\(name)'; create it (groupadd \(name)) or change the setting")
        }
        guard chown(path, uid_t.max, gid) == 0 else {
            let reason = String(cString: strerror(errno))
            throw DaemonError(
                "socket_group: cannot give \(path) to group '\(name)': \(reason); trackd must run as root or as a member of '\(name)'"
            )
        }
    }
}

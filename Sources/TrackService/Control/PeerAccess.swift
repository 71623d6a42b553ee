import ControlSocket
import FoundationEssentials
import Glibc
import TrackControl

/// Who may use the control socket: root, trackd's own user, and members of
/// the socket file's group, as a socket of mode 0660 means. Checked on every
/// connection from the kernel's credentials, so a socket made readable to
/// more people by mistake (or by a unit's `SocketMode=`) still serves only
/// them.
struct PeerAccess: Sendable {
    /// The control socket's path; its group is read at each check, so a
    /// `chgrp` takes effect at once.
    let socketPath: String
    /// trackd's own user.
    let ownUser: UInt32

    /// `nil` when `peer` may use trackd, else why not, for the client.
    /// - Parameter groups: the peer process's supplementary groups, as the
    ///   kernel reports them; when `nil`, those its user has in the user
    ///   database.
    func refusal(for peer: PeerCredentials, groups: [UInt32]?) -> String? {
        if peer.uid == 0 || peer.uid == ownUser { return nil }
        var info = stat()
        let socketGroup: UInt32? = stat(socketPath, &info) == 0 ? info.st_gid : nil
        if let socketGroup, peer.gid == socketGroup || (groups ?? Self.groups(of: peer)).contains(socketGroup) {
            return nil
        }
        let groupName = socketGroup.map { Self.describeGroup($0) } ?? "of the socket"
        return
            "permission denied: \(Self.describeUser(peer.uid)) is not root, not trackd's user and not in the group \(groupName) of \(socketPath); ask an administrator to add you to that group"
    }

    /// The groups `peer`'s user belongs to, from the user database.
    private static func groups(of peer: PeerCredentials) -> [UInt32] {
        guard let name = UserDatabase.userName(peer.uid) else { return [] }
        var count: Int32 = 64
        var groups = [gid_t](repeating: 0, count: Int(count))
        if getgrouplist(name, peer.gid, &groups, &count) < 0 {
            groups = [gid_t](repeating: 0, count: Int(count))
            guard getgrouplist(name, peer.gid, &groups, &count) >= 0 else { return [] }
        }
        return Array(groups.prefix(Int(count)))
    }

    private static func describeUser(_ uid: UInt32) -> String {
        UserDatabase.userName(uid).map { "\($0) (uid \(uid))" } ?? "uid \(uid)"
    }

    private static func describeGroup(_ gid: UInt32) -> String {
        UserDatabase.groupName(gid).map { "'\($0)'" } ?? "\(gid)"
    }
}

import FoundationEssentials
import Glibc
import TrackModel

/// A user and password read from a file (`mqtt_credentials_file`): its
/// first line, `USER:PASSWORD` (the password is what follows the first
/// colon). The file must belong to trackd's user and be readable by nobody
/// else, as ssh asks of a private key: a password others can read is
/// refused before it is used. A credential systemd hands over
/// (`LoadCredential=`, in `$CREDENTIALS_DIRECTORY`) is taken as it is:
/// systemd lets the unit's user alone read it, through an ACL on a file
/// root may own.
public struct Credentials: Sendable, Equatable {
    public var user: String
    public var password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// Reads the credentials at `path`.
    /// - Throws: ``ForwardingError`` naming the file and what is wrong with
    ///   it; never its content.
    /// - Parameter systemdCredentials: `$CREDENTIALS_DIRECTORY`, if set.
    public init(file path: String, systemdCredentials: String? = nil) throws(ForwardingError) {
        var facts = stat()
        guard stat(path, &facts) == 0 else {
            throw ForwardingError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard facts.st_mode & S_IFMT == S_IFREG else { throw ForwardingError("\(path) is not a regular file") }
        let fromSystemd =
            systemdCredentials.map { !$0.isEmpty && path.hasPrefix($0 + "/") && !path.contains("/../") } ?? false
        guard fromSystemd || facts.st_uid == geteuid() else {
            throw ForwardingError("\(path) must belong to the user trackd runs as (uid \(geteuid()))")
        }
        guard fromSystemd || facts.st_mode & 0o077 == 0 else {
            throw ForwardingError(
                "\(path) can be read by others (mode \(String(facts.st_mode & 0o777, radix: 8))); chmod 600 it")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= 4096 else {
            throw ForwardingError("cannot read \(path), or it is over 4 KiB")
        }
        let firstLine =
            String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .first.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 } ?? ""
        guard let colon = firstLine.firstIndex(of: ":"), colon != firstLine.startIndex else {
            throw ForwardingError("\(path): expected USER:PASSWORD on its first line")
        }
        user = String(firstLine[..<colon])
        password = String(firstLine[firstLine.index(after: colon)...])
    }
}

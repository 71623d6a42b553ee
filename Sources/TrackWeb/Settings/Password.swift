import Glibc

/// The password browsers must give when trackweb listens beyond this
/// machine, read from a file only its owner may read (mode 0600 or 0400),
/// or from the systemd credential `password` (`LoadCredential=`).
public struct Password: Sendable {
    /// The least number of characters taken.
    public static let shortest = 8
    /// The credential's name under `$CREDENTIALS_DIRECTORY`.
    public static let credentialName = "password"

    private let bytes: [UInt8]

    /// Reads the password from `path`: its first line.
    /// - Throws: ``PasswordError`` when the file cannot be read, others may
    ///   read or write it, or the password is shorter than ``shortest``.
    public init(file path: String) throws(PasswordError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            throw PasswordError("cannot read the password file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw PasswordError("the password file \(path) is not a regular file")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw PasswordError(
                "the password file \(path) may be read by others (mode 0\(String(status.st_mode & 0o777, radix: 8))): "
                    + "chmod 600 it")
        }
        var content = [UInt8](repeating: 0, count: 4096)
        let count = content.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else {
            throw PasswordError("cannot read the password file \(path): \(String(cString: strerror(errno)))")
        }
        let line = content[..<count].prefix { $0 != 0x0A && $0 != 0x0D }
        guard line.count >= Self.shortest else {
            throw PasswordError("the password in \(path) is shorter than \(Self.shortest) characters")
        }
        bytes = Array(line)
    }

    /// Whether `given` is the password, compared in a time that does not
    /// depend on where they differ.
    public func matches(_ given: String) -> Bool {
        let candidate = Array(given.utf8)
        var difference = UInt8(truncatingIfNeeded: candidate.count ^ bytes.count)
        for index in bytes.indices {
            difference |= bytes[index] ^ (index < candidate.count ? candidate[index] : 0)
        }
        return difference == 0
    }

    /// The credential systemd passed (`$CREDENTIALS_DIRECTORY/password`),
    /// if there is one.
    public static func credentialPath(environment: [String: String]) -> String? {
        guard let directory = environment["CREDENTIALS_DIRECTORY"], !directory.isEmpty else { return nil }
        let path = directory + "/" + credentialName
        return access(path, F_OK) == 0 ? path : nil
    }
}

/// Why trackweb has no password to ask for.
public struct PasswordError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

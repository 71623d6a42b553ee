import Glibc

/// Look-ups in the system's user and group database (`/etc/passwd`,
/// `/etc/group`, NSS). Connections are checked on threads of their own, so
/// these use the reentrant calls: `getpwuid`, `getgrgid` and `getgrnam`
/// share one static buffer.
enum UserDatabase {
    /// The name of user `uid`, if the database has one.
    static func userName(_ uid: uid_t) -> String? {
        lookUp(passwd(), call: { getpwuid_r(uid, $0, $1, $2, $3) }, read: { $0.pw_name.map { String(cString: $0) } })
    }

    /// The name of group `gid`, if the database has one.
    static func groupName(_ gid: gid_t) -> String? {
        lookUp(group(), call: { getgrgid_r(gid, $0, $1, $2, $3) }, read: { $0.gr_name.map { String(cString: $0) } })
    }

    /// The ID of the group called `name`, if there is one.
    static func groupID(named name: String) -> gid_t? {
        lookUp(group(), call: { getgrnam_r(name, $0, $1, $2, $3) }, read: { $0.gr_gid })
    }

    /// Runs a `get…_r` call with a 4 KiB buffer for the entry's strings and
    /// reads what is wanted from the entry while that buffer lives; `nil`
    /// when the call fails or finds nothing.
    private static func lookUp<Entry, Value>(
        _ empty: Entry,
        call: (
            UnsafeMutablePointer<Entry>, UnsafeMutablePointer<CChar>, Int,
            UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>
        ) -> Int32,
        read: (Entry) -> Value?
    ) -> Value? {
        var entry = empty
        var found: UnsafeMutablePointer<Entry>?
        var buffer = [CChar](repeating: 0, count: 4096)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            guard call(&entry, buffer.baseAddress!, buffer.count, &found) == 0, found != nil else { return nil }
            return read(entry)
        }
    }
}

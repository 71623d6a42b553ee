/// A storage failure the user must hear about.
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database was written by a newer trackd.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file exists but is not a trackd database.
    case notADatabase(path: String, reason: String)
    /// The database (or its folder) cannot be written.
    case readOnly(path: String, reason: String)
    /// Another trackd has the database open.
    case inUse(path: String, owner: String)
    /// A file beside the database is a symbolic link, which trackd never
    /// follows.
    case linkBeside(link: String, target: String)
    /// What a crash left in the journal cannot be folded into the database
    /// (a full or failing disk); the journal is left as it is.
    case cannotResume(journal: String, fixes: Int, reason: String)
    /// The database was closed (trackd is stopping) before a thread that
    /// shutdown did not wait for got to it.
    case closed(path: String)

    public var description: String {
        switch self {
        case .newerSchema(let path, let found, let supported):
            return
                "\(path) has schema version \(found), made by a newer trackd; this trackd reads up to version \(supported) and leaves the file untouched"
        case .notADatabase(let path, let reason):
            return "\(path) is not a trackd database (\(reason)); trackd leaves it untouched"
        case .readOnly(let path, let reason):
            return
                "\(path) cannot be written (\(reason)); trackd needs to write its database and its folder: check their owner, mode and file system"
        case .linkBeside(let link, let target):
            return
                "\(link) is a symbolic link (to \(target)); trackd never follows a link beside its database, which another user of the folder could plant to make trackd overwrite a file: remove it (rm \(link)) if it is yours, and keep the database in a folder only trackd's user can write; nothing was changed"
        case .cannotResume(let journal, let fixes, let reason):
            return
                "the unsaved recording's \(fixes) fixes in \(journal) cannot be folded into the database (\(reason)); the journal is kept as it is, so nothing is lost: make room on the disk (or mend it) and start trackd again"
        case .closed(let path):
            return "\(path) is closed: trackd is stopping"
        case .inUse(let path, let owner):
            return
                "\(path) is in use by another trackd (\(owner)); one trackd records into a database at a time: stop the other, or give this one another --db"
        }
    }
}

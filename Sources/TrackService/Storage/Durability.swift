/// How far a committed fix is guaranteed to survive.
///
/// Every fix is committed before `status` counts it, in either mode, so a
/// crash or `kill -9` of trackd never loses a counted fix. The modes differ on
/// power loss (SQLite in WAL mode):
public enum Durability: String, Sendable, CaseIterable {
    /// `synchronous=FULL`: each commit waits for the disk (an fsync of the
    /// write-ahead log), so a counted fix survives power loss too. The default.
    case full
    /// `synchronous=NORMAL`: commits reach the operating system at once and
    /// the disk at checkpoints; a power cut may lose the last second or so of
    /// fixes, a process crash nothing. Cheaper on slow SD cards.
    case normal
}

extension Durability {
    /// The SQLite setting that gives this durability.
    var synchronousPragma: String {
        switch self {
        case .full: return "PRAGMA synchronous = FULL"
        case .normal: return "PRAGMA synchronous = NORMAL"
        }
    }
}

/// How far a recorded fix is guaranteed to survive.
///
/// Every fix is in the fix journal before `status` counts it, in either
/// mode, so a crash or `kill -9` of trackd never loses a counted fix. The
/// modes differ on power loss:
public enum Durability: String, Sendable, CaseIterable {
    /// Each journal line is on the disk (fdatasync) before it is counted, and
    /// SQLite commits with `synchronous=FULL`: a counted fix survives power
    /// loss too. The default. Each sync rewrites the disk's block at the
    /// journal's end: about 4 KiB a fix.
    case full
    /// Journal lines reach the kernel at once and the disk within half a
    /// minute, SQLite commits with `synchronous=NORMAL`: a power cut may lose
    /// that last half minute, a process crash nothing. A few hundred bytes a
    /// fix: gentle on SD cards.
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

import Glibc

/// What is at a path when it is not a regular file, in words for a message:
/// `a folder`, `a FIFO`, `a device`, `a socket`.
enum FileKind {
    /// The words for a file of `mode` (from `stat`), or `nil` for a regular
    /// file.
    static func irregular(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}

/// trackctl's exit statuses, as the contract fixes them.
enum ClientExit {
    /// Done.
    static let success: Int32 = 0
    /// The daemon refused (the message says why).
    static let refused: Int32 = 1
    /// A usage error.
    static let usage: Int32 = 2
    /// The daemon cannot be reached (EX_UNAVAILABLE).
    static let unavailable: Int32 = 69
}

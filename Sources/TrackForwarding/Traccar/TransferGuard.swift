import SyncPrimitives

/// What libcurl's callbacks share with a ``TraccarSender``: whether it was
/// interrupted (trackd is stopping), and how much of a reply's body has
/// been read. A reply says all it has to say in its status; a server that
/// sends a gigabyte after it (a misconfigured proxy, a hostile one) must not
/// spend the user's metered data plan, so the body is read up to
/// ``bodyLimit`` bytes and the connection dropped there.
final class TransferGuard: @unchecked Sendable {
    /// The most bytes of a reply's body read.
    static let bodyLimit = 4096

    private let interrupted = LockedValue(false)
    /// Bytes of the current reply's body; only the sender's thread (in
    /// libcurl's callbacks) touches it.
    private var bodyBytes = 0
    /// Whether the current reply's body was longer than ``bodyLimit``.
    private(set) var bodyCut = false

    /// Makes every transfer, this one and later ones, end at libcurl's next
    /// progress call (within a second).
    func interrupt() { interrupted.withValue { $0 = true } }

    var isInterrupted: Bool { interrupted.current }

    /// Before a request.
    func startReply() {
        bodyBytes = 0
        bodyCut = false
    }

    /// Counts `count` bytes of body; `false` once past the limit.
    func take(_ count: Int) -> Bool {
        bodyBytes += count
        if bodyBytes > Self.bodyLimit { bodyCut = true }
        return !bodyCut
    }
}

/// How long trackd waits on what is outside it, in seconds: the production
/// defaults, in one place. The configuration sets those a user may need
/// (`gpsd_timeout`, `client_timeout`, `forward_retry_max`); tests set them
/// short, rather than sleep them out.
public struct ServiceTimeouts: Sendable, Equatable {
    /// Without a report from gpsd for this long, trackd asks whether it is
    /// still there; as long again without an answer, and it reconnects
    /// (`gpsd_timeout`).
    public var gpsdSilence = 15.0
    /// The longest wait between attempts to reach gpsd (1 s, doubling).
    public var gpsdLongestRetry = 30.0
    /// How long a new control connection (trackctl, trackweb) has to send
    /// its first request (`client_timeout`).
    public var clientFirstRequest = 5.0
    /// How long a control connection may then stay silent, or not read
    /// what trackd sends it.
    public var clientIdle = 300.0
    /// The first wait before a forwarder tries a failed server again.
    public var forwardFirstRetry = 1.0
    /// The longest such wait, doubling from the first
    /// (`forward_retry_max`).
    public var forwardLongestRetry = 30.0
    /// How long a replay waits before offering again a fix storage could not
    /// take.
    public var storageRetry = 1.0
    /// The longest shutdown waits for threads that talk to the world (the
    /// forwarders, the on-save exporter and its command): the database is
    /// closed well within 5 s of SIGTERM, inside the unit's
    /// `TimeoutStopSec=10`, after which systemd would SIGKILL trackd with
    /// its journal unfolded. A thread still stuck then is left to the exit.
    public var stopLimit = 3.0

    public init() {}
}

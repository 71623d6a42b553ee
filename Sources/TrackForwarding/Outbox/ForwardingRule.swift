import TrackModel

/// Which recorded positions a server is sent: thinning for the server only
/// (`forward_interval`, `forward_min_distance`, `forward_heartbeat`); the
/// local recording keeps every fix.
///
/// A position goes when at least ``interval`` seconds of fix time have
/// passed since the last one that went, and it is at least
/// ``minimumDistance`` metres from it; or, while parked, when
/// ``heartbeat`` seconds have passed whatever the distance, so the server
/// knows the device is alive. A position without a time is never sent:
/// both protocols need one.
///
/// The decision depends only on the positions themselves, never on when
/// they are looked at, so a restarted trackd picks the same ones again.
public struct ForwardingRule: Sendable, Equatable {
    /// Seconds of fix time between positions sent; 0 sends every fix.
    public var interval: Double
    /// Metres a position must be from the last one sent; 0: any.
    public var minimumDistance: Double
    /// Seconds after which a position is sent however near it is; 0: never.
    public var heartbeat: Double

    public init(interval: Double = 5, minimumDistance: Double = 10, heartbeat: Double = 300) {
        self.interval = interval
        self.minimumDistance = minimumDistance
        self.heartbeat = heartbeat
    }

    /// Whether `fix` is sent, when `last` is the last position sent.
    public func admits(_ fix: Fix, after last: Fix?) -> Bool {
        guard let time = fix.time else { return false }
        guard let last, let lastTime = last.time else { return true }
        let elapsed = time.timeIntervalSince(lastTime)
        // A time before the last one sent: another journey's (a replay of
        // an older file). It starts the thinning afresh.
        if elapsed < 0 { return true }
        if elapsed == 0 { return false }
        if heartbeat > 0 && elapsed >= heartbeat { return true }
        return elapsed >= interval
            && (minimumDistance <= 0 || GeodesicDistance.metres(from: last, to: fix) >= minimumDistance)
    }
}

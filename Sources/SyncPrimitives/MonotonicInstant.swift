import Glibc

/// A moment on the system's monotonic clock (`CLOCK_MONOTONIC`): what every
/// interval, timeout and wait in trackd is measured on.
///
/// The wall clock is not fit for that: a Raspberry Pi has no real-time clock,
/// and its time jumps by hours or days, forward or back, when NTP or gpsd
/// sets it (docs/FIELD-NOTES.md). The monotonic clock never jumps; its instants mean
/// nothing across a reboot, so they are never stored.
public struct MonotonicInstant: Comparable, Hashable, Sendable {
    /// Nanoseconds since an unspecified start (the boot, on Linux).
    public let nanoseconds: UInt64

    public init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// The instant now.
    public static func now() -> MonotonicInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return MonotonicInstant(nanoseconds: UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec))
    }

    /// The instant `seconds` later (earlier, for a negative amount; never
    /// before the clock's start).
    public func adding(seconds: Double) -> MonotonicInstant {
        let delta = (seconds * 1_000_000_000).rounded()
        guard delta.isFinite else { return seconds > 0 ? MonotonicInstant(nanoseconds: .max) : self }
        if delta >= 0 {
            let step = delta >= Double(UInt64.max - nanoseconds) ? UInt64.max - nanoseconds : UInt64(delta)
            return MonotonicInstant(nanoseconds: nanoseconds + step)
        }
        let step = -delta >= Double(nanoseconds) ? nanoseconds : UInt64(-delta)
        return MonotonicInstant(nanoseconds: nanoseconds - step)
    }

    /// Seconds from `earlier` to this instant (negative when `earlier` is later).
    public func seconds(since earlier: MonotonicInstant) -> Double {
        nanoseconds >= earlier.nanoseconds
            ? Double(nanoseconds - earlier.nanoseconds) / 1_000_000_000
            : -Double(earlier.nanoseconds - nanoseconds) / 1_000_000_000
    }

    public static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// Sleeps until `deadline` on the monotonic clock (at once if it has
    /// passed), through any signal: for a pause that nothing needs to cut
    /// short. A wait that a stop must end is a ``WorkerThread``'s.
    public static func sleep(until deadline: MonotonicInstant) {
        var time = deadline.timespecValue
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
    }

    /// The instant as the `timespec` that `pthread_cond_timedwait` takes.
    var timespecValue: timespec {
        timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    }
}

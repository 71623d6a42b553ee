import SyncPrimitives
import TrackModel
import TrackRecorder

/// Everything the Map screen shows at one moment, as one value: the
/// recording as the recorder last published it, where its fixes come from,
/// how its positions are forwarded, and what follows from those at the
/// moment it is seen (how old the fix is, whether it is stale, the speed to
/// show). A view draws every row of a frame from one snapshot, so that no
/// frame shows the distance of one fix beside the points of the next.
public struct MapSnapshot: Sendable {
    /// Seconds after which a fix is old news: shown as stale, with no speed.
    public static let staleAfter = 10.0

    /// The recording: its figures, trace, notes and current fix.
    public private(set) var state: RecordingState
    /// The location source's state.
    public private(set) var source: SourceStatus
    /// Where forwarding to each of the user's servers stands; empty when
    /// forwarding is off.
    public private(set) var forwarding: [ForwardingStatus]
    /// Seconds from the current fix's arrival to when the snapshot was
    /// seen; `nil` without a fix, or for one from before trackd started.
    public private(set) var fixAge: Double?
    /// Whether the current fix is too old to stand for where the receiver
    /// is: past ``staleAfter``, or from before trackd started (its age
    /// unknown). `false` without a fix.
    public private(set) var fixIsStale = false
    /// The speed to show, metres per second: the recorder's (the
    /// receiver's, else derived and smoothed; none while stopped), but none
    /// for a stale fix.
    public private(set) var speed: Double?

    /// The snapshot of `state`, `source` and `forwarding`, seen at `now`.
    public init(
        state: RecordingState, source: SourceStatus, forwarding: [ForwardingStatus], seenAt now: MonotonicInstant
    ) {
        self.state = state
        self.source = source
        self.forwarding = forwarding
        see(at: now)
    }

    /// The same snapshot seen at `now`: the fix's age, staleness and the
    /// speed to show decided again, in this one place, for a view drawn
    /// later than the snapshot was taken (ages tick on without a change).
    public func seen(at now: MonotonicInstant) -> MapSnapshot {
        var snapshot = self
        snapshot.see(at: now)
        return snapshot
    }

    /// Every point recorded, as the trace counts them; the figures count
    /// the same once those of a resumed recording are worked out.
    public var recordedPoints: Int { state.trace.count }

    private mutating func see(at now: MonotonicInstant) {
        fixAge = state.currentFixArrival.map { now.seconds(since: $0) }
        fixIsStale = state.currentFix != nil && (fixAge.map { $0 > Self.staleAfter } ?? true)
        speed = fixIsStale ? nil : state.speed
    }
}

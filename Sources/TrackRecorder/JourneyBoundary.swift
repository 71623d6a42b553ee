import FoundationEssentials
import TrackModel

/// Where one journey ends and the next begins, for `autosave_after_idle`:
/// a vehicle nobody drives by hand records each trip as a track of its own.
///
/// A journey ends once the position has stayed within ``radius`` of one
/// place for ``idleLimit`` seconds (parked), or no fix has come for that
/// long (receiver off, garage). The next begins at the first fix farther
/// than ``radius`` from where it stood: until then fixes are held back.
/// Once it has moved off, the held fixes since the receiver left its
/// standing position (the last fix within ``standingRadius`` of it, and every
/// one after) are recorded before it, so the journey starts where the
/// vehicle started, and a parked car's hours of jitter never become a track.
///
/// Times are the fixes' own (a replay at any speed decides as it would live),
/// or the arrival time for a fix without one.
struct JourneyBoundary: Sendable {
    /// What to do with a fix.
    enum Verdict: Equatable {
        /// Part of the journey under way: record it.
        case record
        /// Still before departure: do not record it (it is kept as the
        /// departure point until a later fix replaces it).
        case hold
        /// The journey under way ended before this fix; save it, then ask
        /// again about this fix for the next journey.
        case journeyEnded(Autosave.Reason)
        /// The next journey begins: record `departure` (the held fixes since
        /// the receiver left its standing position, oldest first), then this
        /// fix.
        case depart(departure: [Fix])
    }

    /// Seconds without movement or without a fix that end a journey.
    let idleLimit: Double
    /// Metres a fix must be from where the position stood to count as
    /// movement: wider than a parked receiver's wander.
    let radius: Double
    /// Metres within which a held fix is still at the standing position: a
    /// standing receiver's scatter (or twice the fix's error estimate, if
    /// more).
    let standingRadius: Double
    /// The most held fixes kept for the departure (an hour at 1 Hz): a
    /// receiver creeping within ``radius`` for longer keeps the newest.
    static let maximumDeparture = 3600

    /// Where the position has stood since `standingSince`.
    private var anchor: Fix?
    private var standingSince: Date?
    /// The held fixes since the receiver was last at its standing position,
    /// that one first.
    private var departure: [Fix] = []
    /// The time of the newest fix seen.
    private var lastFixTime: Date?

    init(idleLimit: Double, radius: Double, standingRadius: Double = 10) {
        self.idleLimit = idleLimit
        self.radius = radius
        self.standingRadius = standingRadius
    }

    /// Starts from a journey already under way whose newest point is `last`
    /// (a recording resumed after a restart).
    mutating func resume(after last: Fix, at time: Date) {
        anchor = last
        standingSince = time
        lastFixTime = time
    }

    /// Decides about `fix`, which came at `arrival`; `journeyUnderWay` says
    /// whether the recording already has points.
    mutating func observe(_ fix: Fix, arrival: Date, journeyUnderWay: Bool) -> Verdict {
        let time = fix.time ?? arrival
        let gap = lastFixTime.map { time.timeIntervalSince($0) } ?? 0
        let moved = anchor.map { GeodesicDistance.metres(from: $0, to: fix) > radius } ?? true
        if journeyUnderWay {
            if gap >= idleLimit { return endJourney(.noFix) }
            if !moved, let standingSince, time.timeIntervalSince(standingSince) >= idleLimit {
                return endJourney(.noMovement)
            }
            lastFixTime = time
            if moved { stand(at: fix, since: time) }
            return .record
        }
        lastFixTime = time
        guard let anchor else {
            stand(at: fix, since: time)
            departure = [fix]
            return .hold
        }
        if !moved {
            let standing = max(standingRadius, 2 * (fix.horizontalError ?? 0))
            if GeodesicDistance.metres(from: anchor, to: fix) <= standing {
                departure = [fix]
            } else {
                departure.append(fix)
                if departure.count > Self.maximumDeparture { departure.removeFirst() }
            }
            return .hold
        }
        let held = departure
        departure = []
        stand(at: fix, since: time)
        return .depart(departure: held)
    }

    /// Forgets the journey: the next fix starts a wait for departure.
    mutating func reset() {
        anchor = nil
        standingSince = nil
        departure = []
        lastFixTime = nil
    }

    private mutating func endJourney(_ reason: Autosave.Reason) -> Verdict {
        reset()
        return .journeyEnded(reason)
    }

    private mutating func stand(at fix: Fix, since time: Date) {
        anchor = fix
        standingSince = time
    }
}

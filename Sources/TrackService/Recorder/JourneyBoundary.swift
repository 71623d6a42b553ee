import FoundationEssentials
import TrackModel

/// Where one journey ends and the next begins, for `autosave_after_idle`:
/// a vehicle nobody drives by hand records each trip as a track of its own.
///
/// A journey ends once the position has stayed within ``radius`` of one
/// place for ``idleLimit`` seconds (parked), or no fix has come for that
/// long (receiver off, garage). The next begins at the first fix farther
/// than ``radius`` from where it stood: until then fixes are held back, and
/// only the last of them is recorded, as the point of departure, so a
/// parked car's hours of jitter never become a track.
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
        /// The next journey begins: record `departure` (the last fix held
        /// back, if any), then this fix.
        case depart(departure: Fix?)
    }

    /// Seconds without movement or without a fix that end a journey.
    let idleLimit: Double
    /// Metres a fix must be from where the position stood to count as
    /// movement: wider than a parked receiver's wander.
    let radius: Double

    /// Where the position has stood since `standingSince`.
    private var anchor: Fix?
    private var standingSince: Date?
    /// The newest fix held back before departure.
    private var departure: Fix?
    /// The time of the newest fix seen.
    private var lastFixTime: Date?

    init(idleLimit: Double, radius: Double) {
        self.idleLimit = idleLimit
        self.radius = radius
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
        if anchor == nil || !moved {
            if anchor == nil { stand(at: fix, since: time) }
            departure = fix
            return .hold
        }
        let from = departure
        departure = nil
        stand(at: fix, since: time)
        return .depart(departure: from)
    }

    /// Forgets the journey: the next fix starts a wait for departure.
    mutating func reset() {
        anchor = nil
        standingSince = nil
        departure = nil
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

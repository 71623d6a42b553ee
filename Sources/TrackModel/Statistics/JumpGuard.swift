import FoundationEssentials
import Glibc

/// Keeps bad fixes hundreds of metres off out of the figures, and follows a
/// receiver that really is elsewhere without counting the jump.
///
/// A fix is implausible when reaching it from the last accepted one would
/// take more than a vehicle can do:
/// * faster than ``StatisticsSettings/maximumPlausibleSpeed``, or
/// * farther from where the recent velocity leads than the noise of two
///   fixes plus braking or speeding up at
///   ``StatisticsSettings/maximumPlausibleAcceleration`` explains (a
///   receiver standing still does not cover 270 m in two seconds, though
///   135 m/s is a plausible speed). The velocity is taken over up to
///   ``velocityBaseline`` seconds of accepted fixes, over fewer in a
///   track's first seconds, where the noise it carries grows as its
///   baseline shortens: a walk's fifth fix 30 m off is no step of 41 m;
/// * when either fix has no time, longer than
///   ``StatisticsSettings/longestStepWithoutTime``.
///
/// Implausible fixes are held back; once ``fixesToAcceptJump`` of them in a
/// row agree with each other, the receiver is taken to be there.
///
/// A plausible fix ``sparseInterval`` or more after the fix before it
/// waits for the next: a logger that writes every 10 m writes a receiver's
/// outlier 25 m off, plausible after seconds of silence, and the fix a
/// second later, back on the path, which is implausible from the outlier.
/// When the next fix is implausible from the waiting one but plausible
/// from the last accepted one, and lies nearer where the recent velocity
/// leads, or where the mover stood, the waiting one is the outlier, and is
/// left out; otherwise it is accepted. Kept, the outlier stood and the fix
/// back was left out: the fix after, seconds later, lay within reach of
/// both, and the spike out and back counted twice its length.
///
/// A track's second fix waits alike, however soon it comes: until it,
/// the guard knows no velocity, and any fix is plausible. An outlier 15 m
/// off a second after the first fix stood, and the fix back a second later
/// was left out as unreachable from it (a walk of 30 minutes behind a
/// receiver that throws 3% of its fixes 15 m off read +2.1% and +1.7% at
/// two of 26 seed sets, +0.6% and +0.2% waiting). Nor does the velocity
/// from the first fix to the second say where the third can be reached
/// from, when the second is the outlier: it is left out when it is a
/// spike out and back between the first and the third
/// (``isSpike(_:before:after:unclaimedSigma:)``). A hike logged by its
/// receiver's position every 10 m whose second point lay 30 m off read
/// +3.3% with it, -2.5% without.
///
/// For that test alone, a fix that claims no error is taken to err as the
/// track has shown its receiver to (``judge(_:scatter:)``), not by the
/// five metres assumed without it: three times five metres for each fix
/// let a fix come back a second after an outlier 30 m off. A hike logged
/// by its receiver's position every 10 m, behind a receiver that throws 1%
/// of its fixes 30 m off, read 2.4% off on average over 26 seed sets
/// (-6.6% to +7.9%); 2.1% with the receiver's scatter, 1.5% with the place
/// the mover stood as well.
struct JumpGuard {
    /// What to do with a fix.
    enum Verdict: Equatable {
        /// Count it from the last accepted fix.
        case accept(Fix)
        /// The receiver is elsewhere: start afresh from these fixes, without
        /// counting the jump; `way` is what the mover covered meanwhile at
        /// its recent pace (see ``wayAcross(to:)``), metres.
        case relocate([Fix], way: Double)
    }

    /// Seconds after the fix before it (accepted or not) from which a fix
    /// waits for the next (see the type's discussion). At 1 Hz no fix waits
    /// but one after a missed fix; over 2 s a vehicle's 1 g reaches 20 m, a
    /// walker's outlier.
    static let sparseInterval = 2.0

    /// Fixes in a row, consistent among themselves, that it takes to move
    /// across an implausible jump.
    static let fixesToAcceptJump = 3
    /// How many of the fixes' noise (one standard deviation) the way
    /// through a track's second fix must be longer than the way straight
    /// from the first to the third for the second to be a spike
    /// (``isSpike(_:before:after:unclaimedSigma:)``): noise alone makes a
    /// detour of two or three of them now and then where the receiver
    /// stands, and there the second fix lies where the third does.
    static let spikeInNoises = 4.0
    /// Seconds of accepted fixes the recent velocity is measured over, once
    /// there are as many.
    static let velocityBaseline = 5.0

    private let settings: StatisticsSettings
    /// Recent accepted fixes with times, oldest first: the last one, and
    /// enough before it for the velocity.
    private var accepted: [Fix] = []
    private var candidates: [Fix] = []
    /// A fix plausible from the last accepted one, waiting for the next
    /// (see ``sparseInterval``).
    private var waiting: Fix?
    /// The time of the fix judged last, whatever the verdict.
    private var lastReceived: Date?

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { accepted.count + candidates.count + (waiting == nil ? 0 : 1) }

    init(settings: StatisticsSettings) {
        self.settings = settings
    }

    /// The fix waiting for the next, accepted: nothing after it says it was
    /// an outlier (the track ends here, or its segment).
    mutating func release() -> Fix? {
        guard let held = waiting else { return nil }
        waiting = nil
        accept(held)
        return held
    }

    /// Starts again (a new segment), without a fix still waiting, if any:
    /// ``release()`` it first.
    mutating func reset() {
        accepted = []
        candidates = []
        waiting = nil
        lastReceived = nil
    }

    /// Judges the next fix; returns what to do with it and with the one that
    /// waited for it, oldest first: nothing while it waits or is left out.
    /// `scatter` is the white scatter the track has shown of its receiver
    /// (``ScatterEstimate/white``), if it has yet.
    mutating func judge(_ fix: Fix, scatter: Double?) -> [Verdict] {
        let previous = lastReceived
        lastReceived = fix.time
        var verdicts: [Verdict] = []
        if let held = waiting {
            waiting = nil
            if !isOutlier(held, before: fix, scatter: scatter) {
                accept(held)
                verdicts.append(.accept(held))
            }
        }
        guard let last = accepted.last, isImplausible(fix, after: last, velocityFrom: accepted.first) else {
            let waits = accepted.last != nil && (Self.isSparse(fix, after: previous) || knowsNoVelocity(for: fix))
            candidates = []
            guard !waits else {
                waiting = fix
                return verdicts
            }
            accept(fix)
            return verdicts + [.accept(fix)]
        }
        if let previous = candidates.last, isImplausible(fix, after: previous, velocityFrom: nil) {
            candidates = []
        }
        candidates.append(fix)
        guard candidates.count >= Self.fixesToAcceptJump else { return verdicts }
        let arrived = candidates
        let way = wayAcross(to: arrived[0])
        accepted = []
        for fix in arrived { accept(fix) }
        candidates = []
        return verdicts + [.relocate(arrived, way: way)]
    }

    /// Whether the guard knows no velocity to judge timed `fix` by: one
    /// timed fix accepted, the first of a track or segment (see the type's
    /// discussion).
    private func knowsNoVelocity(for fix: Fix) -> Bool {
        accepted.count == 1 && accepted[0].time != nil && fix.time != nil
    }

    /// Whether `fix` comes ``sparseInterval`` or more after the fix before
    /// it, received at `previous`.
    private static func isSparse(_ fix: Fix, after previous: Date?) -> Bool {
        guard let from = previous, let to = fix.time else { return false }
        return Self.seconds(from: from, to: to) >= Self.sparseInterval
    }

    /// Whether `held`, which waited, is an outlier that `next` shows: `next`
    /// cannot be reached from it, fixes that claim no error erring as the
    /// receiver's `scatter` says, but can from the last accepted fix, and
    /// lies nearer where the recent velocity leads or the mover stood. (A
    /// logger's good fix written a second before an outlier is the other
    /// way round: the outlier cannot be reached from it either, but it lies
    /// on the way.)
    private func isOutlier(_ held: Fix, before next: Fix, scatter: Double?) -> Bool {
        guard let last = accepted.last else { return false }
        // The whole error the motion model takes for such a fix (``FixNoise``).
        let shown = scatter.map { FixNoise(white: $0, drift: FixNoise.driftPerWhiteUnclaimed * $0).total }
        if knowsNoVelocity(for: held) { return isSpike(held, before: next, after: last, unclaimedSigma: shown) }
        return isImplausible(next, after: held, velocityFrom: last, unclaimedSigma: shown)
            && !isImplausible(next, after: last, velocityFrom: accepted.first)
            && strayFromLead(held) > strayFromLead(next)
    }

    /// Whether `held`, a track's second fix, is a spike out and back
    /// between the first fix, `first`, and `next`: `next` can be reached
    /// from the first, lies nearer it than `held` does, and the way
    /// through `held` is longer than the way straight to `next` by more
    /// than ``spikeInNoises`` of the fixes' noise. Nothing yet says how
    /// fast the mover went, so reaching `next` from `held` says nothing
    /// either: an outlier a second after the first fix leads the velocity
    /// as far away as it lies.
    private func isSpike(_ held: Fix, before next: Fix, after first: Fix, unclaimedSigma: Double?) -> Bool {
        let plane = LocalPlane(latitude: first.latitude, longitude: first.longitude)
        let out = plane.point(latitude: held.latitude, longitude: held.longitude)
        let back = plane.point(latitude: next.latitude, longitude: next.longitude)
        let detour = out.length + (back - out).length - back.length
        let noise = max(
            Self.sigma(of: held, unclaimed: unclaimedSigma), Self.sigma(of: next, unclaimed: unclaimedSigma))
        return out.length > back.length && detour > Self.spikeInNoises * noise
            && !isImplausible(next, after: first, velocityFrom: nil)
    }

    /// One standard deviation of `fix`'s error, metres: what it claims, or
    /// for a fix that claims nothing, `unclaimed` when given (at least a
    /// metre, as ``FixUncertainty/horizontalSigma``).
    private static func sigma(of fix: Fix, unclaimed: Double?) -> Double {
        guard fix.claimedSigma == nil, let unclaimed else { return fix.horizontalSigma }
        return max(1, unclaimed)
    }

    /// The metres the recent velocity covers from the last accepted fix to
    /// `fix`, the first beyond a jump, when that fix comes within
    /// ``velocityBaseline`` seconds; never more than the jump itself.
    ///
    /// A run of reflections in an urban canyon jumps out and back while
    /// the vehicle drives on: each jump's second still took it the way its
    /// speed says. After a longer silence nothing says where it went, and
    /// the way counts nothing.
    private func wayAcross(to fix: Fix) -> Double {
        guard let last = accepted.last, let first = accepted.first, let from = first.time, let to = last.time,
            let arrival = fix.time
        else { return 0 }
        let baseline = Self.seconds(from: from, to: to)
        let seconds = Self.seconds(from: to, to: arrival)
        guard baseline > 0, seconds > 0, seconds <= Self.velocityBaseline else { return 0 }
        let speed = GeodesicDistance.metres(from: first, to: last) / baseline
        return min(speed * seconds, GeodesicDistance.metres(from: last, to: fix))
    }

    private mutating func accept(_ fix: Fix) {
        guard fix.time != nil, accepted.last?.time != nil else {
            accepted = [fix]
            return
        }
        accepted.append(fix)
        // Keep the newest fix at least a baseline before the last, and what follows it.
        if let last = fix.time,
            let keep = accepted.lastIndex(where: { Self.seconds(from: $0.time!, to: last) >= Self.velocityBaseline }),
            keep > 0
        {
            accepted.removeFirst(keep)
        }
    }

    /// Whether reaching `fix` from `last` takes more than a vehicle can do:
    /// too fast, or, given a `reference` before `last`, too far from where
    /// the velocity from the reference to `last` leads. A fix that claims
    /// no error errs by `unclaimedSigma` when given (at least a metre, as
    /// ``FixUncertainty/horizontalSigma``).
    private func isImplausible(
        _ fix: Fix, after last: Fix, velocityFrom reference: Fix?, unclaimedSigma: Double? = nil
    ) -> Bool {
        // On a plane around `last`, which also tells the geodesic's verdicts
        // on the step's length without working the geodesic out.
        let plane = LocalPlane(latitude: last.latitude, longitude: last.longitude)
        let point = plane.point(latitude: fix.latitude, longitude: fix.longitude)
        func isLonger(than limit: Double) -> Bool {
            GeodesicDistance.isLonger(from: last, to: fix, than: limit, planeMetres: point.length)
        }
        guard let from = last.time, let to = fix.time else { return isLonger(than: settings.longestStepWithoutTime) }
        let seconds = Self.seconds(from: from, to: to)
        guard seconds > 0 else { return false }
        if isLonger(than: settings.maximumPlausibleSpeed * seconds) { return true }
        guard let reference, let lead = Self.lead(to: point, on: plane, seconds: seconds, from: reference, to: last)
        else { return false }
        let noise =
            3 * (Self.sigma(of: last, unclaimed: unclaimedSigma) + Self.sigma(of: fix, unclaimed: unclaimedSigma))
        let allowed =
            noise * (1 + lead.ratio)
            + settings.maximumPlausibleAcceleration * seconds * seconds / 2
        return lead.deviation > allowed
    }

    /// How far `point`, `seconds` after `last` on its `plane`, lies from
    /// where the velocity from `reference` to `last` leads, and those
    /// seconds over the velocity's baseline; `nil` without a baseline.
    private static func lead(
        to point: LocalPlane.Point, on plane: LocalPlane, seconds: Double, from reference: Fix, to last: Fix
    ) -> (deviation: Double, ratio: Double)? {
        guard let start = reference.time, let from = last.time else { return nil }
        let baseline = Self.seconds(from: start, to: from)
        guard baseline > 0 else { return nil }
        // The reference lies where the recent velocity came from, so
        // `point + earlier * seconds / baseline` is how far the fix is from
        // where that velocity leads.
        let earlier = plane.point(latitude: reference.latitude, longitude: reference.longitude)
        let ratio = seconds / baseline
        return (hypot(point.east + earlier.east * ratio, point.north + earlier.north * ratio), ratio)
    }

    /// How far `fix` lies from where the recent velocity leads from the last
    /// accepted fix or from that fix itself, whichever is nearer: after a
    /// minute's silence a walker may have stopped, and its velocity carried
    /// on for the minute leads 50 m past it, as near an outlier as to where
    /// it stands.
    private func strayFromLead(_ fix: Fix) -> Double {
        guard let last = accepted.last else { return 0 }
        let plane = LocalPlane(latitude: last.latitude, longitude: last.longitude)
        let point = plane.point(latitude: fix.latitude, longitude: fix.longitude)
        guard let from = last.time, let to = fix.time, let reference = accepted.first,
            let lead = Self.lead(
                to: point, on: plane, seconds: Self.seconds(from: from, to: to), from: reference, to: last)
        else { return point.length }
        return min(lead.deviation, point.length)
    }

    /// Seconds from `earlier` to `later` as the motion model counts them,
    /// since 1970: a `Date` read back from storage can differ from the one
    /// recorded in its last bit since 2001, and a resumed recording must
    /// come to the same verdicts and figures.
    private static func seconds(from earlier: Date, to later: Date) -> Double {
        later.timeIntervalSince1970 - earlier.timeIntervalSince1970
    }
}

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
struct JumpGuard {
    /// What to do with a fix.
    enum Verdict: Equatable {
        /// Count it from the last accepted fix.
        case accept
        /// Leave it out.
        case ignore
        /// The receiver is elsewhere: start afresh from these fixes, without
        /// counting the jump; `way` is what the mover covered meanwhile at
        /// its recent pace (see ``wayAcross(to:)``), metres.
        case relocate([Fix], way: Double)
    }

    /// Fixes in a row, consistent among themselves, that it takes to move
    /// across an implausible jump.
    static let fixesToAcceptJump = 3
    /// Seconds of accepted fixes the recent velocity is measured over, once
    /// there are as many.
    static let velocityBaseline = 5.0

    private let settings: StatisticsSettings
    /// Recent accepted fixes with times, oldest first: the last one, and
    /// enough before it for the velocity.
    private var accepted: [Fix] = []
    private var candidates: [Fix] = []

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { accepted.count + candidates.count }

    init(settings: StatisticsSettings) {
        self.settings = settings
    }

    /// Starts again (a new segment).
    mutating func reset() {
        accepted = []
        candidates = []
    }

    /// Judges the next fix.
    mutating func judge(_ fix: Fix) -> Verdict {
        guard let last = accepted.last, isImplausible(fix, after: last, judgingAcceleration: true) else {
            accept(fix)
            candidates = []
            return .accept
        }
        if let previous = candidates.last, isImplausible(fix, after: previous, judgingAcceleration: false) {
            candidates = []
        }
        candidates.append(fix)
        guard candidates.count >= Self.fixesToAcceptJump else { return .ignore }
        let arrived = candidates
        let way = wayAcross(to: arrived[0])
        accepted = []
        for fix in arrived { accept(fix) }
        candidates = []
        return .relocate(arrived, way: way)
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
    /// too fast, or, with `judgingAcceleration`, too far from where the
    /// velocity over the accepted fixes (up to a baseline before `last`, to
    /// `last`) leads.
    private func isImplausible(_ fix: Fix, after last: Fix, judgingAcceleration: Bool) -> Bool {
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
        guard judgingAcceleration, let reference = accepted.first, let start = reference.time else { return false }
        let baseline = Self.seconds(from: start, to: from)
        guard baseline > 0 else { return false }
        // The reference lies where the recent velocity came from, so
        // `point + earlier * seconds / baseline` is how far the fix is from
        // where that velocity leads.
        let earlier = plane.point(latitude: reference.latitude, longitude: reference.longitude)
        let ratio = seconds / baseline
        let deviation = hypot(point.east + earlier.east * ratio, point.north + earlier.north * ratio)
        let noise = 3 * (last.horizontalSigma + fix.horizontalSigma)
        let allowed =
            noise * (1 + ratio)
            + settings.maximumPlausibleAcceleration * seconds * seconds / 2
        return deviation > allowed
    }

    /// Seconds from `earlier` to `later` as the motion model counts them,
    /// since 1970: a `Date` read back from storage can differ from the one
    /// recorded in its last bit since 2001, and a resumed recording must
    /// come to the same verdicts and figures.
    private static func seconds(from earlier: Date, to later: Date) -> Double {
        later.timeIntervalSince1970 - earlier.timeIntervalSince1970
    }
}

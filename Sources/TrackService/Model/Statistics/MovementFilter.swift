import FoundationEssentials

/// Decides which steps between fixes are movement, so that receiver noise
/// does not become distance.
///
/// * A fix that reports its own speed (Doppler, which does not wander with
///   the position) settles it: at walking pace or faster every step counts,
///   below it none does.
/// * Without a speed, a step counts only once the fix is farther from the
///   last counted position (the anchor) than the noise radius: twice the
///   larger horizontal error estimate of the two, at least
///   ``StatisticsSettings/minimumNoiseRadius``. A receiver standing still
///   scatters around the anchor and adds nothing; a moving one adds its path
///   in steps of about that radius.
/// * A fix that would mean moving faster than
///   ``StatisticsSettings/maximumPlausibleSpeed`` from the anchor (a bad cold
///   fix kilometres away) is ignored. When several fixes in a row agree with
///   each other but not with the anchor, the receiver really is elsewhere: the
///   filter moves there without counting the jump.
struct MovementFilter {
    /// A step that counts as movement.
    struct Step {
        var metres: Double
        /// Seconds it took, when both fixes had a time.
        var seconds: Double?
    }

    /// Fixes in a row, consistent among themselves, that it takes to move
    /// the anchor across an implausible jump.
    static let fixesToAcceptJump = 3

    private let settings: StatisticsSettings
    private var anchor: Fix?
    private var jumpCandidates: [Fix] = []

    init(settings: StatisticsSettings) {
        self.settings = settings
    }

    /// Starts again (a new segment).
    mutating func reset() {
        anchor = nil
        jumpCandidates = []
    }

    /// Takes the next usable fix; returns the step it completes, if any.
    mutating func add(_ fix: Fix) -> Step? {
        guard let anchor else {
            self.anchor = fix
            return nil
        }
        let metres = GeodesicDistance.metres(from: anchor, to: fix)
        let seconds = Self.seconds(from: anchor, to: fix)
        if isImplausible(metres: metres, seconds: seconds) {
            acceptJump(to: fix)
            return nil
        }
        jumpCandidates = []
        if let speed = fix.speed {
            // The receiver's own speed says whether it moves.
            self.anchor = fix
            return speed >= settings.movingSpeedThreshold ? Step(metres: metres, seconds: seconds) : nil
        }
        guard metres > noiseRadius(anchor, fix) else { return nil }
        self.anchor = fix
        return Step(metres: metres, seconds: seconds)
    }

    private func noiseRadius(_ first: Fix, _ second: Fix) -> Double {
        let error = max(first.horizontalError ?? 0, second.horizontalError ?? 0)
        return max(settings.minimumNoiseRadius, 2 * error)
    }

    private func isImplausible(metres: Double, seconds: Double?) -> Bool {
        guard let seconds, seconds > 0 else { return false }
        return metres / seconds > settings.maximumPlausibleSpeed
    }

    /// Collects fixes beyond an implausible jump; moves the anchor once
    /// enough of them agree.
    private mutating func acceptJump(to fix: Fix) {
        if let last = jumpCandidates.last {
            let metres = GeodesicDistance.metres(from: last, to: fix)
            if isImplausible(metres: metres, seconds: Self.seconds(from: last, to: fix)) { jumpCandidates = [] }
        }
        jumpCandidates.append(fix)
        if jumpCandidates.count >= Self.fixesToAcceptJump {
            anchor = fix
            jumpCandidates = []
        }
    }

    private static func seconds(from first: Fix, to second: Fix) -> Double? {
        guard let from = first.time, let to = second.time else { return nil }
        return to.timeIntervalSince(from)
    }
}

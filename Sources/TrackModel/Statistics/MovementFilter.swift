/// Counts the steps the motion model cannot: between fixes that have no time
/// (a drawn route, a file whose points carry none), and across a gap between
/// two runs of the model. A step counts once the fix is farther from the last
/// counted position (the anchor) than the noise radius: twice the larger
/// horizontal error estimate of the two, and across a gap at least
/// ``StatisticsSettings/minimumNoiseRadius`` (a receiver that stood through
/// the gap has drifted). Points without a time and without an error estimate
/// are a drawn or exported route, whose positions are exact: every step
/// counts, and the route's length is its geodesic sum.
struct MovementFilter {
    /// A step that counts.
    struct Step {
        var metres: Double
        /// Whether both fixes had a time: the step is within the duration.
        var timed: Bool
    }

    private let settings: StatisticsSettings
    private var anchor: Fix?

    init(settings: StatisticsSettings) {
        self.settings = settings
    }

    /// Starts again from `fix` without counting the way there.
    mutating func restart(at fix: Fix?) {
        anchor = fix
    }

    /// Takes the next fix; returns the step it completes, if any.
    mutating func add(_ fix: Fix) -> Step? {
        guard let anchor else {
            self.anchor = fix
            return nil
        }
        let metres = GeodesicDistance.metres(from: anchor, to: fix)
        let error = max(anchor.horizontalError ?? 0, fix.horizontalError ?? 0)
        let timed = anchor.time != nil && fix.time != nil
        guard metres > (timed ? max(settings.minimumNoiseRadius, 2 * error) : 2 * error) else { return nil }
        self.anchor = fix
        return Step(metres: metres, timed: timed)
    }
}

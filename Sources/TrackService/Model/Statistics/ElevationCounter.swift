/// Climb and descent from a series of altitudes, with hysteresis: a change
/// counts once the altitude has moved ``StatisticsSettings/elevationHysteresis``
/// metres from the last level counted, so the wander of GPS altitude is not
/// climbing.
struct ElevationCounter {
    let hysteresis: Double
    /// Metres climbed.
    private(set) var gain = 0.0
    /// Metres descended.
    private(set) var loss = 0.0
    private var level: Double?

    init(hysteresis: Double) {
        self.hysteresis = hysteresis
    }

    mutating func add(_ altitude: Double) {
        guard let level else {
            self.level = altitude
            return
        }
        if altitude - level > hysteresis {
            gain += altitude - level
            self.level = altitude
        } else if level - altitude > hysteresis {
            loss += level - altitude
            self.level = altitude
        }
    }
}

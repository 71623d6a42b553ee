/// Climb and descent from a series of altitudes, counted from turning point
/// to turning point: a rise counts, whole, once the altitude has come down
/// `threshold` metres from its top (or the track ends at least `threshold`
/// above the last valley), so that the wander of GPS altitude is not
/// climbing and a real climb loses nothing at its top.
///
/// The threshold comes with each altitude: it follows what the track shows
/// of the altitude's error (``TrackMeter``).
struct ElevationCounter: Sendable {
    private enum Trend {
        case unknown, rising, falling
    }

    /// Metres climbed and descended between confirmed turning points.
    private var confirmedGain = 0.0
    private var confirmedLoss = 0.0
    /// The last turning point counted (the first altitude at the start).
    private var turn: Double?
    /// The highest altitude since `turn` while rising, the lowest while
    /// falling.
    private var extreme = 0.0
    private var trend = Trend.unknown

    /// Metres climbed, the rise in progress included once it counts.
    var gain: Double { confirmedGain + (trend == .rising ? extreme - (turn ?? extreme) : 0) }
    /// Metres descended, likewise.
    var loss: Double { confirmedLoss + (trend == .falling ? (turn ?? extreme) - extreme : 0) }

    mutating func add(_ altitude: Double, threshold: Double) {
        guard let turn else {
            self.turn = altitude
            return
        }
        switch trend {
        case .unknown:
            if altitude >= turn + threshold {
                trend = .rising
                extreme = altitude
            } else if altitude <= turn - threshold {
                trend = .falling
                extreme = altitude
            }
        case .rising:
            if altitude > extreme {
                extreme = altitude
            } else if altitude <= extreme - threshold {
                confirmedGain += extreme - turn
                self.turn = extreme
                trend = .falling
                extreme = altitude
            }
        case .falling:
            if altitude < extreme {
                extreme = altitude
            } else if altitude >= extreme + threshold {
                confirmedLoss += turn - extreme
                self.turn = extreme
                trend = .rising
                extreme = altitude
            }
        }
    }
}

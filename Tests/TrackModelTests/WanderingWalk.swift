import Foundation
import TruthJourneys

@testable import TrackModel

/// A walker whose heading turns at random every second, as a dog or a
/// stroller in a park goes (another generator's ramble,
/// `scripts/bench-independent.py`): the heading turns by 0.25 rad (one
/// standard deviation) each second, and the pace wanders by 0.05 m/s a
/// second within 0.4-1.1 m/s. Each second's way is straight, so the sum of
/// the steps between its positions is its length.
enum WanderingWalk {
    /// Where the walker is at each of `seconds + 1` whole seconds, metres
    /// east and north of where it began, drawn from `seed`.
    static func positions(seconds: Int, seed: UInt64) -> [LocalPlane.Point] {
        var random = SeededRandom(seed: seed)
        var heading = Double.random(in: 0..<(2 * .pi), using: &random)
        var pace = 0.8
        var position = LocalPlane.Point(east: 0, north: 0)
        var positions = [position]
        for _ in 0..<seconds {
            heading += 0.25 * random.gaussian()
            pace = min(1.1, max(0.4, pace + 0.05 * random.gaussian()))
            position = LocalPlane.Point(
                east: position.east + pace * sin(heading), north: position.north + pace * cos(heading))
            positions.append(position)
        }
        return positions
    }
}

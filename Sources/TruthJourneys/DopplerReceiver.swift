import Foundation
import TrackModel

/// What a receiver reports of its own speed and course from Doppler: the
/// true velocity with 0.1 m/s of white noise along and across the way (the
/// course errs by that over the speed: a degree at 6 m/s, anything at a
/// standstill).
public struct DopplerReceiver {
    /// The white noise along and across the way, m/s.
    public static let scatter = 0.1

    private var along: SeededRandom
    private var across: SeededRandom

    /// A receiver whose noise is drawn from `seed`.
    public init(seed: UInt64) {
        along = SeededRandom(seed: seed &+ 0x5EED)
        across = SeededRandom(seed: seed &+ 0xC0A5E)
    }

    /// Writes into `fix` the speed and course reported while the mover goes
    /// at `speed` m/s on `course` degrees.
    public mutating func report(speed: Double, course: Double, into fix: inout Fix) {
        let along = speed + self.along.gaussian() * Self.scatter
        let across = self.across.gaussian() * Self.scatter
        fix.speed = max(0, along)
        let reported = course + atan2(across, along) * 180 / .pi
        fix.course = reported - 360 * (reported / 360).rounded(.down)
    }
}

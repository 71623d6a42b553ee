import SyncPrimitives

/// Follows a receiver whose error shifts at once by metres, as it does when
/// the satellites in its solution change: fixes that lie together farther
/// from where the mover's recent velocity leads than any mover gets in the
/// time (``acceleration``) are the same mover seen through a shifted error,
/// not a way it went. Every later fix is taken less the shifts so far
/// (``offset``), so that no shift counts as way or as movement: an hour
/// parked behind a receiver whose error shifted by 10-15 m now and then read
/// 12-14 m and 6-9 s moving.
///
/// A real start, stop or turn stays within what the mover can do in the
/// time, and an outlier, or a few that do not lie together, is no shift
/// (``OutlierGate``). What the mover can do is bounded by how its velocity
/// changed, too: one that ends about as fast as it began got no farther
/// from where that velocity led than speeding up for half the time and
/// slowing down for the other half (`a t² / 4`), not `a t² / 2`. A parked
/// receiver whose error shifted by 19 m across a missed fix, 2 s, was
/// within the reach of 1 g over 2 s; an hour parked behind a 2 m drift
/// shifting by 4 m every 5 minutes read some way and seconds moving at
/// 24 of 400 seed sets, at 13 with the velocity's change bounding it.
struct ErrorShift: Sendable {
    /// The most a mover speeds up, brakes or turns, m/s²
    /// (``StatisticsSettings/maximumPlausibleAcceleration``).
    let acceleration: Double
    /// Standard deviations of the fixes' white scatter a shift must lie
    /// beyond what the mover could do, and within which the fixes after it
    /// must lie together.
    static let deviations = 3.0
    /// Seconds of fixes taken before a shift that give the mover's velocity
    /// there.
    static let baseline = 3.0

    /// The sum of the shifts so far: what every fix is taken less.
    private(set) var offset = LocalPlane.Point(east: 0, north: 0)
    /// The last fixes taken (less the offset), from the newest at least
    /// ``baseline`` seconds before the last one on.
    private var recent = FIFOQueue<(time: Double, position: LocalPlane.Point)>()

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { recent.count }

    /// The last fix taken (less the offset), `nil` before the first.
    var lastTaken: (time: Double, position: LocalPlane.Point)? { recent.isEmpty ? nil : recent[recent.count - 1] }

    init(acceleration: Double) {
        self.acceleration = acceleration
    }

    /// `measurement` less the shifts so far.
    func unshifted(_ measurement: MotionSmoother.Measurement) -> MotionSmoother.Measurement {
        measurement.less(offset)
    }

    /// Notes a fix taken (already less the offset).
    mutating func took(_ measurement: MotionSmoother.Measurement) {
        recent.append((measurement.time, measurement.position))
        while recent.count > 2, measurement.time - recent[1].time >= Self.baseline { _ = recent.popFirst() }
    }

    /// The shift that `fixes`, held in a row after the last fix taken (and
    /// already less the offset), show: where they lie together and go on at
    /// the recent velocity, beyond what any mover could reach from where
    /// that velocity led. `nil` when they show none; else the offset grows
    /// by it.
    mutating func shift(in fixes: [MotionSmoother.Measurement]) -> LocalPlane.Point? {
        guard let first = recent.first, case let last = recent[recent.count - 1], last.time > first.time,
            let arrival = fixes.first?.time, let departure = fixes.last?.time, arrival > last.time
        else { return nil }
        let span = last.time - first.time
        let velocity = (last.position - first.position).scaled(by: 1 / span)
        // Each fix against where the velocity leads at its time.
        let misses = fixes.map { fix in
            fix.position - (last.position + velocity.scaled(by: fix.time - last.time))
        }
        let shift = misses.reduce(LocalPlane.Point(east: 0, north: 0), +).scaled(by: 1 / Double(misses.count))
        // A white scatter of `white` on each axis is one of `√2 white` in
        // two axes.
        let scatter = fixes[0].noise.white * 2.0.squareRoot()
        let deviations = Self.deviations
        guard misses.allSatisfy({ ($0 - shift).length <= deviations * scatter }) else { return nil }
        // Going on as before: the held fixes' own velocity is the recent one,
        // within what two velocities from fixes `span` and `after` seconds
        // apart err by.
        let after = departure - arrival
        let gap = arrival - last.time
        // With no velocity of their own, the held fixes leave any end
        // velocity possible.
        var velocityChange = acceleration * gap
        if after > 0 {
            let change = (misses[misses.count - 1] - misses[0]).scaled(by: 1 / after).length
            let erring = deviations * scatter * (2 / (span * span) + 2 / (after * after)).squareRoot()
            guard change <= erring else { return nil }
            velocityChange = min(velocityChange, change + erring)
        }
        // Beyond the last fix's scatter and the velocity's carried to the
        // last held fix, and beyond the way any mover gets from where its
        // velocity led by the first: whatever it did after, it went on as
        // before.
        let spansCarried = (departure - last.time) / span
        let carried = scatter * (1 + 2 * spansCarried * spansCarried).squareRoot()
        guard shift.length > reach(in: gap, changingVelocityBy: velocityChange) + deviations * carried else {
            return nil
        }
        offset = offset + shift
        return shift
    }
}

extension ErrorShift {
    /// The farthest a mover gets in `seconds` from where its velocity led,
    /// speeding up, braking or turning at ``acceleration`` at most, when
    /// its velocity ends `change` m/s from where it began (at most
    /// `acceleration × seconds`): at full acceleration towards the shift
    /// and then back, `a t² / 4 + Δv t / 2 − Δv² / 4a`; `a t² / 2` for a
    /// velocity that may end anywhere.
    func reach(in seconds: Double, changingVelocityBy change: Double) -> Double {
        acceleration * seconds * seconds / 4 + change * seconds / 2 - change * change / (4 * acceleration)
    }
}

extension MotionSmoother.Measurement {
    /// The same fix taken `shift` nearer: less a shift of the receiver's
    /// error.
    func less(_ shift: LocalPlane.Point) -> Self {
        var measurement = self
        measurement.position = position - shift
        return measurement
    }
}

import Glibc

/// Estimates position, velocity and the receiver's drift from fixes with a
/// Kalman filter (``DriftingAxes``; altitude on an axis of its own), then
/// smooths each estimate with the fixes that follow it (Rauch-Tung-Striebel,
/// run backwards over a window): a fixed-lag smoother.
///
/// Each fix weighs by its own noise (``Measurement/noise``); the
/// receiver's speed and course, when it gives them, are a velocity
/// measurement, taken only while it agrees with where the positions go
/// (``ReportedVelocityCheck``) and with the filter's own estimate (a gate):
/// a receiver that reports 0 while its positions move kilometres is
/// outvoted, not obeyed.
///
/// Smoothing runs in batches: once the fixes held span ``lag`` plus
/// ``batch`` seconds, those older than ``lag`` seconds are final and leave,
/// but the newest of them, from which the next batch is eased so that the
/// way has no seam (``ease(_:moved:movedAltitude:from:)``).
/// The cost of a fix stays flat however long the run; ``remaining()``
/// smooths what is held with the fixes so far, for live figures and for the
/// end of a run.
struct MotionSmoother {
    /// One fix as the filter takes it.
    struct Measurement {
        /// Seconds since 1970.
        var time: Double
        var position: LocalPlane.Point
        /// The position's white scatter and drift.
        var noise: FixNoise
        var altitude: Double?
        /// One standard deviation of the altitude, metres.
        var altitudeSigma: Double
        /// East and north velocity from the receiver's speed and course,
        /// metres a second on the ground.
        var velocity: LocalPlane.Point?
        /// How much of the model's acceleration the mover is allowed here.
        var accelerationScale: Double = 1
        /// Whether the fix lay where the model foresaw it no better than one
        /// time in 20 (``OutlierGate/suspect``): a reflection the gate let
        /// pass is such a fix, and its error is no scatter.
        var unforeseen = false
        /// What the fix says of its own error, from which ``noise`` is
        /// figured again as the fix enters the smoother (``MotionRun``);
        /// `nil` where ``noise`` stands as given.
        var claim: FixErrorClaim?

        /// One standard deviation of the position on each axis, metres.
        var sigma: Double { noise.total }
    }

    /// One filtered fix, kept until it is final.
    private struct Entry {
        var time: Double
        /// Where the fix itself put the receiver.
        var measured: LocalPlane.Point
        /// The fix's whole noise, metres.
        var noise: Double
        /// What the noise can explain of the way to another fix, metres.
        var sigma: Double
        /// How far the ends of a stretch err against each other.
        var stretchError: StretchError
        /// The receiver's own velocity, metres a second east and north on
        /// the ground, when the filter took it.
        var reportedVelocity: LocalPlane.Point?
        /// Whether the model foresaw the fix no better than one time in 20.
        var unforeseen: Bool
        /// What the known drift wanders the smoothed step to this fix by
        /// (``DriftWander``), metres² on each axis.
        var wander = 0.0
        /// What that drift puts in a bend's cut (``MotionSample/bendNoise``).
        var bendNoise = 0.0
        var scale: LocalPlane.Scale
        var horizontal: DriftingAxes.Estimate
        var altitude: AxisState?
        var altitudeCovariance: AxisCovariance?
        /// What this entry's prediction was, before its fix: the smoother
        /// compares the smoothed state with it.
        var predictedEast: SIMD3<Double>
        var predictedNorth: SIMD3<Double>
        var predictedAltitude: AxisState?
        /// The gains toward the next entry, once there is one.
        var gain: Matrix3?
        var altitudeGain: SmootherGain?
    }

    /// Seconds of later fixes each estimate waits for before it is final.
    let lag: Double
    /// Seconds of fixes made final at once.
    let batch: Double
    /// The horizontal model.
    let axes: DriftingAxes
    /// The same for altitude.
    let verticalAcceleration: Double
    /// The receiver's velocity is taken while it stays within this many
    /// standard deviations of the filter's (chi-square, two degrees of
    /// freedom: 13.8 is the 99.9% bound).
    static let velocityGate = 13.8
    /// One standard deviation of a receiver's velocity, m/s.
    static let velocitySigma = 0.2
    /// Metres of a way measured by the receiver's own velocity that remain
    /// uncertain: far less than its positions' drift.
    static let measuredTravelSigma = 1.0

    private let plane: LocalPlane
    private var entries: [Entry] = []
    /// Where the last pass made the first entry held final, and its
    /// altitude: that entry stays for the next pass to measure the seam
    /// against (``ease(_:moved:movedAltitude:from:)``); `nil` before any
    /// pass.
    private var seam: (position: LocalPlane.Point, altitude: Double?)?
    /// The first entry whose sample is still to come: the one after the
    /// ``seam``'s.
    private var firstToCome: Int { seam == nil ? 0 : 1 }
    private var wander: DriftWander
    private var velocityCheck: ReportedVelocityCheck

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { heldFixes + velocityCheck.heldValues }
    /// The fixes held: each a sample still to come, and the one last made
    /// final (``seam``).
    var heldFixes: Int { entries.count }

    /// One standard deviation of the velocity before the first fix says
    /// anything of it, m/s: as fast as a plausible receiver goes, so that
    /// the model does not hold back a run's first steps.
    let initialSpeed: Double

    init(
        plane: LocalPlane, lag: Double, batch: Double, axes: DriftingAxes, verticalAcceleration: Double,
        initialSpeed: Double
    ) {
        self.plane = plane
        self.lag = lag
        self.batch = batch
        self.axes = axes
        self.verticalAcceleration = verticalAcceleration
        self.initialSpeed = initialSpeed
        velocityCheck = ReportedVelocityCheck(window: lag)
        wander = DriftWander(correlation: axes.correlation)
    }

    /// Takes the next fix (later than the last); returns the samples that
    /// became final, oldest first.
    mutating func add(_ measurement: Measurement) -> [MotionSample] {
        var measurement = measurement
        if !velocityCheck.admits(measurement) { measurement.velocity = nil }
        if let last = entries.last {
            let next = filtered(after: last, measurement)
            entries[entries.count - 1].gain = axes.smootherGain(
                from: last.horizontal.covariance, toward: next.1, over: measurement.time - last.time)
            if let altitudeCovariance = last.altitudeCovariance, let predicted = next.2 {
                entries[entries.count - 1].altitudeGain = altitudeCovariance.smootherGain(
                    toward: predicted, over: measurement.time - last.time)
            }
            var entry = next.0
            let wandered = wandering(after: last, measurement)
            entry.wander = wandered.step
            entry.bendNoise = wandered.bend
            entries.append(entry)
        } else {
            entries.append(first(measurement))
        }
        // A step longer than a batch after the seam leaves nothing to make
        // final until the fix after it is ``lag`` seconds old: no pass.
        guard let newest = entries.last?.time, let oldest = entries.first?.time, newest - oldest >= lag + batch,
            entries[firstToCome].time <= newest - lag
        else { return [] }
        let samples = smoothed()
        let final = samples.prefix { $0.time <= newest - lag }
        guard let last = final.last else { return [] }
        entries.removeFirst(firstToCome + final.count - 1)
        seam = (last.position, last.altitude)
        return Array(final)
    }

    /// Makes room for `count` more fixes. A copy of the smoother shares
    /// the buffer of its fixes with the original until it changes it, and
    /// would then copy it once to change and again to grow.
    mutating func reserveCapacity(forMore count: Int) { entries.reserveCapacity(entries.count + count) }

    /// Every fix held but the one already final, smoothed with the fixes so
    /// far, oldest first.
    func remaining() -> [MotionSample] { smoothed() }

    private func first(_ measurement: Measurement) -> Entry {
        var horizontal = axes.first(at: measurement.position, noise: measurement.noise, speed: initialSpeed)
        if let velocity = measurement.velocity,
            let taken = axes.corrected(
                horizontal, byVelocity: velocity, variance: Self.velocitySigma * Self.velocitySigma, gate: .infinity)
        {
            horizontal = taken
        }
        let altitude = Self.startingAltitude(measurement)
        return Entry(
            time: measurement.time, measured: measurement.position, noise: measurement.sigma,
            sigma: travelSigma(measurement, velocityTaken: measurement.velocity != nil),
            stretchError: StretchError(measurement.noise), reportedVelocity: measurement.velocity,
            unforeseen: measurement.unforeseen,
            scale: plane.scale(atNorth: horizontal.north.x), horizontal: horizontal, altitude: altitude?.state,
            altitudeCovariance: altitude?.covariance, predictedEast: horizontal.east,
            predictedNorth: horizontal.north, predictedAltitude: altitude?.state)
    }

    /// The entry for `measurement` after `last`, with the covariances
    /// predicted before it (for the smoother gains).
    private func filtered(after last: Entry, _ measurement: Measurement) -> (
        Entry, Matrix3, AxisCovariance?
    ) {
        let seconds = measurement.time - last.time
        let predicted = axes.predicted(
            last.horizontal, over: seconds, noise: measurement.noise, accelerationScale: measurement.accelerationScale)
        var horizontal = axes.corrected(predicted, by: measurement.position, noise: measurement.noise)
        var velocityTaken = false
        if let velocity = measurement.velocity,
            let taken = axes.corrected(
                horizontal, byVelocity: velocity, variance: Self.velocitySigma * Self.velocitySigma,
                gate: Self.velocityGate)
        {
            horizontal = taken
            velocityTaken = true
        }
        let vertical = altitude(after: last, measurement, seconds: seconds)
        let entry = Entry(
            time: measurement.time, measured: measurement.position, noise: measurement.sigma,
            sigma: travelSigma(measurement, velocityTaken: velocityTaken),
            stretchError: StretchError(measurement.noise),
            reportedVelocity: velocityTaken ? measurement.velocity : nil, unforeseen: measurement.unforeseen,
            scale: plane.scale(atNorth: horizontal.north.x), horizontal: horizontal, altitude: vertical.state,
            altitudeCovariance: vertical.covariance, predictedEast: predicted.east, predictedNorth: predicted.north,
            predictedAltitude: vertical.predicted)
        return (entry, predicted.covariance, vertical.predictedCovariance)
    }

    /// What the drift the receiver is known to have wanders the smoothed
    /// step from `last` to `measurement` by, and puts in a bend's cut
    /// there, at the acceleration the model allowed over the step.
    private mutating func wandering(after last: Entry, _ measurement: Measurement) -> DriftWander.Variances {
        wander.variances(
            seconds: measurement.time - last.time,
            acceleration: axes.allowedAcceleration(from: last.horizontal, scale: measurement.accelerationScale),
            noise: measurement.noise)
    }

    /// The altitude axis after `last`: predicted, and corrected by the
    /// measurement's altitude if it has one; started by the first altitude.
    private func altitude(after last: Entry, _ measurement: Measurement, seconds: Double) -> (
        state: AxisState?, covariance: AxisCovariance?, predicted: AxisState?, predictedCovariance: AxisCovariance?
    ) {
        let variance = measurement.altitudeSigma * measurement.altitudeSigma
        guard let state = last.altitude, let covariance = last.altitudeCovariance else {
            let start = Self.startingAltitude(measurement)
            return (start?.state, start?.covariance, start?.state, nil)
        }
        let predicted = state.predicted(over: seconds)
        let predictedCovariance = covariance.predicted(over: seconds, acceleration: verticalAcceleration)
        guard let reading = measurement.altitude else {
            return (predicted, predictedCovariance, predicted, predictedCovariance)
        }
        let gain = predictedCovariance.positionGain(variance: variance)
        return (
            predicted.corrected(by: gain, toward: reading, from: predicted.position),
            predictedCovariance.afterPosition(gain), predicted, predictedCovariance
        )
    }

    /// The altitude axis started by the measurement's altitude, if it has
    /// one: there, not climbing, unsure of its rate by 2 m/s.
    private static func startingAltitude(_ measurement: Measurement) -> (state: AxisState, covariance: AxisCovariance)?
    {
        measurement.altitude.map {
            (
                AxisState(position: $0, velocity: 0),
                AxisCovariance(pp: measurement.altitudeSigma * measurement.altitudeSigma, pv: 0, vv: 4)
            )
        }
    }

    /// What the noise can explain of the way from this fix to another:
    /// the position's error, or once the receiver's own velocity was taken,
    /// the metre or so that velocity leaves uncertain.
    private func travelSigma(_ measurement: Measurement, velocityTaken: Bool) -> Double {
        velocityTaken ? min(measurement.sigma, Self.measuredTravelSigma) : measurement.sigma
    }

    /// Moves `samples` by a share of `moved`, what this pass moves the
    /// sample the last one made final (``seam``), and their altitudes by
    /// `movedAltitude`: all of it at that sample's time `start`, none
    /// ``batch`` seconds on. So the step across the seam is this pass's
    /// step, and the way has no seam.
    ///
    /// Each pass smooths the held fixes with ``batch`` seconds more of the
    /// fixes after them than the last, and moves each estimate by what
    /// those tell. Where the receiver's velocity was taken, it pins the
    /// shape of the way, and a pass moves a whole batch at once: the step
    /// across the seam between the last sample one pass made final and the
    /// first the next one did erred by 0.65 m on each axis behind a drift
    /// of 3 m over 20 s, while the steps within a batch erred by 0.14 m (a
    /// walker at 0.5 m/s with a Doppler speed, logged every 3 s). Each
    /// step's sideways error adds length (``DriftWander``): a stroll
    /// logged every 3 s with a Doppler speed behind that drift read +2.2%
    /// on average over the truth benchmark's 26 seed sets.
    private func ease(
        _ samples: inout [MotionSample], moved: LocalPlane.Point, movedAltitude: Double?, from start: Double
    ) {
        for index in samples.indices {
            let share = 1 - (samples[index].time - start) / batch
            guard share > 0 else { break }
            samples[index].position = samples[index].position + moved.scaled(by: share)
            if let movedAltitude, let altitude = samples[index].altitude {
                samples[index].altitude = altitude + share * movedAltitude
            }
        }
    }

    /// The held entries smoothed backwards from the newest, but the one
    /// already final (``seam``), eased from it (``ease(_:moved:movedAltitude:from:)``).
    private func smoothed() -> [MotionSample] {
        guard let newest = entries.last else { return [] }
        let first = firstToCome
        var samples = [MotionSample](
            repeating: MotionSample(
                time: 0, position: LocalPlane.Point(east: 0, north: 0), measured: LocalPlane.Point(east: 0, north: 0),
                scale: LocalPlane.Scale(east: 1, north: 1), altitude: nil, unforeseen: false, sigma: 0,
                stretchError: StretchError(white: 0, drift: 0), noise: 0, reportedVelocity: nil, wander: 0),
            count: entries.count - first)
        var east = newest.horizontal.east
        var north = newest.horizontal.north
        var altitude = newest.altitude
        var index = entries.count - 1
        while true {
            let entry = entries[index]
            if index < first, let seam {
                let moved = seam.position - LocalPlane.Point(east: east.x, north: north.x)
                let movedAltitude = seam.altitude.flatMap { final in altitude.map { final - $0.position } }
                ease(&samples, moved: moved, movedAltitude: movedAltitude, from: entry.time)
                break
            }
            samples[index - first] = MotionSample(
                time: entry.time, position: LocalPlane.Point(east: east.x, north: north.x), measured: entry.measured,
                scale: entry.scale, altitude: altitude?.position, unforeseen: entry.unforeseen, sigma: entry.sigma,
                stretchError: entry.stretchError, noise: entry.noise,
                reportedVelocity: entry.reportedVelocity, wander: entry.wander,
                bendNoise: entry.bendNoise)
            guard index > 0 else { break }
            let next = entry
            index -= 1
            let previous = entries[index]
            guard let gain = previous.gain else { break }
            east = previous.horizontal.east + gain * (east - next.predictedEast)
            north = previous.horizontal.north + gain * (north - next.predictedNorth)
            if let previousAltitude = previous.altitude {
                if let altitudeGain = previous.altitudeGain, let smoothedNext = altitude,
                    let predictedNext = next.predictedAltitude
                {
                    altitude = altitudeGain.smoothed(
                        previousAltitude, nextSmoothed: smoothedNext, nextPredicted: predictedNext)
                } else {
                    altitude = previousAltitude
                }
            } else {
                altitude = nil
            }
        }
        return samples
    }
}

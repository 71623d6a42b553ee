import FoundationEssentials
import Glibc

/// One unbroken stretch of timed fixes (no segment break, gap or jump in
/// it): its plane, its smoother and its classifier.
struct MotionRun {
    private let plane: LocalPlane
    private var smoother: MotionSmoother
    /// How sharply the smoother lets the mover accelerate, fix by fix.
    private var schedule: ManoeuvreSchedule
    private var classifier: MotionClassifier

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int {
        schedule.heldValues + smoother.heldValues + classifier.heldValues + receiver.heldValues
            + wait.held.count
    }
    /// What the track has shown of the receiver's error.
    private(set) var receiver: ReceiverEstimate
    private var convergence = ConvergenceAfterGap()
    /// The last fix taken, as received.
    private(set) var lastFix: Fix
    private var lastTime: Double

    /// Seconds over which the model's drift forgets itself.
    private let correlation: Double
    /// The run's first fixes, until the track shows its scatter.
    private var wait: ScatterWait

    /// A run that starts with `fix`, which has a time, with what the track
    /// so far showed of the receiver.
    init(first fix: Fix, time: Double, settings: StatisticsSettings, receiver: ReceiverEstimate) {
        self.receiver = receiver
        self.receiver.restart()
        correlation = settings.driftCorrelation
        wait = ScatterWait(from: time, longest: settings.smoothingLag)
        plane = LocalPlane(latitude: fix.latitude, longitude: fix.longitude)
        smoother = MotionSmoother(
            plane: plane, lag: settings.smoothingLag, batch: settings.smoothingLag / 2,
            axes: DriftingAxes(settings: settings),
            verticalAcceleration: settings.verticalAcceleration,
            initialSpeed: settings.maximumPlausibleSpeed)
        classifier = MotionClassifier(settings: settings)
        schedule = ManoeuvreSchedule(settings: settings)
        lastFix = fix
        lastTime = time
        _ = take(measurement(fix, time: time, interval: nil), interval: nil)
    }

    /// Takes `measurement` through the schedule; returns the samples that
    /// became final.
    private mutating func take(_ measurement: MotionSmoother.Measurement, interval: Double?) -> [MotionSample] {
        var samples: [MotionSample] = []
        schedule.add(
            measurement, after: interval,
            took: { taken in
                let standing = taken.velocity.map { $0.length < ReceiverEstimate.standingSpeed } ?? false
                receiver.taken(time: taken.time, point: taken.position, standing: standing)
            },
            release: { due in
                wait.hand(due, scatterShown: receiver.scatter.white != nil) {
                    samples += smoother.add(Self.refigured($0, shown: receiver, correlation: correlation))
                }
            })
        return samples
    }

    /// `measurement` with its noise figured again from its claim, as the
    /// track has shown `receiver` by now (``FixErrorClaim``).
    private static func refigured(
        _ measurement: MotionSmoother.Measurement, shown receiver: ReceiverEstimate, correlation: Double
    ) -> MotionSmoother.Measurement {
        guard let claim = measurement.claim else { return measurement }
        var measurement = measurement
        measurement.noise = claim.noise(shown: receiver, correlation: correlation)
        return measurement
    }

    /// Seconds from the last fix taken to `time`.
    func seconds(until time: Double) -> Double { time - lastTime }

    /// Takes the next fix, later than the last; returns the steps judged
    /// final.
    mutating func add(_ fix: Fix, time: Double) -> [MotionStep] {
        lastFix = fix
        let interval = time - lastTime
        lastTime = time
        var steps: [MotionStep] = []
        for sample in take(measurement(fix, time: time, interval: interval), interval: interval) {
            classifier.add(sample, into: &steps)
        }
        return steps
    }

    /// The steps still held, judged with the fixes so far: the end of the
    /// run, or for live figures, what it would be if it ended now.
    ///
    /// The copies of the smoother and the classifier share their buffers
    /// with the run's until they change: room for every fix still to come
    /// is made first, so that each buffer is copied once.
    func finished() -> [MotionStep] {
        var classifier = classifier
        var smoother = smoother
        let pending = wait.held + schedule.remaining()
        smoother.reserveCapacity(forMore: pending.count)
        classifier.reserveCapacity(forMore: smoother.heldFixes + pending.count)
        var steps: [MotionStep] = []
        for measurement in pending {
            let measurement = Self.refigured(measurement, shown: receiver, correlation: correlation)
            for sample in smoother.add(measurement) { classifier.add(sample, into: &steps) }
        }
        for sample in smoother.remaining() { classifier.add(sample, into: &steps) }
        classifier.finish(into: &steps)
        return steps
    }

    /// The fix as the smoother takes it; `interval` is the seconds since
    /// the run's fix before, `nil` for its first.
    private mutating func measurement(_ fix: Fix, time: Double, interval: Double?) -> MotionSmoother.Measurement {
        let position = plane.point(latitude: fix.latitude, longitude: fix.longitude)
        receiver.received(time: time, point: position)
        let claim = FixErrorClaim(
            claimed: fix.claimedSigma, estimated: fix.horizontalError != nil, fallback: fix.horizontalSigma,
            leastWhite: convergence.leastWhite(after: interval))
        var velocity: LocalPlane.Point?
        if let speed = fix.speed {
            if let course = fix.course {
                let radians = course * .pi / 180
                velocity = LocalPlane.Point(east: speed * sin(radians), north: speed * cos(radians))
            } else if speed < ReceiverEstimate.standingSpeed {
                velocity = LocalPlane.Point(east: 0, north: 0)
            }
        }
        return MotionSmoother.Measurement(
            time: time, position: position, noise: claim.noise(shown: receiver, correlation: correlation),
            altitude: fix.displayMode == .threeD ? fix.altitudeMSL ?? fix.altitudeHAE : nil,
            altitudeSigma: fix.verticalSigma, velocity: velocity, claim: claim)
    }
}

/// How a track's figures treat noisy receivers. The stored track keeps every
/// fix; these shape the statistics only.
public struct StatisticsSettings: Sendable, Equatable {
    /// Fixes whose horizontal error estimate is larger, metres, are not used
    /// for distance, speed, moving time or elevation (`accuracy_limit`).
    public var accuracyLimit = 50.0
    /// A climb or descent counts once it is this many standard deviations of
    /// the altitude's error: GPS altitude drifts over minutes, and on a long
    /// flat journey a drift of σ swings past 3-4 σ many times, past 5 σ
    /// hardly ever.
    public var climbThresholdSigmas = 5.0
    /// The least rise or fall, metres, that counts, however exact the
    /// altitude.
    public var smallestClimb = 1.0
    /// An altitude whose white scatter about a smooth profile never went
    /// above this, metres, is not raw GPS (a barometer, a map): its error is
    /// that scatter. GPS altitude at 1 Hz shows 1.5-3 m, its drift
    /// included; a barometer a few decimetres.
    public var smoothAltitudeScatter = 1.0
    /// A step slower than this, metres per second, is standing still.
    public var movingSpeedThreshold = 0.5
    /// Seconds over which movement has to get somewhere to be movement: a
    /// receiver's drift wanders back and forth, travel does not.
    public var persistenceWindow = 30.0
    /// The speed, metres per second, at which a ``persistenceWindow`` has to
    /// get somewhere, or less where the receiver's drift could not fake
    /// that much (a receiver of under a metre).
    public var persistenceSpeed = 0.5
    /// A longer window for walkers on a winding path: a hiker at 0.55 m/s
    /// on switchbacks turns back every minute, and neither the half minute
    /// around a hairpin (its way doubles back) nor the two minutes around it
    /// (they zigzag) gets far, while the minute along each leg does.
    public var windingPersistenceWindow = 60.0
    /// The speed at which a ``windingPersistenceWindow`` has to get
    /// somewhere: a stroll's. At 0.3 m/s, parked receivers whose 6 m drift
    /// wanders within half a minute passed for walkers two and a half times
    /// as often as before; at 0.4 m/s, 4% more often, and switchbacks gain
    /// the same.
    public var windingPersistenceSpeed = 0.4
    /// A longer window for slow movers: a walker at 0.3 m/s may stay within
    /// the drift for half a minute, not for two.
    public var slowPersistenceWindow = 120.0
    /// The speed at which a ``slowPersistenceWindow`` has to get somewhere.
    public var slowPersistenceSpeed = 0.25
    /// Seconds of later fixes the motion model waits for before a figure is
    /// final; live figures show the best estimate until then.
    public var smoothingLag = 30.0
    /// How sharply the model lets a receiver turn, speed up or brake:
    /// the spectral density of its horizontal acceleration at a standstill,
    /// m²/s³.
    public var horizontalAcceleration = 0.15
    /// What that grows by per (m/s)² of speed: bends are taken harder at
    /// speed (their acceleration is the speed squared over the radius).
    public var horizontalAccelerationPerSpeedSquared = 0.05
    /// Above this speed, metres per second (a runner's), the mover is a
    /// vehicle, whose bends at speed are sharper than a walker's or a
    /// runner's: a car goes round a roundabout of 20 m at 6 m/s.
    public var vehicleSpeed = 3.0
    /// What the acceleration grows by per (m/s)² of speed beyond
    /// ``vehicleSpeed``, on top of ``horizontalAccelerationPerSpeedSquared``:
    /// allowed only that, the model cut a roundabout taken at 6 m/s by a
    /// receiver whose error is white (2-6% short); four times that at
    /// speed, it follows it (within 2%) while a walker's path is what it was.
    public var vehicleAccelerationPerSpeedSquared = 0.15
    /// The share of that acceleration a mover is allowed while it travels
    /// steadily (a walker on a straight path, a car on a straight road):
    /// outside manoeuvres, the model takes wander for the receiver's drift
    /// rather than for the mover's (``ManoeuvreDetector``).
    public var steadyAccelerationShare = 0.05
    /// How often, per second, a mover travelling steadily is taken to
    /// start a manoeuvre: steady stretches last 100 s on average.
    public var manoeuvreStartRate = 0.01
    /// How often, per second, a mover manoeuvring is taken to end it:
    /// manoeuvres last about half a minute.
    public var manoeuvreEndRate = 0.03
    /// Seconds before and after a manoeuvre is seen in which the mover is
    /// allowed the whole acceleration: a turn is seen some seconds after
    /// it begins, once the fixes have left the steady path.
    public var manoeuvreMargin = 10.0
    /// Seconds over which a receiver's drift forgets itself, as the model
    /// takes it (about a minute for most receivers).
    public var driftCorrelation = 60.0
    /// The same for altitude, m²/s³.
    public var verticalAcceleration = 0.05
    /// A gap longer than this, seconds, between timed fixes ends a stretch of
    /// motion: the way across it counts as distance but not as moving time.
    public var longestMovingStep = 300.0
    /// Between fixes without a time, a fix has to be this far, metres, from
    /// the last counted position (or twice its error estimate, if more)
    /// before the step counts.
    public var minimumNoiseRadius = 10.0
    /// A step faster than this, metres per second (540 km/h), is a bad fix.
    public var maximumPlausibleSpeed = 150.0
    /// Speeding up or braking harder than this, m/s² (1 g), is a bad fix.
    public var maximumPlausibleAcceleration = 10.0
    /// A step longer than this, metres, where either fix has no time, is a
    /// bad fix (no speed to judge it by).
    public var longestStepWithoutTime = 5000.0

    public init() {}
}

/// What a track shows of its altitude's error, for climb: how far a rise
/// must go to be climbing, and how far the motion model may trust each
/// altitude.
///
/// A receiver that claims its vertical error (`epv`) reports GPS altitude,
/// which drifts over minutes: its claim is the error. Without a claim, an
/// altitude the track has shown smooth (its white scatter about a smooth
/// profile never above ``StatisticsSettings/smoothAltitudeScatter``) is a
/// barometer's or a map's, and its error is that scatter; a rougher one is
/// GPS, with one and a half times the position's error. A receiver whose
/// own filter makes GPS altitude smooth and claims nothing passes for a
/// barometer: nothing in the altitudes tells them apart.
struct AltitudeError: Sendable {
    private let settings: StatisticsSettings
    /// The white scatter of the altitudes, learned as the position's is.
    private var scatter = ScatterEstimate(axes: 1)

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { scatter.heldValues }
    /// The most ``scatter`` has shown once settled: one quiet minute of GPS
    /// altitude must not pass for a barometer.
    private var roughest: Double?
    /// One standard deviation of the latest altitude as its fix claims it
    /// (or GPS's as its position suggests), and whether it claimed one.
    private var claimedSigma: Double?
    private var claimed = false

    init(settings: StatisticsSettings) {
        self.settings = settings
    }

    /// Learns from a timed fix with an altitude.
    mutating func learn(from fix: Fix, time: Double) {
        guard fix.displayMode == .threeD, let altitude = fix.altitudeMSL ?? fix.altitudeHAE else { return }
        scatter.add(time: time, altitude: altitude)
        if scatter.isSettled, let white = scatter.white { roughest = max(roughest ?? 0, white) }
        claimedSigma = fix.verticalSigma
        claimed = fix.verticalError != nil
    }

    /// The error of a smooth altitude that claims none, once the track has
    /// shown it smooth.
    private var smoothSigma: Double? {
        guard !claimed, let roughest, roughest < settings.smoothAltitudeScatter else { return nil }
        return roughest
    }

    /// The rise or fall that counts as climb now, metres:
    /// ``StatisticsSettings/climbThresholdSigmas`` standard deviations of the
    /// altitude's error.
    var climbThreshold: Double {
        max(settings.smallestClimb, settings.climbThresholdSigmas * (smoothSigma ?? claimedSigma ?? 0))
    }

    /// `fix` as the motion model should weigh its altitude: a smooth one
    /// with the error it has shown, not GPS's.
    func modelled(_ fix: Fix) -> Fix {
        guard let smoothSigma else { return fix }
        var modelled = fix
        modelled.verticalError = 2 * smoothSigma
        return modelled
    }
}

/// How a track's figures treat noisy receivers. The stored track keeps every
/// fix; these shape the statistics only.
public struct StatisticsSettings: Sendable, Equatable {
    /// Fixes whose horizontal error estimate is larger, metres, are not used
    /// for distance, speed, moving time or elevation (`accuracy_limit`).
    public var accuracyLimit = 50.0
    /// Altitude has to move this far, metres, from the last level counted
    /// before a climb or descent counts (GPS altitude wanders by metres).
    public var elevationHysteresis = 5.0
    /// Altitudes are averaged over this many fixes before the hysteresis,
    /// which takes their noise from metres to a fraction of one.
    public var elevationSmoothing = 5
    /// A step slower than this, metres per second, is standing still.
    public var movingSpeedThreshold = 0.5
    /// A step longer than this, seconds, is not moving time.
    public var longestMovingStep = 300.0
    /// Without a speed from the receiver, a fix has to be this far, metres,
    /// from the last counted position (or twice its error estimate, if more)
    /// before the step counts: noise of a standing receiver adds nothing.
    public var minimumNoiseRadius = 10.0
    /// A step faster than this, metres per second (540 km/h), is a bad fix.
    public var maximumPlausibleSpeed = 150.0

    public init() {}
}

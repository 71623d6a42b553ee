/// What a fix says of its own error, apart from what the track shows of
/// its receiver: the error the receiver claims (`eph`, or an HDOP's
/// metres), or its mode's fallback where it claims none, and the least
/// white scatter the model takes for it (a receiver converging after a
/// lost sky: ``ConvergenceAfterGap``).
///
/// A fix's noise (``FixNoise``) is figured from this and from what the
/// track has shown of the receiver so far (``ReceiverEstimate``): once as
/// the fix arrives, for the outlier gate and the manoeuvre detector, and
/// again as it enters the smoother, ``StatisticsSettings/manoeuvreMargin``
/// seconds later, with what the track has shown by then; a run's first
/// fixes wait for the track to show its scatter (``ScatterWait``). Figured
/// as they arrived, a run's first fixes took the claim's guess into the
/// smoother: an exact receiver claiming an HDOP of 1.2 was smoothed as
/// 3.6 m off for its first seconds, the smoother followed the first
/// Doppler speeds it took, 0.1 m/s off, and an error-free walk at 0.3 or
/// 0.6 m/s read its maximum +3.4% and +4.2% on average over the truth
/// benchmark's 26 seed sets, up to 11.5% and 10.0% (+0.2% and +0.3% now,
/// up to 0.4% and 0.5%).
struct FixErrorClaim: Sendable {
    /// The error the receiver claims, one standard deviation on each axis,
    /// metres; `nil` where it claims none.
    var claimed: Double?
    /// Whether ``claimed`` is the receiver's own estimate (`eph`), not an
    /// HDOP's.
    var estimated: Bool
    /// The error taken where the receiver claims none, metres.
    var fallback: Double
    /// The least white scatter taken, metres.
    var leastWhite: Double

    /// The fix's noise as the track has shown `receiver` so far, its drift
    /// forgotten over `correlation` seconds.
    func noise(shown receiver: ReceiverEstimate, correlation: Double) -> FixNoise {
        var noise = FixNoise(
            claimed: claimed, estimated: estimated, scatter: receiver.scatter.white, fallback: fallback,
            diffusion: receiver.drift.diffusion, assuredDiffusion: receiver.drift.assuredDiffusion,
            learningDrift: receiver.drift.isLearning, correlation: correlation)
        noise.white = max(noise.white, leastWhite)
        return noise
    }
}

/// Holds a run's first fixes from the smoother until the track has shown
/// its scatter (``ScatterEstimate``), so that they enter it with the noise
/// the track shows rather than the claim's guess (``FixErrorClaim``), or
/// until ``StatisticsSettings/smoothingLag`` seconds have passed: a logger
/// whose fixes lie too far apart never shows its scatter. Fixes due after
/// the wait pass straight on.
///
/// The track shows its scatter within its first 13 fixes, and a fix
/// enters the smoother ``StatisticsSettings/manoeuvreMargin`` seconds
/// after it arrives: at 1 Hz, all but a run's first fix or few entered
/// with it.
/// The first, entered as the guess (an exact receiver claiming an HDOP of
/// 1.2: 3.6 m off) beside fixes taken as centimetres off, was placed by
/// the smoother on the line the next fixes draw, and a car circling from a
/// standstill gained 4 m on its first two steps.
struct ScatterWait: Sendable {
    /// The fixes held, oldest first.
    private(set) var held: [MotionSmoother.Measurement] = []
    /// The time from which no fix waits, seconds since 1970.
    private let until: Double
    private var isOver = false

    /// A wait for a run that begins at `start`, seconds since 1970, of
    /// `longest` seconds at most.
    init(from start: Double, longest: Double) {
        until = start + longest
    }

    /// Hands `measurement`, due to enter the smoother, to `handOn`, after
    /// the fixes held, once the track has shown its scatter
    /// (`scatterShown`) or the wait has run out; holds it until then.
    mutating func hand(
        _ measurement: MotionSmoother.Measurement, scatterShown: Bool,
        to handOn: (MotionSmoother.Measurement) -> Void
    ) {
        guard !isOver else { return handOn(measurement) }
        held.append(measurement)
        guard scatterShown || measurement.time >= until else { return }
        isOver = true
        for fix in held { handOn(fix) }
        held = []
    }
}

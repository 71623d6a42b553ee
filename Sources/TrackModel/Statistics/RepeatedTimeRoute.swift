/// The way through the fixes that repeat the time of a run's first fix,
/// counted as a route's in case no later time comes.
///
/// The motion model leaves out a fix that repeats the time of the one
/// before it: a logger writing several fixes a second in whole seconds, or
/// a second's few extra ones, adds nothing its next second does not show.
/// But some exporters stamp every point of a track with one time (the
/// track's start or the moment of export): all its points but the first
/// were left out, and such a track read 0 m. So from a run's first fix on,
/// the fixes that repeat its time are followed as points without a time
/// are (``MovementFilter``: every step of exact points, steps longer than
/// twice their error estimate otherwise; their altitudes as a route's).
/// If a later time comes, they were a second's extra fixes and are
/// forgotten; if the run ends without one, they were a route, and its way
/// and climb count as distance only, as a drawn route's do.
struct RepeatedTimeRoute {
    private var way: MovementFilter
    private var elevation = ElevationCounter()
    private let smallestClimb: Double
    /// Metres of route so far.
    private(set) var metres = 0.0
    /// The last fix that repeated the time, if any did.
    private(set) var last: Fix?

    /// Begins at a run's first `fix`.
    init(first fix: Fix, settings: StatisticsSettings) {
        way = MovementFilter(settings: settings)
        smallestClimb = settings.smallestClimb
        way.restart(at: Self.untimed(fix))
        addAltitude(of: fix)
    }

    /// Takes the next fix that repeats the time of the run's first.
    mutating func add(_ fix: Fix) {
        if let step = way.add(Self.untimed(fix)) { metres += step.metres }
        addAltitude(of: fix)
        last = fix
    }

    private mutating func addAltitude(of fix: Fix) {
        if let altitude = fix.altitudeMSL ?? fix.altitudeHAE {
            elevation.add(altitude, threshold: smallestClimb)
        }
    }

    /// `fix` as a point without a time: ``MovementFilter`` counts its steps
    /// as a route's.
    private static func untimed(_ fix: Fix) -> Fix {
        var untimed = fix
        untimed.time = nil
        return untimed
    }

    /// Metres the route climbed and descended.
    var climb: (gain: Double, loss: Double) { (elevation.gain, elevation.loss) }
}

/// Judges whether a receiver's own velocity (its speed and course) agrees
/// with where its positions go, so that the motion model takes it as
/// evidence only while it does.
///
/// Over the last ``window`` seconds the reported velocity, integrated, has
/// to account for the positions' displacement to within what the noise of
/// two positions explains (three standard deviations of each). A receiver
/// that writes speed 0 while it travels fails within half a minute and is
/// outvoted until it agrees again; a Doppler speed agrees to a fraction of
/// a metre per second and is kept.
struct ReportedVelocityCheck {
    /// Seconds over which reported velocity and positions are compared.
    let window: Double
    /// Seconds of reports it takes before the check can fail.
    static let shortestSpan = 5.0

    private struct Mark {
        var time: Double
        var position: LocalPlane.Point
        /// The reported velocity integrated from the first report, metres.
        var travelled: LocalPlane.Point
    }

    private var marks: [Mark] = []
    private var head = 0
    private var lastReport: (time: Double, east: Double, north: Double)?

    init(window: Double) {
        self.window = window
    }

    /// Takes the next measurement; returns whether its reported velocity,
    /// if any, agrees with the positions.
    mutating func admits(_ measurement: MotionSmoother.Measurement) -> Bool {
        // A fix without a report leaves the comparison as it stands: the
        // reports on either side of it are integrated across it.
        guard let velocity = measurement.velocity else { return false }
        if let lastReport, measurement.time - lastReport.time > window {
            marks = []
            head = 0
            self.lastReport = nil
        }
        var travelled = marks.last?.travelled ?? LocalPlane.Point(east: 0, north: 0)
        if let lastReport {
            let seconds = measurement.time - lastReport.time
            travelled.east += (lastReport.east + velocity.east) / 2 * seconds
            travelled.north += (lastReport.north + velocity.north) / 2 * seconds
        }
        lastReport = (measurement.time, velocity.east, velocity.north)
        marks.append(Mark(time: measurement.time, position: measurement.position, travelled: travelled))
        while head + 1 < marks.count, measurement.time - marks[head + 1].time >= window { head += 1 }
        if head > 256, head * 2 > marks.count {
            marks.removeFirst(head)
            head = 0
        }
        let reference = marks[head]
        guard measurement.time - reference.time >= Self.shortestSpan else { return true }
        let east = (measurement.position.east - reference.position.east) - (travelled.east - reference.travelled.east)
        let north =
            (measurement.position.north - reference.position.north) - (travelled.north - reference.travelled.north)
        return (east * east + north * north).squareRoot() <= 3 * 2.0.squareRoot() * measurement.sigma
    }
}

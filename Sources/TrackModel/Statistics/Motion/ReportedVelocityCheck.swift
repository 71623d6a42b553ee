import SyncPrimitives

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
///
/// A report of movement is compared within the noise the smoother explains
/// the positions by, the drift it models included (``FixNoise/modelledTotal``):
/// where the track shows its drift wandering faster than the classifier's
/// bounded drift allows, the positions stray from a true velocity by that
/// much. Judged by the bounded noise, a dog walk's Doppler velocity behind
/// a receiver whose 3 m drift wanders over 20 s was refused at 249 of its
/// 1,426 fixes (at seed set 0), and the smoother cut the turns there: the
/// walk read 2.6% short on average over the truth benchmark's 26 seed
/// sets, 1.9% with this (rows beyond 2% 21 -> 12). A report of standing
/// stops the mover, and is compared within the bounded noise, as the
/// classifier judges standing: within the modelled noise, a walker at
/// 0.3 m/s behind a speed stuck at 0 would stand.
///
/// Reports count only once they have been compared over ``shortestSpan``,
/// and a report that the receiver stands only once the positions could
/// have shown it walking (``walkingPace``): the first seconds of a run (a
/// speed stuck at 0 from the start) are the positions' alone.
struct ReportedVelocityCheck {
    /// Seconds over which reported velocity and positions are compared.
    let window: Double
    /// The longest a report that the receiver stands may be compared
    /// over, seconds: as long as its positions need to show a walk at
    /// ``walkingPace`` beyond their noise (8.5 s for each metre of it), up
    /// to a receiver erring by 7 m. Over ``window`` alone (the smoother's
    /// half minute) a receiver of 4 m never could: its speed of 0 at a
    /// bike's stops at lights went unheard while its drift crept on, and
    /// the bike read +1.2% moving time on average over the truth
    /// benchmark's 26 seed sets, up to +3.8% (-1.1% and -1.5% with this).
    /// A moving report keeps to ``window``: integrated over fixes 10 s
    /// apart on a winding road, a Doppler velocity strays from the
    /// positions over a minute by more than their noise.
    static let longestStandingWindow = 60.0
    /// Seconds of reports it takes before they can be compared with the
    /// positions, and so taken.
    static let shortestSpan = 5.0
    /// A report slower than this, metres per second, says the receiver
    /// stands; it is taken only once the positions compared could have
    /// shown a walk at this pace beyond their noise. Until a track has
    /// shown its scatter the noise is taken from HDOP, metres wide, and
    /// five seconds of a walk would pass for standing: a speed stuck at 0
    /// would stop the walker until the noise is known.
    static let walkingPace = 0.5

    private struct Mark {
        var time: Double
        var position: LocalPlane.Point
        /// The reported velocity integrated from the first report, metres.
        var travelled: LocalPlane.Point
    }

    /// The marks of the last ``longestStandingWindow`` seconds, oldest
    /// first, and the newest mark at least that old: what the reports are
    /// compared over.
    private var marks = FIFOQueue<Mark>()

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { marks.count }
    private var reference: Mark?
    private var lastReport: (time: Double, east: Double, north: Double)?
    /// The reported velocity integrated from the first report, metres.
    private var travelled = LocalPlane.Point(east: 0, north: 0)

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
            marks = FIFOQueue()
            reference = nil
            self.lastReport = nil
        }
        if let lastReport {
            let seconds = measurement.time - lastReport.time
            travelled.east += (lastReport.east + velocity.east) / 2 * seconds
            travelled.north += (lastReport.north + velocity.north) / 2 * seconds
        }
        lastReport = (measurement.time, velocity.east, velocity.north)
        let mark = Mark(time: measurement.time, position: measurement.position, travelled: travelled)
        marks.append(mark)
        while let oldest = marks.first, measurement.time - oldest.time >= Self.longestStandingWindow {
            reference = marks.popFirst()
        }
        let standing = velocity.length < Self.walkingPace
        let noise = standing ? measurement.sigma : measurement.noise.modelledTotal
        let tolerance = 3 * 2.0.squareRoot() * noise
        let age = standing ? min(max(window, tolerance / Self.walkingPace), Self.longestStandingWindow) : window
        guard let reference = newestMark(atLeast: age, before: measurement.time) else { return false }
        let span = measurement.time - reference.time
        guard span >= Self.shortestSpan, !standing || span * Self.walkingPace >= tolerance else { return false }
        let east = (measurement.position.east - reference.position.east) - (travelled.east - reference.travelled.east)
        let north =
            (measurement.position.north - reference.position.north) - (travelled.north - reference.travelled.north)
        return (east * east + north * north).squareRoot() <= tolerance
    }

    /// The newest mark at least `age` seconds before `time`, or where none
    /// is, the oldest held.
    private func newestMark(atLeast age: Double, before time: Double) -> Mark? {
        // Marks are in time order: find the first one younger than `age`.
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if time - marks[middle].time >= age { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? marks[low - 1] : reference ?? marks.first
    }
}

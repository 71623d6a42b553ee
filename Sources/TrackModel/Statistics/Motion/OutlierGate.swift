import Glibc

/// Leaves out a fix or two far from where the motion model foresaw them,
/// once the fix after them shows the mover never went there: a receiver's
/// outliers (a reflection, a bad satellite), which the ``JumpGuard`` lets
/// pass when they lie within what a vehicle could reach (30 m in two or
/// three seconds), but which no walker took.
///
/// Each fix goes through the ``ManoeuvreDetector``. One whose miss
/// (``ManoeuvreDetector/Reading/miss``) is beyond ``gate`` is held, and so
/// is the next while it misses too, up to ``mostHeld`` fixes; one whose
/// miss is beyond ``suspect``, or that came ``silence`` seconds after the
/// fix before it, is held until the next fix alone. The held fixes are
/// left out when the fix after them lies within the gate of where the
/// model foresaw it without them, surprised the model less than they did,
/// and the track is likelier, by more than ``margin``, with them thrown
/// anywhere within 50 m than with the mover there: their surprises
/// (``ManoeuvreDetector/Reading/surprise``) taken in turn and the next
/// fix's after them, beyond the next fix's without them and an outlier's
/// surprise for each (a likelihood ratio). A surprise, unlike a miss,
/// counts how loosely the model foresaw a fix: a logger that writes every
/// 10 m throws a fix 25 m off after 5-15 s, which the model, foreseeing
/// loosely, barely misses, and comes back a second later; only the
/// surprises say the detour out and back is less likely than one bad fix.
/// Where the next fix is the outlier, a good fix held for a silence alone
/// surprised the model less than that fix does without it (the model,
/// foreseeing loosely, finds it anywhere), and stays. Otherwise they are
/// taken, however far off (the model
/// has yet to catch up with the mover), so that a real turn or stop,
/// which the fixes after it go on showing, is followed two fixes late.
/// Left out, an outlier neither draws the smoothed path to it nor counts
/// as a chord out and back.
///
/// The fix that shows held ones out is held in turn, until the fix after
/// it says whether the mover went there: it may be the next outlier. A
/// receiver throwing 3% of its fixes 15 m off throws two in a row now and
/// then, and a logger that writes whenever its position lies 10 m from
/// the last point written writes every one of them; taken at once, the
/// second outlier stood where the track went on, the good fix a second
/// later was beyond the gate of it, and after the logger's next silence
/// that fix was left out in its place, and the next outlier was taken
/// for the same reason: a hike so logged, at set 17000, left out 9 good
/// fixes and read +4.3% in distance and +8.3% in moving time; 5 and +1.0%
/// and +4.0% with the fix held. Over the truth benchmark's 26 seed sets,
/// rows beyond 2% 113 and 186 -> 110 and 182.
///
/// After a silence the model foresees too loosely to tell an outlier from
/// the fix a second after it, and a fix held for the silence and the next,
/// seconds later, that lie farther apart than the mover got across it are
/// held together: the fix after them says which of the two lies off the
/// way (``SilencePair``). The kept one is then held alone, as any fix
/// after a silence is: both may be outliers.
///
/// Held fixes that lie together beyond what any mover reaches in the time
/// are the receiver's error shifting (``ErrorShift``): they and every fix
/// after them are taken less the shift.
///
/// A run's first fix is never held, and the few after it hardly ever: the
/// model does not yet know the mover's velocity, and foresees them loosely.
struct OutlierGate: Sendable {
    /// A fix whose miss is beyond this (chi-square, two degrees of freedom)
    /// is held with the next while it misses too: four standard deviations
    /// on an axis, which a fix the model foresaw lies beyond once in 3,000.
    /// At six (36), a car's outliers 15 m off passed: at 6 m/s the
    /// model allows a few metres a second, and a car circling a roundabout
    /// behind a receiver that throws 3% of its fixes 15 m off read +9.8%
    /// (+0.6% at four).
    static let gate = 16.0
    /// A fix whose miss is beyond this, within the gate, is held until the
    /// next fix says whether the mover went there: at 12 m/s the model
    /// allows so much that an outlier 15 m off misses by less than the
    /// gate, but the fix after it misses where the model, drawn to the
    /// outlier, foresaw it (a car circling at 12 m/s behind the receiver
    /// above read +2 to +4%, a car's maximum speed +8 to +26%, with the
    /// gate alone; within 1.7% and 4%). A fix the model foresaw lies beyond
    /// it one time in 20, and waits a fix. A fix taken beyond it goes on
    /// marked ``MotionSmoother/Measurement/unforeseen``.
    static let suspect = 6.0
    /// Fixes in a row held at most. Two: a receiver that throws 3-5% of its
    /// fixes off throws two in a row now and then, each its own way; held
    /// one at a time, the second came in with the first (a walker at
    /// 0.6 m/s +9%, a dog walk +9 to +20%, with 3% of fixes 15 m off or 5%
    /// 30 m off; +0.2% and -3.1 to +5.1% held two at a time). Three in a
    /// row are a place the receiver went, as the guard also takes them, or,
    /// where they lie together as the mover went on, its error shifting
    /// (``ErrorShift``).
    static let mostHeld = 2
    /// Seconds of silence before a fix after which it is held until the
    /// next however well the model foresaw it: after a logger's silence the
    /// model foresees so loosely that an outlier 15 m off misses by little
    /// (a hike logged every 10 m behind a receiver throwing 0.5% of its
    /// fixes 25 m off read +3.6% to +9.9%, +1.9% to +2.4% held). At 1 Hz no
    /// fix is held for it, but one after fixes were missed.
    static let silence = 5.0
    /// The surprise (``ManoeuvreDetector/Reading/surprise``) of a fix the
    /// receiver threw anywhere within 50 m of the mover, all places alike:
    /// twice the log of the disc's area, less twice the log of 2π. Within
    /// 30 m or 100 m, the truth benchmark's distance read within 0.01
    /// points on average (rows beyond 2% at the 32 seed sets: 279, 284,
    /// 281 at 50 m).
    static let outlierSurprise = 2 * log(50.0 * 50 / 2)
    /// How much likelier the track must be with the held fixes thrown than
    /// with them taken, as twice the log of the ratio, to leave them out:
    /// odds of 55 to 1. At 4 or 12, the truth benchmark read the same
    /// within 0.01 points on average.
    static let margin = 8.0

    /// A fix taken, with how likely a manoeuvre was at it and how fast the
    /// detector took the mover to go there (``ManoeuvreDetector/Reading``).
    struct Taken {
        var measurement: MotionSmoother.Measurement
        var manoeuvre: Double
        var speed: Double

        init(_ measurement: MotionSmoother.Measurement, _ reading: ManoeuvreDetector.Reading) {
            self.measurement = measurement
            manoeuvre = reading.manoeuvre
            speed = reading.speed
        }
    }

    /// The detector having taken the fixes taken.
    private var detector: ManoeuvreDetector
    /// The fixes held, oldest first: one within the gate, or up to
    /// ``mostHeld`` beyond it.
    private var held: [Held] = []
    /// The detector having taken the held fixes too, in turn.
    private var through: ManoeuvreDetector
    /// The shifts of the receiver's error so far.
    private var shift: ErrorShift
    /// Whether the two fixes held are a ``SilencePair``: the next fix says
    /// which of them to leave out.
    private var heldPair = false

    /// A fix held, with what the detector made of it after the held ones
    /// before it.
    private struct Held {
        var taken: Taken
        /// Seconds from the fix before it.
        var interval: Double
        /// Its surprise (``ManoeuvreDetector/Reading/surprise``) after the
        /// held ones before it.
        var surprise: Double
        /// Whether it lay beyond the gate.
        var beyondGate: Bool
        /// Whether it was held only for the silence before it (``silence``),
        /// its miss within ``suspect``.
        var forSilence: Bool

        /// `measurement`, as the detector read it (`reading`), `interval`
        /// seconds from the fix before it, held for the fix after it to
        /// judge: neither beyond the gate nor held for the silence alone.
        static func awaiting(
            _ measurement: MotionSmoother.Measurement, _ reading: ManoeuvreDetector.Reading, interval: Double
        ) -> Held {
            Held(
                taken: Taken(OutlierGate.judged(measurement, miss: reading.miss), reading), interval: interval,
                surprise: reading.surprise, beyondGate: false, forSilence: false)
        }
    }

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { held.count + shift.heldValues }

    /// A gate through `detector` for a mover that speeds up, brakes or
    /// turns at most at `acceleration` m/s².
    init(detector: ManoeuvreDetector, acceleration: Double) {
        self.detector = detector
        through = detector
        shift = ErrorShift(acceleration: acceleration)
    }

    /// Takes the next fix, `interval` seconds after the one before (`nil`
    /// for a run's first); returns the fixes now taken, oldest first, less
    /// the shifts of the receiver's error so far: none while it is held,
    /// the held ones and it, or it alone.
    mutating func add(_ measurement: MotionSmoother.Measurement, after interval: Double?) -> [Taken] {
        let taken = gated(shift.unshifted(measurement), after: interval)
        for fix in taken { shift.took(fix.measurement) }
        return taken
    }

    /// ``add(_:after:)`` for a fix already less the shifts so far.
    private mutating func gated(_ measurement: MotionSmoother.Measurement, after interval: Double?) -> [Taken] {
        let noise = Self.noise(measurement)
        guard let interval else {
            let reading = detector.add(measurement.position, noise: noise, after: nil)
            through = detector
            return [Taken(measurement, reading)]
        }
        if heldPair, let last = shift.lastTaken {
            // The pair's fix off the way on is left out, and this one judges
            // the other as it would any fix held: both may be outliers.
            keepOfPair(from: last.position, to: measurement.position)
            return gated(measurement, after: measurement.time - held[0].taken.measurement.time)
        }
        // Where the model foresaw the fix from the last one taken, without
        // the held ones, and after them.
        let sinceTaken = held.reduce(interval) { $0 + $1.interval }
        var without = detector
        let alone = without.add(measurement.position, noise: noise, after: sinceTaken)
        var with = without
        var after = alone
        if !held.isEmpty {
            with = through
            after = with.add(measurement.position, noise: noise, after: interval)
            let heldSurprise = held.reduce(0) { $0 + $1.surprise }
            let thrown = Double(held.count) * Self.outlierSurprise
            // A fix held for the silence alone must have surprised the
            // model more than this one does without it: else this one is
            // the outlier.
            let blamed = !held.allSatisfy(\.forSilence) || heldSurprise > alone.surprise
            if held.count == 1, held[0].interval >= Self.silence, interval < Self.silence,
                let lastTaken = shift.lastTaken,
                SilencePair.isPair(
                    (held[0].taken.measurement.time, held[0].taken.measurement.position),
                    (measurement.time, measurement.position), after: lastTaken, white: measurement.noise.white)
            {
                held.append(.awaiting(measurement, alone, interval: interval))
                heldPair = true
                return []
            }
            if alone.miss <= Self.gate, blamed, heldSurprise - thrown + after.surprise - alone.surprise > Self.margin {
                // The fix that shows them out waits for the next in turn:
                // it may be an outlier too.
                through = without
                held = [.awaiting(measurement, alone, interval: sinceTaken)]
                return []
            }
        }
        // A fix within the gate is held one fix: the fix after it decides.
        let wasBeyondGate = held.first?.beyondGate ?? false
        let taken = wasBeyondGate ? [] : finish()
        let miss = wasBeyondGate ? alone.miss : after.miss
        through = with
        let fix = Taken(Self.judged(measurement, miss: miss), after)
        // Taken, with any fixes still held: `finish()` also leaves the
        // detector where `through` stands, after this fix.
        guard miss > Self.gate || held.isEmpty && (miss > Self.suspect || interval >= Self.silence) else {
            return taken + finish() + [fix]
        }
        held.append(
            Held(
                taken: fix, interval: interval, surprise: after.surprise, beyondGate: miss > Self.gate,
                forSilence: miss <= Self.suspect))
        guard held.count > Self.mostHeld else { return taken }
        return taken + (shifted() ?? finish())
    }

    /// The fixes still held, taken: nothing after them says the mover was
    /// not there.
    mutating func finish() -> [Taken] {
        if heldPair, let last = shift.lastTaken {
            // With no fix after the pair, the one nearer the last taken.
            keepOfPair(from: last.position, to: last.position)
        }
        detector = through
        let taken = held.map(\.taken)
        forget()
        return taken
    }

    /// The fixes held, taken less the shift of the receiver's error they
    /// show, if they show one (``ErrorShift``); `nil` when they show none.
    /// The detector takes them anew from where it stood before them.
    private mutating func shifted() -> [Taken]? {
        guard let jump = shift.shift(in: held.map(\.taken.measurement)) else { return nil }
        var taken: [Taken] = []
        for entry in held {
            let measurement = entry.taken.measurement.less(jump)
            let reading = detector.add(measurement.position, noise: Self.noise(measurement), after: entry.interval)
            taken.append(Taken(Self.judged(measurement, miss: reading.miss), reading))
        }
        forget()
        return taken
    }

    /// Leaves out the fix of the ``SilencePair`` held that lies off the way
    /// from `last`, the last fix taken, to `next`
    /// (``SilencePair/keepsFirst(_:_:from:to:)``) and holds the other alone,
    /// as the detector takes it from where it stood before them.
    private mutating func keepOfPair(from last: LocalPlane.Point, to next: LocalPlane.Point) {
        let first = SilencePair.keepsFirst(
            held[0].taken.measurement.position, held[1].taken.measurement.position, from: last, to: next)
        let kept = held[first ? 0 : 1].taken.measurement
        let interval = first ? held[0].interval : held[0].interval + held[1].interval
        through = detector
        let reading = through.add(kept.position, noise: Self.noise(kept), after: interval)
        held = [.awaiting(kept, reading, interval: interval)]
        heldPair = false
    }

    /// Lets the held fixes go, the detector where it stands.
    private mutating func forget() {
        through = detector
        held = []
    }

    /// `measurement`, marked unforeseen when its `miss` is beyond
    /// ``suspect``.
    private static func judged(_ measurement: MotionSmoother.Measurement, miss: Double) -> MotionSmoother.Measurement {
        var judged = measurement
        judged.unforeseen = miss > suspect
        return judged
    }

    /// The fix's noise as the detector takes it: of its drift, only what
    /// the track has shown (see ``ManoeuvreSchedule``).
    private static func noise(_ measurement: MotionSmoother.Measurement) -> FixNoise {
        var noise = measurement.noise
        if let assured = noise.assuredDrift { noise.modelledDrift = assured }
        return noise
    }
}

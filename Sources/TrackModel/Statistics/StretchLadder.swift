import Glibc
import SyncPrimitives

/// The fastest stretch of a track at each of several lengths, and which of
/// those lengths the track as it stands can trust (``SustainedSpeed``).
///
/// Drift of a few metres makes a short stretch look faster or slower than
/// it was: over a stretch of `L` metres whose ends each err by `σ` along the
/// way, by `√2 σ / L` of its speed. The maximum of many stretches finds the
/// one that erred most: of `N` independent ones, about `√(2 ln N)` of those
/// errors above the speed (a walk of 10 km behind a 2 m drift read 17% fast
/// in stretches of 40 errors). So the stretch a track trusts is the
/// shortest whose fastest may be expected to err by no more than
/// ``noiseShare`` of the speed, counting the stretches of that length the
/// track holds (``rung(sigma:moved:)``): at least ``shortest`` error
/// estimates, where one stretch alone errs by that much, at most
/// ``longest``.
///
/// An error estimate is what the ends of a stretch of that many seconds err
/// by (``StretchError``): the white scatter and what the drift wandered
/// between them, less than the whole error on a stretch of seconds. A
/// stretch that holds a fix the model did not foresee
/// (``MotionStep/unforeseen``) is judged by the whole error: a reflection
/// the outlier gate let pass is no scatter, and a short stretch ending at it
/// would be as fast as its offset (a car circling at 12 m/s behind a
/// receiver that throws 3% of its fixes 15 m off read 34-37% fast at two
/// seed sets, 18-20% with this, as before). The whole error is the larger
/// of what the noise can explain of a step and the scatter and drift the
/// track has shown (``StretchError/wholeVariance``): the first is bounded
/// by the classifier's drift, which behind a receiver drifting faster than
/// its HDOP or its scatter tells is far less than the drift shown, and a
/// fix such a receiver's drift carried past the gate's foresight is what
/// marks a step unforeseen. Judged by that bound, a walker at 0.3 m/s
/// behind a receiver drifting 3 m over 20 s read 25.6% fast on average
/// over 26 seed sets of the truth benchmark, one at 0.6 m/s 12.9%; 6.8%
/// and 3.7% by this. Steep switchbacks behind it, whose legs at 0.75 m/s
/// are shorter than such a stretch, read 11.1% slow (1.7% fast before,
/// where the noise lifted their averaged legs). Nor does such a step say
/// how fast the mover went: its way is the detour the smoothed path made to
/// the fix, so a stretch's speed is that of its other steps, and a stretch
/// made mostly of unforeseen steps counts for none (``Span/speed``; the
/// same car read 18-20%, 4.5-6.1% with this). The stretches a track holds
/// are counted in lengths of the whole error: nearer stretches share their
/// drift.
///
/// That length grows as the track does, and a stretch measured early in
/// it, when the track held few, was judged by a shorter one. So the ladder
/// keeps, from the start, the fastest stretch of each rung as long as the
/// one called for or longer, and the track's maximum is the fastest of
/// those: a peak read early over a short stretch gives way once the track
/// holds so many that one of them would be that fast by noise alone (the
/// walker at 0.3 m/s behind a quickly drifting receiver read 32-110% fast
/// by its first stretches, 18-49% by this), and a short journey keeps its
/// short stretches and its peak. The rungs' stretches all end at the
/// newest step, so they share one queue of steps, the longest rung's; a
/// step costs a span for each rung from the one called for up (on a long
/// track, the top one or two).
struct StretchLadder {
    /// How far above the true speed, as a share of it, the noise may be
    /// expected to carry the fastest of a track's stretches.
    static let noiseShare = 0.05
    /// The shortest stretch, in error estimates: one whose speed errs by
    /// ``noiseShare`` (one standard deviation), `√2 / noiseShare`.
    static let shortest = 2.0.squareRoot() / noiseShare
    /// The longest, in error estimates: a track of any length keeps its
    /// peaks of a few hundred metres.
    static let longest = 120.0
    /// Each rung is this many times as long as the one below it.
    static let step = 1.2
    /// The rungs' lengths in error estimates, from ``shortest`` to
    /// ``longest``.
    static let rungs: [Double] = {
        var rungs = [shortest]
        while let last = rungs.last, last * step < longest { rungs.append(last * step) }
        return rungs + [longest]
    }()

    /// Each rung's fastest stretch so far and its stretch now.
    private var spans = [Span](repeating: Span(start: 0), count: rungs.count)
    /// The current stretch's steps, from the start of the longest rung's
    /// span: every shorter span ends at the same step and starts later.
    private var steps = FIFOQueue<Step>()
    /// How many steps of the current stretch have left ``steps``: the
    /// number of its first.
    private var left = 0
    /// The rung the track calls for.
    private var rung = 0
    /// Metres of the track's stretches so far, each stretch's last step
    /// included.
    private var moved = 0.0

    /// The fastest stretch so far at least as long as the rung the track
    /// calls for, m/s.
    var maximum: Double? { spans[rung...].lazy.compactMap(\.fastest).max() }

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { steps.count }

    /// Ends the current stretch: the next step starts another.
    mutating func endStretch() {
        steps = FIFOQueue()
        left = 0
        for index in spans.indices { spans[index].empty() }
    }

    /// Takes `step` into the stretch as `metres` long. A step that ends its
    /// stretch (`endingStretch`) counts without being kept: the steps are
    /// dropped next, and the live figures end the stretch of a copy of the
    /// meter that shares its steps until either changes them.
    mutating func add(_ step: MotionStep, metres: Double, endingStretch: Bool) {
        moved += metres
        let called = Self.rung(sigma: step.sigma, moved: moved)
        // A rung below the one called for is not kept up while a longer
        // stretch is trusted. If a worse noise calls for it again, its span
        // takes up the shortest span kept, which ends where it would and
        // starts no later, and sheds its first steps as it adds this one.
        for index in called..<max(called, rung) { spans[index].resume(from: spans[rung]) }
        rung = called
        let taken = Step(metres: metres, seconds: step.seconds, unforeseen: step.unforeseen)
        for index in rung..<Self.rungs.count {
            let reach = Reach(errors: Self.rungs[index], of: step)
            if endingStretch {
                var span = spans[index]
                span.add(taken, reaching: reach, steps: steps, from: left)
                spans[index].fastest = span.fastest
            } else {
                spans[index].add(taken, reaching: reach, steps: steps, from: left)
            }
        }
        guard !endingStretch else { return }
        steps.append(taken)
        while left < spans[spans.count - 1].start, steps.popFirst() != nil { left += 1 }
    }

    /// The rung a track calls for where the noise can explain `sigma`
    /// metres of a step and its stretches have covered `moved` metres: the
    /// shortest whose `N` stretches in `moved` leave the fastest of them
    /// `√(2 ln N) √2 σ / L` fast at most ``noiseShare`` of the speed, or the
    /// longest.
    static func rung(sigma: Double, moved: Double) -> Int {
        reaches.firstIndex { moved <= $0 * sigma } ?? rungs.count - 1
    }

    /// How far, in error estimates, a track may go before each rung is too
    /// short: where `√(2 ln N) √2 / E` reaches ``noiseShare`` for a rung of
    /// `E` errors, `N = exp((E / shortest)² / 2)` such stretches, `E N`
    /// errors. Written out once, so that a step takes no logarithm.
    private static let reaches = rungs.map { $0 * exp(($0 / shortest) * ($0 / shortest) / 2) }

    /// How long a rung's stretch must be, as the newest step's noise has it:
    /// `errors` times what its ends err by (``StretchError``), or times the
    /// whole error where a step of it is unforeseen. Squared, so that a
    /// span is judged without a square root: the live figures judge each
    /// held step's spans anew after every fix.
    private struct Reach {
        let errorsSquared: Double
        let error: StretchError
        /// The square of what the noise can explain of a step, metres².
        let explainedSquared: Double
        /// The square of the whole error: what the noise can explain of a
        /// step, or the scatter and drift the track has shown, if more.
        let wholeSquared: Double

        init(errors: Double, of step: MotionStep) {
            errorsSquared = errors * errors
            error = step.stretchError
            explainedSquared = step.sigma * step.sigma
            wholeSquared = max(explainedSquared, error.wholeVariance)
        }

        /// Whether `metres` in `seconds` reach it, `unforeseen` or not.
        func isReached(by metres: Double, in seconds: Double, unforeseen: Bool) -> Bool {
            let variance = unforeseen ? wholeSquared : min(explainedSquared, error.variance(over: seconds))
            return metres >= 0 && metres * metres >= errorsSquared * variance
        }
    }

    /// A step as a stretch counts it.
    private struct Step {
        var metres: Double
        var seconds: Double
        /// Whether the model foresaw either of its fixes no better than one
        /// time in 20.
        var unforeseen: Bool
    }

    /// One rung's span of the current stretch: from its step `start` (in
    /// the stretch's count) to the newest, just covering its length.
    private struct Span {
        var start: Int
        var metres = 0.0
        var seconds = 0.0
        /// Its steps that the model did not foresee.
        var unforeseen = 0
        /// The metres and seconds of its other steps.
        var foreseen = (metres: 0.0, seconds: 0.0)
        /// The fastest such span so far, m/s.
        var fastest: Double?

        /// Empties the span for a new stretch; its fastest stays.
        mutating func empty() {
            self = Span(start: 0, fastest: fastest)
        }

        /// Takes up `longer`'s steps (a span of a longer rung, ending at
        /// the same step); its fastest stays.
        mutating func resume(from longer: Span) {
            let kept = fastest
            self = longer
            fastest = kept
        }

        /// Adds `step` at the end, and lets the oldest of `steps` (whose
        /// first is step `left`) go while the rest still `reach`; `step`
        /// counts toward ``fastest`` once the span reaches it.
        mutating func add(_ step: Step, reaching reach: Reach, steps: FIFOQueue<Step>, from left: Int) {
            take(step, sign: 1)
            while start - left < steps.count {
                let first = steps[start - left]
                let rest = unforeseen - (first.unforeseen ? 1 : 0)
                guard reach.isReached(by: metres - first.metres, in: seconds - first.seconds, unforeseen: rest > 0)
                else { break }
                take(first, sign: -1)
                start += 1
            }
            guard let speed, speed > fastest ?? 0, reach.isReached(by: metres, in: seconds, unforeseen: unforeseen > 0)
            else { return }
            fastest = speed
        }

        /// The span's speed, m/s. Where it holds unforeseen steps (whose
        /// ways are detours to fixes the model did not foresee), that of
        /// its other steps, if those make up most of its seconds; `nil`
        /// for an empty span or one made mostly of unforeseen steps.
        var speed: Double? {
            guard unforeseen > 0 else { return seconds > 0 ? metres / seconds : nil }
            return foreseen.seconds * 2 > seconds ? foreseen.metres / foreseen.seconds : nil
        }

        /// Adds `step` to the span's tallies (`sign` 1), or takes it off
        /// (-1).
        private mutating func take(_ step: Step, sign: Double) {
            metres += sign * step.metres
            seconds += sign * step.seconds
            if step.unforeseen {
                unforeseen += Int(sign)
            } else {
                foreseen.metres += sign * step.metres
                foreseen.seconds += sign * step.seconds
            }
        }
    }
}

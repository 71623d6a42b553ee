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
    private var steps = FIFOQueue<(metres: Double, seconds: Double)>()
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

    /// Takes a step of `metres` in `seconds` into the stretch, where the
    /// noise can explain `sigma` metres. A step that ends its stretch
    /// (`endingStretch`) counts without being kept: the steps are dropped
    /// next, and the live figures end the stretch of a copy of the meter
    /// that shares its steps until either changes them.
    mutating func add(metres: Double, seconds: Double, sigma: Double, endingStretch: Bool) {
        moved += metres
        let called = Self.rung(sigma: sigma, moved: moved)
        // A rung below the one called for is not kept up while a longer
        // stretch is trusted. If a worse noise calls for it again, its span
        // takes up the shortest span kept, which ends where it would and
        // starts no later, and sheds its first steps as it adds this one.
        for index in called..<max(called, rung) { spans[index].resume(from: spans[rung]) }
        rung = called
        for index in rung..<Self.rungs.count {
            let length = Self.rungs[index] * sigma
            if endingStretch {
                var span = spans[index]
                span.add(metres: metres, seconds: seconds, keeping: length, of: steps, from: left)
                spans[index].fastest = span.fastest
            } else {
                spans[index].add(metres: metres, seconds: seconds, keeping: length, of: steps, from: left)
            }
        }
        guard !endingStretch else { return }
        steps.append((metres, seconds))
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

    /// One rung's span of the current stretch: from its step `start` (in
    /// the stretch's count) to the newest, just covering its length.
    private struct Span {
        var start: Int
        var metres = 0.0
        var seconds = 0.0
        /// The fastest such span so far, m/s.
        var fastest: Double?

        /// Empties the span for a new stretch; its fastest stays.
        mutating func empty() {
            start = 0
            metres = 0
            seconds = 0
        }

        /// Takes up `longer`'s steps (a span of a longer rung, ending at
        /// the same step); its fastest stays.
        mutating func resume(from longer: Span) {
            start = longer.start
            metres = longer.metres
            seconds = longer.seconds
        }

        /// Adds a step of `stepMetres` in `stepSeconds` at the end, and
        /// lets the oldest of `steps` (whose first is step `left`) go
        /// while the rest still cover `length`; the new step counts toward
        /// ``fastest`` once the span covers `length`.
        mutating func add(
            metres stepMetres: Double, seconds stepSeconds: Double, keeping length: Double,
            of steps: FIFOQueue<(metres: Double, seconds: Double)>, from left: Int
        ) {
            metres += stepMetres
            seconds += stepSeconds
            while start - left < steps.count, metres - steps[start - left].metres >= length {
                metres -= steps[start - left].metres
                seconds -= steps[start - left].seconds
                start += 1
            }
            if metres >= length, seconds > 0 { fastest = max(fastest ?? 0, metres / seconds) }
        }
    }
}

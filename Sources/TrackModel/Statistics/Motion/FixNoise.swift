/// A fix's position error as the motion model takes it: white scatter, new
/// at every fix, and drift, which wanders over about a minute (one standard
/// deviation on each axis, metres).
struct FixNoise: Sendable {
    var white: Double
    /// Whether ``white`` is the scatter the track has shown
    /// (``ScatterEstimate``), not a share of what the receiver claims or of
    /// the fallback: a guess, which counts in no bend's cut
    /// (``DriftWander``), where it would shorten an exact path.
    var isWhiteShown = false
    /// The drift the classifier judges movement against: bounded by the
    /// white scatter and by what the receiver claims.
    var drift: Double
    /// The drift the smoother explains the fixes' wander by: ``drift``, or
    /// more where the track shows its error wandering faster than that
    /// drift would (``DriftEstimate``), up to what the receiver claims
    /// (``shownPerHDOPClaim`` times it, for an HDOP).
    /// Only the smoother takes it: the classifier's thresholds stay those
    /// of the bounded drift, so that a slow walker behind such a receiver
    /// is not judged standing for its receiver's sake.
    var modelledDrift: Double
    /// The drift the track has shown beyond reasonable doubt, up to what
    /// the receiver claims (``shownPerHDOPClaim`` times it, for an HDOP);
    /// `nil` until it has shown any.
    var assuredDrift: Double?
    /// The drift the receiver's own error estimate (`eph`) claims beyond
    /// the scatter the track shows: an honest `eph` is the whole error, and
    /// what the fixes do not scatter by about a smooth path, they wander by.
    /// `nil` for a receiver that gives no `eph`, or before the scatter is
    /// known.
    var claimedDrift: Double?
    /// How fast the track has shown its drift wandering, m²/s on each
    /// axis (``DriftEstimate/diffusion``); `nil` until it has. What tells
    /// how quickly the known drift wanders (``DriftWander``).
    var diffusion: Double?
    /// The drift that ``diffusion`` shows over the model's correlation
    /// time, up to what the receiver claims (``shownPerHDOPClaim`` times
    /// it, for an HDOP); `nil` until the track has shown its drift
    /// wandering.
    var shownDrift: Double?
    /// Whether the track is still learning its drift
    /// (``DriftEstimate/isLearning``).
    var learningDrift = false

    /// The drift the receiver is known to have: shown by the track beyond
    /// doubt, or claimed by its `eph`. What tells a receiver whose error
    /// wanders (against which a steady mover's path is kept steady:
    /// ``ManoeuvreSchedule``) from one whose error is white.
    var knownDrift: Double { max(assuredDrift ?? 0, claimedDrift ?? 0) }

    /// The drift the track or the receiver's `eph` has told of: what the
    /// track's wander shows (``shownDrift``, or beyond doubt) or the
    /// receiver claims, no more than the smoother models; 0 where neither
    /// can tell anything (a logger whose points lie too far apart for its
    /// drift to show, claiming no error). The model still assumes a drift
    /// there (``drift``: twice or three times the scatter), so that it does
    /// not take wander for movement; a stretch's speed is not judged by
    /// that guess (``StretchError``). While the track is still learning
    /// its drift (``learningDrift``: a receiver reporting every second, in
    /// its first minute), the guess stands: a fast stretch the drift made
    /// then would be kept (flat 10 km drives behind a 2-3 m drift read up
    /// to 13.1% fast at 4 of 26 seed sets, within 9.2% with this).
    var evidencedDrift: Double {
        learningDrift ? modelledDrift : min(modelledDrift, max(knownDrift, shownDrift ?? 0))
    }

    /// The share of a receiver's claimed error (eph, HDOP) taken as white
    /// scatter until the track has shown its own.
    static let claimedWhiteShare = 0.4
    /// Drift is taken to be at most this many times the white scatter the
    /// track shows: a receiver whose fixes lie on a smooth path to a few
    /// centimetres does not wander by metres, and a bend it draws exactly is
    /// the path, not drift. Up to the receiver's own estimate (`eph`) when
    /// it gives one, which gpsd's receivers mostly give honestly.
    static let driftPerWhite = 3.0
    /// The same when the receiver gives no estimate but an HDOP or nothing:
    /// its drift is less known, and taken for path rather than the path for
    /// drift.
    static let driftPerWhiteUnclaimed = 2.0
    /// The drift the track shows may reach this many times what an HDOP
    /// claims, where an `eph`'s claim bounds it. An HDOP tells how the
    /// satellites lie, not how far the receiver errs: the three metres a
    /// unit of it is taken for (``Fix/claimedSigma``) are a typical
    /// receiver's, and a poor antenna or a sky cut by trees and walls errs
    /// by more. Bounded by the HDOP's 3 m, a receiver whose error wanders
    /// 3 m within 20 s, honestly claiming an HDOP of 1, was taken to drift
    /// by 3 m over the model's minute, wandering a third as fast as it did:
    /// a walker at 0.3 m/s behind it read +23.6% on average over the truth
    /// benchmark's 26 seed sets, one at 0.6 m/s +4.8%; +2.8% and +0.7% with
    /// this. An `eph` is the receiver's own estimate of its error, and
    /// gpsd's receivers mostly give it honestly: let past it, the drift
    /// shown by a receiver that throws 3% of its fixes 15 m off took a dog
    /// walk's bends for drift (rows beyond 2% 4 -> 24).
    static let shownPerHDOPClaim = 2.0

    /// The noise of a fix whose receiver claims `claimed` (one standard
    /// deviation, from eph or HDOP; `nil` when it claims nothing;
    /// `estimated` when from eph) and whose
    /// track scatters by `scatter` (``ScatterEstimate``), if known yet, and
    /// drifts with the `diffusion` (and `assuredDiffusion`) a
    /// ``DriftEstimate`` has learned, if any yet (`learningDrift` while it
    /// is learning); the model forgets drift over `correlation` seconds.
    init(
        claimed: Double?, estimated: Bool, scatter: Double?, fallback: Double, diffusion: Double?,
        assuredDiffusion: Double?, learningDrift: Bool = false, correlation: Double
    ) {
        self.learningDrift = learningDrift
        guard let scatter else {
            let total = claimed ?? fallback
            white = Self.claimedWhiteShare * total
            drift = (1 - Self.claimedWhiteShare * Self.claimedWhiteShare).squareRoot() * total
            modelledDrift = drift
            return
        }
        white = scatter
        isWhiteShown = true
        let bound = (estimated ? Self.driftPerWhite : Self.driftPerWhiteUnclaimed) * scatter
        drift = claimed.map { min(bound, $0) } ?? bound
        modelledDrift = drift
        let shownBound = claimed.map { estimated ? $0 : Self.shownPerHDOPClaim * $0 }
        func shown(_ diffusion: Double) -> Double {
            let metres = DriftDiffusion.drift(diffusion: diffusion, correlation: correlation)
            return shownBound.map { min(metres, $0) } ?? metres
        }
        self.diffusion = diffusion
        shownDrift = diffusion.map(shown)
        if let shownDrift { modelledDrift = max(drift, shownDrift) }
        assuredDrift = assuredDiffusion.map(shown)
        if estimated, let claimed {
            claimedDrift = max(0, claimed * claimed - scatter * scatter).squareRoot()
        }
    }

    init(white: Double, drift: Double) {
        self.white = white
        self.drift = drift
        modelledDrift = drift
    }

    /// One standard deviation of the whole error on each axis, metres.
    var total: Double { (white * white + drift * drift).squareRoot() }

    /// The same with the drift the smoother models (``modelledDrift``).
    var modelledTotal: Double { (white * white + modelledDrift * modelledDrift).squareRoot() }

    /// The smoother's drift and white variances.
    var variances: (drift: Double, white: Double) { (modelledDrift * modelledDrift, white * white) }
}

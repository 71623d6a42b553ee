/// A fix's position error as the motion model takes it: white scatter, new
/// at every fix, and drift, which wanders over about a minute (one standard
/// deviation on each axis, metres).
struct FixNoise: Sendable {
    var white: Double
    var drift: Double

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

    /// The noise of a fix whose receiver claims `claimed` (one standard
    /// deviation, from eph or HDOP; `nil` when it claims nothing;
    /// `estimated` when from eph) and whose
    /// track scatters by `scatter` (``ScatterEstimate``), if known yet.
    init(claimed: Double?, estimated: Bool, scatter: Double?, fallback: Double) {
        guard let scatter else {
            let total = claimed ?? fallback
            white = Self.claimedWhiteShare * total
            drift = (1 - Self.claimedWhiteShare * Self.claimedWhiteShare).squareRoot() * total
            return
        }
        white = scatter
        let bound = (estimated ? Self.driftPerWhite : Self.driftPerWhiteUnclaimed) * scatter
        drift = claimed.map { min(bound, $0) } ?? bound
    }

    init(white: Double, drift: Double) {
        self.white = white
        self.drift = drift
    }

    /// One standard deviation of the whole error on each axis, metres.
    var total: Double { (white * white + drift * drift).squareRoot() }

    /// Drift and white variances.
    var variances: (drift: Double, white: Double) { (drift * drift, white * white) }
}

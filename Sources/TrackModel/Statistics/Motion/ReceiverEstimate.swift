/// What a track has shown of its receiver's horizontal error: how far the
/// fixes the model takes scatter (``ScatterEstimate``) and how fast its
/// drift wanders (``DriftEstimate``). A receiver is the same receiver after
/// a tunnel, so the estimate is handed from one ``MotionRun`` to the next.
///
/// The scatter is learned from the fixes the ``OutlierGate`` took, not from
/// every fix received: each residual is a fix's miss of the cubic through
/// four neighbours, and one outlier sets the residuals of five fixes. A
/// logger that writes whenever its position lies 10 m from its last point
/// writes every outlier of its receiver and, a second later, the fix back,
/// so that a receiver throwing 3% of its fixes 15 m off filled a fifth of
/// its points with them and most of the residuals: a hike so logged showed
/// a scatter of 7-9 m for a receiver of 1.5 m, the model foresaw so
/// loosely that most outliers passed the gate, and the path cut the bends
/// between them. Learned from the fixes taken, the scatter is 0.6-1 m
/// (see ``SilencePair`` for what it changed). The drift, which the same
/// outliers barely move (its estimate trims the widest of its measures),
/// is learned from every fix received: from the fixes taken alone, the
/// truth benchmark's rows beyond 2% 239 -> 244, its maximum speeds beyond
/// 10% 369 -> 377.
struct ReceiverEstimate: Sendable {
    private(set) var scatter = ScatterEstimate()
    private(set) var drift = DriftEstimate()

    /// Below this speed, m/s, a receiver that reports its own speed is
    /// standing.
    static let standingSpeed = 0.1

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { scatter.heldValues + drift.heldValues }

    /// Forgets the last fixes (a new run on another plane), keeping what
    /// was learned of the receiver.
    mutating func restart() {
        scatter.restart()
        drift.restart()
    }

    /// Takes the next fix of the run as received, later than the last.
    mutating func received(time: Double, point: LocalPlane.Point) {
        drift.add(time: time, point: point)
    }

    /// Takes the next fix of the run the outlier gate took, later than the
    /// last it took; `standing` where the receiver reported itself standing
    /// there (its speed below ``standingSpeed``).
    ///
    /// A receiver that reports standing and repeats its last fix holds it
    /// (a static hold): the repeat is no new evidence of how it scatters,
    /// and is left out. Learned from its repeats as exact, the stationary
    /// Firefly-II of gpsd's corpus, whose fix holds for 12 s and then jumps
    /// 1.5 m, read that jump as 2.5 m moved once a run's first fixes
    /// entered the smoother with the scatter shown (``ScatterWait``); 0 m
    /// with this. A logger of exact positions that reports no speed still
    /// shows them exact while it stands.
    mutating func taken(time: Double, point: LocalPlane.Point, standing: Bool) {
        guard !standing || !scatter.repeatsLast(point) else { return }
        scatter.add(time: time, point: point)
    }
}

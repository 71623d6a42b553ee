/// Two fixes a logger wrote seconds apart after a silence, farther apart
/// than the mover got across it: one of them is an outlier, and the fix
/// after them says which.
///
/// A logger that writes whenever its position lies 10 m from its last
/// point is silent while its walker stands or dawdles, and an outlier of
/// its receiver breaks the silence: it writes the outlier and, a second
/// later, the fix back. After the silence the ``OutlierGate``'s model
/// foresees so loosely that neither surprises it, and which of the two
/// surprised it more is chance: where the mover stood, the model still
/// carried it on at its pace before the silence, and an outlier thrown
/// that way was taken and the good fix left out, a spike of 30 m out and
/// back. So the gate holds both, and the fix after them decides: the one
/// that lies farther off the way from the last fix taken to that fix
/// (the longer detour) is left out. At a stop, where that next fix may be
/// the next outlier, the good fix lies where the last one taken did; on
/// the move, it lies on the way on.
///
/// Over the truth benchmark's 26 seed sets, with the scatter learned from
/// the fixes taken (``ReceiverEstimate``), a hike logged by its fixes
/// behind a receiver throwing 3% of them 15 m off read -0.7% on average,
/// -4.8% to +3.6%, 8 draws beyond 2% (before, -1.5%, -7.8% to +4.1%, 13:
/// the set at -7.8% reads -1.8%), and with the receiver's speed 5 beyond
/// 2% (7), its moving time 11 beyond 3% (15); rows beyond 2% 245 -> 239,
/// moving times beyond 3% 155 -> 151, maximum speeds beyond 10% 381 -> 369.
/// The scatter learned from the fixes taken alone read 242, 156 and 371;
/// this alone 256, 147 and 383: the outliers left out, a path smoothed as
/// loosely as the outliers' scatter had the model cut the bends between
/// them.
enum SilencePair {
    /// How many times faster than across the silence the two fixes after
    /// it must lie apart (at 3 and at 6, the truth benchmark read the same
    /// rows beyond 2% within two).
    static let speedFactor = 4.0
    /// The least speed across the silence taken, m/s: walking pace, so
    /// that a walker's step after standing is no pair.
    static let walkingPace = 0.5
    /// Standard deviations of the fixes' white scatter the two must lie
    /// apart beyond it.
    static let deviations = 3.0

    /// A fix: its time and position.
    typealias Mark = (time: Double, position: LocalPlane.Point)

    /// Whether `first`, the first fix after a silence since `last` (the
    /// last fix taken), and `second`, seconds after it, lie so far apart
    /// that one is an outlier: farther than ``deviations`` of a white
    /// scatter of `white` on each axis, and faster than ``speedFactor``
    /// times the faster of walking pace and the speeds from `last` to
    /// either.
    static func isPair(_ first: Mark, _ second: Mark, after last: Mark, white: Double) -> Bool {
        let apart = (second.position - first.position).length
        let across = max(
            walkingPace, (first.position - last.position).length / (first.time - last.time),
            (second.position - last.position).length / (second.time - last.time))
        return apart > deviations * 2.0.squareRoot() * white
            && apart > speedFactor * across * (second.time - first.time)
    }

    /// Whether `first` of a pair is the fix to keep, `second` the outlier:
    /// the way from `last` to `next` is shorter through it.
    static func keepsFirst(
        _ first: LocalPlane.Point, _ second: LocalPlane.Point, from last: LocalPlane.Point, to next: LocalPlane.Point
    ) -> Bool {
        func detour(_ point: LocalPlane.Point) -> Double { (point - last).length + (next - point).length }
        return detour(first) <= detour(second)
    }
}

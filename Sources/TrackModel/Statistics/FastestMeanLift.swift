import Glibc

/// How far noise lifts the fastest of a row's overlapping means above the
/// pace, in the errors of one mean (``ReportLadder``).
///
/// Of `M` independent means the fastest lies, on average, `E[max of M]`
/// standard normals above the pace. A row's means overlap: the mean of
/// `n` reports starting one report later shares `n − 1` of them, and the
/// correlation of two means falls linearly with their offset, `1 − k/n`.
/// Such a process (Pickands' constant `H₁ = 1`) reaches a level `u` within
/// the span of one window about `u²` times as often as one mean does, as
/// if it held `u²` independent means there, at most `n`. So `N` windows'
/// worth of rivals are taken as `N · min(n, max(1, L²))` independent
/// means, where `L` is the lift itself: the level the fastest reaches. The
/// lift is the fixed point of `L = E[max of N · min(n, L²)]`, not below
/// one error where two windows' worth or more rival the fastest (of 2,000
/// rows of two windows of 10 reports, the fastest mean lay 0.90 errors
/// above the pace on average, where the fixed point without that floor
/// finds 0.56), and none where the fastest has no rival: one window's
/// worth of reports is one mean.
///
/// Against the fastest mean of rows of white noise (200 rows each), the
/// lift is 3.10 errors for 64 windows of 20 reports where the rows reach
/// 2.91, 1.77 for 5 of 10 (1.69) and 2.48 for 15 of 8 (2.20): as high or a
/// little higher, as a bound on noise should be. `√(2 ln N)`, which the
/// ladder took before, is 2.88, 1.79 and 2.33 there, but 1.18 for two
/// windows, whose rows reach 0.82: it took a few rivals for far more lift
/// than they give, and the fastest legs of hikes logged every 10 m with a
/// Doppler speed for noise (31 of their 208 rows beyond 10% over the truth
/// benchmark's 26 seed sets, 9 with this).
enum FastestMeanLift {
    /// The lift, in errors of one mean, of the fastest of means over
    /// `window` reports whose `rivals` non-overlapping windows could each
    /// have held the fastest.
    static func errors(rivals: Int, window: Int) -> Double {
        guard rivals > 1 else { return 0 }
        let count = Double(rivals)
        var lift = 1.0
        for _ in 0..<iterations {
            let independent = count * min(Double(window), max(1, lift * lift))
            let next = max(1, expectedMaximum(of: Int(independent.rounded(.up))))
            if abs(next - lift) < 1e-3 { return next }
            lift = next
        }
        return lift
    }

    /// Steps of the fixed point taken at most: from one error it settles
    /// to a thousandth within eight for any count the ladder keeps.
    static let iterations = 12

    /// The expected maximum of `count` independent standard normals,
    /// `E[max of M]`: 0 for one, `1/√π` for two, 2.6 for 128. A count
    /// beyond the table takes its last entry's.
    static func expectedMaximum(of count: Int) -> Double {
        expectedMaxima[min(max(count, 1), expectedMaxima.count) - 1]
    }

    /// `E[max of M]` for `M` from 1 to 2,048 (64 rivals of 32 independent
    /// means each), written out once: `∫₀^∞ (1 − Φ(x)^M) dx − ∫₋∞^0 Φ(x)^M
    /// dx`, every `M` at once by the midpoint rule over steps of 0.005 from
    /// −6 to 7.
    private static let expectedMaxima: [Double] = {
        let count = 2048
        let step = 0.005
        var sums = [Double](repeating: 0, count: count)
        var x = -6 + step / 2
        while x < 7 {
            let cumulative = 0.5 * erfc(-x / 2.0.squareRoot())
            var power = 1.0
            for index in 0..<count {
                power *= cumulative
                sums[index] += (x < 0 ? -power : 1 - power) * step
            }
            x += step
        }
        return sums
    }()
}

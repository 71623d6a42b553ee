import Glibc

/// The fastest the receiver's own speed reports say the mover went
/// (``SustainedSpeed``): the highest mean of reports in a row, over as many
/// of them as their scatter calls for.
///
/// A report errs by about 0.1 m/s whatever the pace: nothing at a car's,
/// a sixth of a stroll's 0.6 m/s. The fastest of a long walk's means of
/// five reports is the one whose reports erred most: as the maximum, a
/// straight walk at a steady 0.6 m/s read 26% fast on average over 26 seed
/// sets of the truth benchmark, at 0.3 m/s 53%, and a stroll logged every
/// 3 s 15-17%. So, as the ``StretchLadder`` does for the positions'
/// stretches, the ladder keeps the fastest mean of each of several numbers
/// of reports in a row (``windows``, from ``shortest`` to ``longest``), and
/// takes from each its fastest mean less what the noise may be expected to
/// have lifted it by: the pace that mean says. It trusts a window whose
/// one mean errs by no more than ``StretchLadder/noiseShare`` of the
/// speed, as a stretch of the positions is trusted: the maximum is the
/// fastest pace of those, or the longest window's where none is trusted.
/// Trusted instead where the lift itself was within that share, and taken
/// with it, the fastest mean read a steady walk's pace 5.4-5.7% fast on
/// average over the truth benchmark's 26 seed sets, and a stroll logged
/// every 3 s, whose fastest legs those long windows averaged with slower
/// ones, 6.6% slow (49 of its 78 rows beyond 10%); 2.5-3.7% fast and 5.0%
/// slow (30 rows) with the lift taken off, the mean error of the maximum
/// over the rows with a Doppler speed +1.8% -> +0.1%. Its hikes logged by
/// their fixes every 10 m, whose fastest legs are few, read slower: -1.4%
/// -> -3.4% (7 -> 11 rows).
///
/// A mean of `n` reports errs by `σ / √(n - 2)` (the highest and the lowest
/// left out, so that a spike sets nothing), `σ` being the reports' scatter
/// (``ReportScatter``); the fastest of the overlapping means of `N` windows
/// that could each have held the fastest, by ``FastestMeanLift`` of that.
/// Which could is what the journey says: the means of windows that do not
/// overlap and lie within ``rivalBand`` of their errors of the fastest. On
/// a steady walk nearly all do, and the means grow long; on a stroll whose
/// fastest legs last half a minute between slower ones, few do, and the
/// fastest legs keep their short means. Counted over every window instead,
/// a stroll's maximum read 13-16% slow on average and a hike logged every
/// 10 m 27%, their fastest legs averaged with slower ones; over those
/// within two errors, a steady walk at 0.3 m/s read 7-10% fast, up to 27%:
/// the fastest of many windows at one pace lies about three errors above
/// the others, beyond two. Taken as `√(2 ln N)` errors, the lift of a few
/// rivals was too high (1.18 for two, where they lift the fastest by 0.8):
/// a hike logged every 10 m with stops and a Doppler speed, behind a 3 m
/// drift, read 8.5% slow on average over the truth benchmark's 26 seed
/// sets, 10 of them beyond 10% (3.3%, one, then). A stroll's fastest
/// legs, 6-16 reports long, are still shorter than a window its scatter
/// lets be trusted where logged every 5 s: it reads 10% slow.
///
/// Like the stretches, a mean read early over a short window gives way as
/// the journey shows more windows that rival it, and the maximum may come
/// down as the journey goes on. Until the reports' scatter is known, the
/// shortest window counts, as before the ladder.
struct ReportLadder {
    /// The fewest reports a mean is taken over: the highest and the lowest
    /// are left out, and three remain.
    static let shortest = 5
    /// The most reports a mean is taken over: five minutes of reports every
    /// second, enough for a walk at 0.3 m/s behind 0.1 m/s of scatter.
    static let longest = 300
    /// Each window is this many times as many reports as the one below it
    /// (rounded up), as in ``StretchLadder/step``.
    static let step = StretchLadder.step
    /// The numbers of reports the ladder takes means over.
    static let windows: [Int] = {
        var windows = [shortest]
        while let last = windows.last, Int((Double(last) * step).rounded(.up)) < longest {
            windows.append(Int((Double(last) * step).rounded(.up)))
        }
        return windows + [longest]
    }()
    /// How many of the fastest non-overlapping means each window keeps, to
    /// count those that rival its fastest.
    static let rivalsKept = 64
    /// How close, in errors of a mean, a mean must come to the fastest to
    /// rival it: noise alone could have lifted it that far.
    static let rivalBand = 3.0

    /// Each window's fastest mean so far, m/s.
    private var fastest = [Double?](repeating: nil, count: windows.count)
    /// Each window's fastest means of windows that do not overlap,
    /// ascending, at most ``rivalsKept``.
    private var rivals = [[Double]](repeating: [], count: windows.count)
    /// The current row's last ``longest`` reports.
    private var row = ReportRow(capacity: longest)
    private var scatter = ReportScatter()

    /// Values held in buffers (see ``TrackMeter/heldValues``).
    var heldValues: Int { row.heldValues + scatter.heldValues + rivals.reduce(0) { $0 + $1.count } }

    /// Takes the next report in a row.
    mutating func add(_ speed: Double) {
        scatter.add(speed)
        row.append(speed)
        for (window, count) in Self.windows.enumerated() {
            guard count <= row.count else { break }
            let (sum, high, low) = row.last(count)
            take((sum - high - low) / Double(count - 2), window: window)
        }
    }

    /// The row of reports broke off (a step without one, a stop): no mean
    /// spans the break. Nothing to do where no row has begun since the
    /// last break: every moving step without a report breaks the row, and
    /// the live figures finish the held steps of a copy after every fix
    /// (emptying the counts anew for each of them made the statistics
    /// benchmark, whose receiver reports no speed, 14% dearer).
    mutating func endRow() {
        guard row.count > 0 else { return }
        row.removeAll()
        scatter.endRow()
    }

    /// The fastest pace of the windows the reports so far trust, m/s: each
    /// window's fastest mean less its expected lift (``FastestMeanLift``);
    /// the longest window's where none is trusted yet; `nil` before a row
    /// of ``shortest`` reports.
    var maximum: Double? {
        guard let first = fastest[0] else { return nil }
        guard let sigma = scatter.sigma else { return first }
        var trusted: Double?
        var longestPace = first
        for (window, count) in Self.windows.enumerated() {
            guard let speed = fastest[window] else { break }
            let error = sigma / Double(count - 2).squareRoot()
            let rivalling = rivals[window].count(where: { $0 >= speed - Self.rivalBand * error })
            let pace = speed - error * FastestMeanLift.errors(rivals: rivalling, window: count)
            longestPace = pace
            if error <= StretchLadder.noiseShare * speed { trusted = max(trusted ?? 0, pace) }
        }
        return trusted ?? longestPace
    }

    /// Takes `mean`, the mean of the latest reports in `window`'s number;
    /// the windows that do not overlap are those that end where the row
    /// holds a whole number of them.
    private mutating func take(_ mean: Double, window: Int) {
        fastest[window] = max(fastest[window] ?? 0, mean)
        guard row.count % Self.windows[window] == 0,
            rivals[window].count < Self.rivalsKept || mean > rivals[window][0]
        else { return }
        rivals[window].insert(mean, at: rivals[window].firstIndex { $0 >= mean } ?? rivals[window].count)
        if rivals[window].count > Self.rivalsKept { rivals[window].removeFirst() }
    }
}

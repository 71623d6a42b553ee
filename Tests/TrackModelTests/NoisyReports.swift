import TruthJourneys

/// `count` speed reports of `pace` (by the report's place in the row) with
/// white noise of `sigma` m/s drawn from `seed`: a receiver's Doppler speed.
func noisyReports(_ count: Int, sigma: Double, seed: UInt64, pace: (Int) -> Double) -> [Double] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { pace($0) + sigma * random.gaussian() }
}

import Foundation
import TrackModel
import TruthJourneys

/// The motion model's own cost: a million fixes of a 10 Hz receiver through
/// a ``TrackMeter``, the live figures read after each as the recorder reads
/// them. The cost of a fix at the start and at the end shows that it stays
/// flat however long the track. With `reporting`, the receiver reports its
/// speed and course too (``DopplerReceiver``), as gpsd's TPV gives them from
/// most receivers.
enum StatisticsBenchmark {
    static func run(fixes count: Int, rate: Double, reporting: Bool = false) -> [String: Any] {
        var noise = ReceiverNoise(drift: 3, correlation: 60, jitter: 1, seed: 5)
        var doppler = DopplerReceiver(seed: 6)
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let window = min(100_000, count / 10)
        var meter = TrackMeter()
        var seconds: [Double] = []
        var index = 0
        var distance = 0.0
        while index < count {
            let slice = Measurement.time { () -> Double in
                var shown = 0.0
                for offset in index..<(index + window) {
                    let t = Double(offset) / rate
                    // Laps of a 2 km circuit at 8 m/s, a minute's stop each lap.
                    let (pace, driving) = (8.0, 785.0)
                    let lap = t.truncatingRemainder(dividingBy: driving + 60)
                    let along = min(lap, driving) * pace
                    let angle = along / 2000 * 2 * .pi
                    let error = noise.error(at: t)
                    var fix = Fix(
                        time: start.addingTimeInterval(t),
                        latitude: 48 + (318 * sin(angle) + error.north) / 111_132,
                        longitude: 11 + (318 * (1 - cos(angle)) + error.east) / 74_400,
                        altitudeMSL: 520 + 20 * sin(angle) + 1.5 * error.east, horizontalError: 6, verticalError: 9,
                        mode: .threeD)
                    if reporting {
                        doppler.report(speed: lap < driving ? pace : 0, course: angle * 180 / .pi + 90, into: &fix)
                    }
                    meter.add(TrackPoint(segment: 0, fix: fix))
                    shown = meter.liveStatistics().distance
                }
                return shown
            }
            distance = slice.result
            seconds.append(slice.seconds)
            index += window
        }
        let first = seconds.first ?? 0
        let last = seconds.last ?? 0
        return [
            "task": "statistics",
            "fixes": count,
            "rate_hz": rate,
            "reporting": reporting,
            "window": window,
            "first_us_per_fix": first / Double(window) * 1e6,
            "last_us_per_fix": last / Double(window) * 1e6,
            "last_to_first": last / first,
            "distance_km": distance / 1000,
        ]
    }
}

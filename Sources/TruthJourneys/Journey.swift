import Foundation
import TrackModel

/// A journey of known path, seen by a receiver that reports every
/// ``interval`` seconds with an error that drifts over ``correlation``
/// seconds.
public struct Journey: Sendable {
    public let name: String
    public let path: TruePath
    /// Seconds between fixes.
    public let interval: Double
    /// How long the receiver's drift takes to forget itself, seconds: varied
    /// from journey to journey, so that nothing is tuned to one generator.
    public let correlation: Double

    /// Where the journeys start.
    public static let origin = (latitude: 48.15, longitude: 11.59)

    /// What a receiver says of its own speed.
    public enum ReportedSpeed: Sendable {
        /// Nothing (many loggers, every GPX file without extensions).
        case none
        /// Speed and course from Doppler: the true ones with 0.1 m/s of
        /// white noise.
        case doppler
        /// Speed 0.00 on every fix, as some loggers write it.
        case stuckAtZero
    }

    /// The fixes the receiver reports, with its error at `level`, from the
    /// errors `seed` gives: horizontal error estimates as gpsd gives them
    /// (about twice the error's standard deviation), and the speed `speeds`
    /// says.
    public func points(through level: NoiseLevel, seed: UInt64, speeds: ReportedSpeed = .none) -> [TrackPoint] {
        var speedNoise = SeededRandom(seed: seed &+ 0x5EED)
        var noise = ReceiverNoise(drift: level.drift, correlation: correlation, jitter: level.jitter, seed: seed)
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let metresPerDegreeLongitude = 111_320 * cos(Self.origin.latitude * .pi / 180)
        return path.sampled(every: interval).map { sample -> TrackPoint in
            let error = noise.error(at: sample.time)
            var fix = Fix(
                time: start.addingTimeInterval(sample.time),
                latitude: Self.origin.latitude + (sample.north + error.north) / 111_132,
                longitude: Self.origin.longitude + (sample.east + error.east) / metresPerDegreeLongitude,
                horizontalError: 2 * (level.drift * level.drift + level.jitter * level.jitter).squareRoot(),
                hdop: 1.2, mode: .twoD)
            switch speeds {
            case .none: break
            case .doppler:
                fix.speed = max(0, sample.speed + speedNoise.gaussian() * 0.1)
                fix.course = sample.course
            case .stuckAtZero: fix.speed = 0
            }
            return TrackPoint(segment: 0, fix: fix)
        }
    }

    /// The journeys of the truth benchmark.
    public static let all: [Journey] = [
        Journey(
            name: "30 min walk, 1 Hz", path: TruePath(walk(speed: 1.4, blocks: 18), acceleration: 1), interval: 1,
            correlation: 60),
        Journey(
            name: "20 min run, 1 Hz",
            path: .repeating(12, acceleration: 2) { index in
                [.straight(metres: 200, speed: 3), .turn(degrees: index % 3 == 0 ? -60 : 45, radius: 30, speed: 3)]
            }, interval: 1, correlation: 45),
        Journey(
            name: "hike up switchbacks, 1 Hz",
            path: .repeating(30, acceleration: 1) { index in
                [.straight(metres: 40, speed: 1), .turn(degrees: index % 2 == 0 ? 170 : -170, radius: 2, speed: 0.8)]
            }, interval: 1, correlation: 90),
        Journey(
            name: "bike with stops at lights, 1 Hz",
            path: .repeating(8) { index in
                [
                    .straight(metres: 500, speed: 6), .stop(seconds: 30),
                    .turn(degrees: index % 2 == 0 ? 90 : -90, radius: 6, speed: 3),
                ]
            }, interval: 1, correlation: 60),
        Journey(
            name: "slow manoeuvres, 1 Hz",
            path: .repeating(40, acceleration: 1) { index in
                [
                    .straight(metres: 8 + Double(index % 4) * 3, speed: 1.5),
                    .turn(degrees: index % 2 == 0 ? 90 : -120, radius: 4, speed: 1.2),
                ]
            }, interval: 1, correlation: 60),
        Journey(
            name: "car with a tunnel gap, 1 Hz",
            path: TruePath(
                [
                    .straight(metres: 2000, speed: 15), .turn(degrees: 30, radius: 400, speed: 15),
                    .unseen(metres: 900, speed: 15), .straight(metres: 2000, speed: 15),
                ], acceleration: 2.5), interval: 1, correlation: 45),
        Journey(
            name: "boat at 10 Hz",
            path: .repeating(6, acceleration: 0.3) { index in
                [.straight(metres: 600, speed: 4), .turn(degrees: index % 2 == 0 ? 80 : -80, radius: 200, speed: 4)]
            }, interval: 0.1, correlation: 60),
        Journey(
            name: "logger every 10 s, car",
            path: .repeating(10, acceleration: 2.5) { index in
                [.straight(metres: 2000, speed: 20), .turn(degrees: index % 2 == 0 ? 90 : -60, radius: 300, speed: 15)]
            }, interval: 10, correlation: 90),
        Journey(
            name: "parked 20 min, then a drive",
            path: TruePath(
                [.stop(seconds: 1200)]
                    + (0..<5).flatMap { _ -> [TruePath.Leg] in
                        [.straight(metres: 1200, speed: 12), .turn(degrees: 90, radius: 15, speed: 6)]
                    }, acceleration: 2.5), interval: 1, correlation: 60),
        Journey(name: "an hour parked, 1 Hz", path: TruePath([.stop(seconds: 3600)]), interval: 1, correlation: 60),
    ]

    /// City blocks at walking pace: straights of 60 to 150 m, turns at the corners.
    public static func walk(speed: Double, blocks: Int) -> [TruePath.Leg] {
        (0..<blocks).flatMap { index -> [TruePath.Leg] in
            [
                .straight(metres: 60 + Double((index * 37) % 90), speed: speed),
                .turn(degrees: index % 3 == 0 ? -90 : 90, radius: 3, speed: speed),
            ]
        }
    }
}

import Foundation
import TrackModel

/// A journey of known path, seen by a receiver that reports every
/// ``Sampling/interval(_:)`` seconds or every ``Sampling/distance(_:)``
/// metres, with an error that drifts over ``correlation`` seconds, through
/// the ``receivers`` of its family (each journey is also seen through
/// ``NoiseLevel/perfect``, the control), and the ``events`` that real
/// receivers add (bursts off the path, a cold start).
///
/// Longer than the project's files mostly are, for a reason: it is also the
/// catalogue of the truth benchmark's journeys (``all`` and its families),
/// one list to read and extend beside the type that generates them.
public struct Journey: Sendable {
    /// How the receiver decides when to write a fix.
    public enum Sampling: Sendable {
        /// Every so many seconds.
        case interval(Double)
        /// Every so many metres of the way, on whole seconds.
        case distance(Double)
        /// Whenever the position the receiver reports each second lies so
        /// many metres from the last point written, and at the journey's
        /// start and end (a logger that compares its own fixes, where
        /// ``distance(_:)`` counts the way like an odometer): its error
        /// writes points while the walker stands, and an outlier writes a
        /// spike out and back.
        case moved(Double)
    }

    /// Something that happens to the receiver's fixes on the way.
    public enum Event: Sendable {
        /// From `start` for `seconds`, every fix is `east`/`north` metres off
        /// (an urban canyon's reflections); with `claimedError`, the fixes
        /// claim that error, metres, whatever they are (an HDOP that lies).
        case offset(start: Double, seconds: Double, east: Double, north: Double, claimedError: Double?)
        /// No fix from `start` for `seconds` (the receiver lost the sky),
        /// then its first `fixes` fixes converge from `metres` off.
        case coldStart(start: Double, seconds: Double, metres: Double, fixes: Int)
    }

    public let name: String
    /// The family it belongs to in the benchmark's table.
    public let family: String
    public let path: TruePath
    public let sampling: Sampling
    /// How long the receiver's drift takes to forget itself, seconds: varied
    /// from journey to journey, so that nothing is tuned to one generator.
    public let correlation: Double
    /// The receivers it is seen through, besides the perfect control.
    public let receivers: [NoiseLevel]
    public let events: [Event]
    /// Whether its points carry no time (a drawn route).
    public let timeless: Bool
    /// The true altitude, metres, at each distance along the path (metres);
    /// `nil`: its fixes carry no altitude.
    public let profile: (@Sendable (Double) -> Double)?

    public init(
        name: String, family: String = "ordinary", path: TruePath, interval: Double = 1, sampling: Sampling? = nil,
        correlation: Double = 60, receivers: [NoiseLevel] = NoiseLevel.all, events: [Event] = [],
        timeless: Bool = false, profile: (@Sendable (Double) -> Double)? = nil
    ) {
        self.name = name
        self.family = family
        self.path = path
        self.sampling = sampling ?? .interval(interval)
        self.correlation = correlation
        self.receivers = receivers
        self.events = events
        self.timeless = timeless
        self.profile = profile
    }

    /// The metres climbed and descended along the true path (at 10 Hz).
    public var trueClimb: (gain: Double, loss: Double) {
        guard let profile else { return (0, 0) }
        let heights = path.samples.map { profile($0.distance) }
        return zip(heights, heights.dropFirst()).reduce((0, 0)) {
            ($0.0 + max(0, $1.1 - $1.0), $0.1 + max(0, $1.0 - $1.1))
        }
    }

    /// Where the journeys start.
    public static let origin = (latitude: 48.15, longitude: 11.59)

    /// What a receiver says of its own speed.
    public enum ReportedSpeed: Sendable {
        /// Nothing (many loggers, every GPX file without extensions).
        case none
        /// Speed and course from Doppler (``DopplerReceiver``).
        case doppler
        /// Speed 0.00 on every fix, as some loggers write it.
        case stuckAtZero
    }

    /// The true samples the receiver reports at.
    public var sampled: [TruePath.Sample] {
        switch sampling {
        case .interval(let seconds): path.sampled(every: seconds)
        case .distance(let metres): path.sampled(everyMetres: metres)
        case .moved(let metres):
            Self.written(path.sampled(every: 1), metres: metres) { ($0.east, $0.north) }
        }
    }

    /// The true samples the receiver reports at: each second for a logger
    /// that compares its fixes (``Sampling/moved(_:)``), which writes those
    /// its reported positions choose; else those it writes.
    private var reports: [TruePath.Sample] {
        if case .moved = sampling { path.sampled(every: 1) } else { sampled }
    }

    /// The first of `reports`, the last, and each between lying `metres` or
    /// more (in a straight line, at its `position`) from the one written
    /// before it.
    static func written<Report>(
        _ reports: [Report], metres: Double, position: (Report) -> (east: Double, north: Double)
    ) -> [Report] {
        var kept: [Report] = []
        for (index, report) in reports.enumerated() {
            if let last = kept.last, index < reports.count - 1 {
                let (from, to) = (position(last), position(report))
                guard hypot(to.east - from.east, to.north - from.north) >= metres else { continue }
            }
            kept.append(report)
        }
        return kept
    }

    /// Metres of the true path from the first position the receiver
    /// reports to the last: the way its fixes could have shown. A path may
    /// go on past the last report (the 20 s run for 0.2 s, 2.9 m; a winding
    /// road logged every 10 s for 33 m), and no recorder can count that.
    public var coveredLength: Double {
        reported.map { path.length(from: $0.first, to: $0.last) } ?? 0
    }

    /// Seconds of the true path spent moving from the first position the
    /// receiver reports to the last.
    public var coveredMovingTime: Double {
        reported.map { path.movingTime(from: $0.first, to: $0.last) } ?? 0
    }

    /// The seconds of the first and the last position the receiver
    /// reports, if any.
    private var reported: (first: Double, last: Double)? {
        let samples = sampled
        guard let first = samples.first, let last = samples.last else { return nil }
        return (first.time, last.time)
    }

    /// The sum of the straight steps between the true positions the
    /// receiver reports at: what error-free fixes can show at best.
    public var chordLength: Double {
        let samples = sampled
        return zip(samples, samples.dropFirst()).reduce(0) {
            $0 + hypot($1.1.east - $1.0.east, $1.1.north - $1.0.north)
        }
    }

    /// The fixes the receiver reports, with its error at `level`, from the
    /// errors `seed` gives: horizontal error estimates as `level` says, the
    /// speed `speeds` says, and the journey's events.
    public func points(through level: NoiseLevel, seed: UInt64, speeds: ReportedSpeed = .none) -> [TrackPoint] {
        var doppler = DopplerReceiver(seed: seed)
        var noise = ReceiverNoise(
            drift: level.drift, correlation: level.correlation ?? correlation, jitter: level.jitter,
            outliers: level.outliers, outlierMetres: level.outlierMetres, jumpInterval: level.jumpInterval,
            jumpMetres: level.jumpMetres, seed: seed)
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let metresPerDegreeLongitude = 111_320 * cos(Self.origin.latitude * .pi / 180)
        let estimate = 2 * (level.drift * level.drift + level.jitter * level.jitter).squareRoot()
        var coldStartFixes: [Int: Int] = [:]
        var altitudeError = level.altimeter.map { Altimeter.Error($0, seed: seed &+ 0xA17) }
        let points = reports.compactMap { sample -> TrackPoint? in
            var error = noise.error(at: sample.time)
            var claimed: Double?
            for (index, event) in events.enumerated() {
                switch event {
                case .offset(let from, let seconds, let east, let north, let claimedError):
                    guard sample.time >= from, sample.time < from + seconds else { continue }
                    error.east += east
                    error.north += north
                    claimed = claimedError
                case .coldStart(let from, let seconds, let metres, let fixes):
                    guard sample.time >= from else { continue }
                    if sample.time < from + seconds { return nil }
                    let seen = coldStartFixes[index, default: 0]
                    guard seen < fixes else { continue }
                    coldStartFixes[index] = seen + 1
                    error.east += metres * Double(fixes - seen) / Double(fixes)
                }
            }
            var fix = Fix(
                time: timeless ? nil : start.addingTimeInterval(sample.time),
                latitude: Self.origin.latitude + (sample.north + error.north) / 111_132,
                longitude: Self.origin.longitude + (sample.east + error.east) / metresPerDegreeLongitude,
                mode: .twoD)
            if let profile {
                fix.altitudeMSL = profile(sample.distance) + (altitudeError?.metres(at: sample.time) ?? 0)
                fix.verticalError = altitudeError?.claimed
                fix.mode = .threeD
            }
            switch level.estimate {
            case .eph:
                fix.horizontalError = claimed ?? estimate
                fix.hdop = 1.2
            case .hdop(let hdop): fix.hdop = claimed.map { $0 / 3 } ?? hdop
            case .none: break
            }
            switch speeds {
            case .none: break
            case .doppler: doppler.report(speed: sample.speed, course: sample.course, into: &fix)
            case .stuckAtZero: fix.speed = 0
            }
            return TrackPoint(segment: 0, fix: fix)
        }
        guard case .moved(let metres) = sampling else { return points }
        // The logger compares the positions the receiver reports: the
        // fixes' own, back on the journey's plane.
        return Self.written(points, metres: metres) {
            (
                ($0.fix.longitude - Self.origin.longitude) * metresPerDegreeLongitude,
                ($0.fix.latitude - Self.origin.latitude) * 111_132
            )
        }
    }

    /// The journeys of the truth benchmark.
    public static let all: [Journey] =
        [
            Journey(
                name: "30 min walk, 1 Hz", path: TruePath(walk(speed: 1.4, blocks: 18), acceleration: 1), interval: 1,
                correlation: 60, receivers: withOutliers),
            Journey(
                name: "20 min run, 1 Hz",
                path: .repeating(12, acceleration: 2) { index in
                    [.straight(metres: 200, speed: 3), .turn(degrees: index % 3 == 0 ? -60 : 45, radius: 30, speed: 3)]
                }, interval: 1, correlation: 45),
            Journey(
                name: "hike up switchbacks, 1 Hz",
                path: .repeating(30, acceleration: 1) { index in
                    [
                        .straight(metres: 40, speed: 1),
                        .turn(degrees: index % 2 == 0 ? 170 : -170, radius: 2, speed: 0.8),
                    ]
                }, interval: 1, correlation: 90),
            Journey(
                name: "bike with stops at lights, 1 Hz",
                path: .repeating(8) { index in
                    [
                        .straight(metres: 500, speed: 6), .stop(seconds: 30),
                        .turn(degrees: index % 2 == 0 ? 90 : -90, radius: 6, speed: 3),
                    ]
                }, interval: 1, correlation: 60, receivers: withOutliers),
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
                    ], acceleration: 2.5), interval: 1, correlation: 45,
                receivers: withOutliers),
            Journey(
                name: "boat at 10 Hz",
                path: .repeating(6, acceleration: 0.3) { index in
                    [
                        .straight(metres: 600, speed: 4),
                        .turn(degrees: index % 2 == 0 ? 80 : -80, radius: 200, speed: 4),
                    ]
                }, interval: 0.1, correlation: 60),
            Journey(
                name: "logger every 10 s, car",
                path: .repeating(10, acceleration: 2.5) { index in
                    [
                        .straight(metres: 2000, speed: 20),
                        .turn(degrees: index % 2 == 0 ? 90 : -60, radius: 300, speed: 15),
                    ]
                }, interval: 10, correlation: 90),
            Journey(
                name: "parked 20 min, then a drive",
                path: TruePath(
                    [.stop(seconds: 1200)]
                        + (0..<5).flatMap { _ -> [TruePath.Leg] in
                            [.straight(metres: 1200, speed: 12), .turn(degrees: 90, radius: 15, speed: 6)]
                        }, acceleration: 2.5), interval: 1, correlation: 60),
            Journey(
                name: "an hour parked, 1 Hz", path: TruePath([.stop(seconds: 3600)]), interval: 1, correlation: 60,
                receivers: NoiseLevel.all + [NoiseLevel.shifting]),
        ] + slowWalkers + tightTurns + sparseLoggers + badFixRuns + [
            Journey(
                name: "drawn route, no times", family: "drawn routes",
                path: TruePath(walk(speed: 1.4, blocks: 12) + winding(6, speed: 14)), interval: 7, receivers: [],
                timeless: true),
            Journey(
                name: "bus with stops, 1 Hz", family: "stops",
                path: .repeating(10, acceleration: 1.2) { index -> [TruePath.Leg] in
                    [
                        .straight(metres: 300 + Double((index * 71) % 200), speed: 12),
                        .stop(seconds: 15 + Double((index * 13) % 30)),
                        .turn(degrees: index % 3 == 0 ? 90 : -45, radius: 15, speed: 5),
                    ]
                }, correlation: 50,
                receivers: [
                    NoiseLevel.all[1], NoiseLevel.quickDrift, NoiseLevel.outlying, NoiseLevel.frequentOutliers,
                ]),
            Journey(
                name: "20 s accelerating from 5 to 12 m/s", family: "short journeys",
                path: TruePath([.straight(metres: 165, speed: 12)], acceleration: 0.37, startSpeed: 5),
                receivers: [NoiseLevel(name: "1 m, no estimate", drift: 0.8, jitter: 0.5, estimate: .none)]),
        ] + climbs + longCircles + [
            // Last, so that every journey before it keeps its draws.
            Journey(
                name: "a drive, then parked 20 min",
                path: TruePath(
                    (0..<5).flatMap { _ -> [TruePath.Leg] in
                        [.straight(metres: 1200, speed: 12), .turn(degrees: 90, radius: 15, speed: 6)]
                    } + [.stop(seconds: 1200)], acceleration: 2.5), interval: 1, correlation: 60),
            hikeLoggedWithStops, hikeLoggedByItsFixes,
        ] + strollsLoggedEverySeconds + [bikeLoggedEveryTenSeconds, walkLoggedEveryTenSeconds]

    /// A ride through town with stops at lights, logged every 10 s as a
    /// battery-saving app writes it: the step into each stop brakes for a
    /// few of its seconds and stands the rest, and the step out of it pulls
    /// away likewise. Appended last, with ``all``'s other journeys keeping
    /// their draws.
    static let bikeLoggedEveryTenSeconds = Journey(
        name: "bike with stops at lights, logged every 10 s", family: "sparse loggers",
        path: .repeating(8, acceleration: 1.2) { index -> [TruePath.Leg] in
            [
                .straight(metres: 400 + Double((index * 37) % 150), speed: 5 + Double(index % 3) / 2),
                .stop(seconds: 15 + Double((index * 7) % 30)),
                .turn(degrees: index % 2 == 0 ? 90 : -90, radius: 6, speed: 3),
            ]
        }, interval: 10, correlation: 60, receivers: [NoiseLevel.all[0]] + hikingLoggers)

    /// A walk through town logged every 10 s: right-angled corners, and a
    /// wait at every other crossing. Five of its fixes span 56 m on the
    /// straight, farther than the scatter is usually learned over, so the
    /// windows short enough are those around its corners and waits, where
    /// the cubic misses the turning and braking (``TrackModel``'s
    /// `ScatterEstimate`). Appended last, with ``all``'s other journeys
    /// keeping their draws.
    static let walkLoggedEveryTenSeconds = Journey(
        name: "walk through town with waits at crossings, logged every 10 s", family: "sparse loggers",
        path: .repeating(16, acceleration: 0.8) { index -> [TruePath.Leg] in
            let legs: [TruePath.Leg] = [
                .straight(metres: 84 + Double((index * 37) % 57), speed: 1.3 + Double(index % 3) / 10),
                .turn(degrees: index % 3 == 0 ? -90 : 90, radius: 3, speed: 1.1),
            ]
            return legs + (index % 2 == 0 ? [.stop(seconds: 15 + Double((index * 11) % 20))] : [])
        }, interval: 10, correlation: 60, receivers: [NoiseLevel.all[0]] + hikingLoggers)

    /// A hike logged every 10 m whose walker stops now and then: the logger
    /// writes nothing while it stands, so one step spans the last metres
    /// before each stop, the stop and the first metres after it
    /// (``TrackModel``'s `StopWithinStep`). Appended last, with ``all``'s
    /// other journeys keeping their draws.
    static let hikeLoggedWithStops = Journey(
        name: "hike logged every 10 m, with stops", family: "sparse loggers",
        path: .repeating(24, acceleration: 0.4) { index -> [TruePath.Leg] in
            let legs: [TruePath.Leg] = [
                .straight(metres: 50 + Double((index * 29) % 60), speed: 0.6 + Double((index * 3) % 8) / 10),
                .turn(degrees: index % 2 == 0 ? 70 : -90, radius: 5, speed: 0.6),
            ]
            return legs + (index % 3 == 1 ? [.stop(seconds: 30 + Double((index * 37) % 90))] : [])
        }, sampling: .distance(10), correlation: 60, receivers: hikingLoggers)

    /// A hike logged whenever the receiver's position lies 10 m from the
    /// last point written, with a few stops: the logger writes the
    /// receiver's error as steps while the walker stands, and each outlier
    /// as a spike out and back. Its receivers, like a hiking logger's
    /// files, claim no error. Appended last, with ``all``'s other journeys
    /// keeping their draws.
    static let hikeLoggedByItsFixes = Journey(
        name: "hike logged by its fixes every 10 m", family: "sparse loggers",
        path: .repeating(22, acceleration: 0.4) { index -> [TruePath.Leg] in
            let legs: [TruePath.Leg] = [
                .straight(metres: 40 + Double((index * 23) % 80), speed: 0.5 + Double((index * 5) % 9) / 10),
                .turn(degrees: index % 2 == 0 ? 110 : -60, radius: 6, speed: 0.7),
            ]
            return legs + (index % 4 == 2 ? [.stop(seconds: 60 + Double((index * 41) % 120))] : [])
        }, sampling: .moved(10), correlation: 50,
        receivers: hikingLoggers + [
            NoiseLevel(
                name: "2 m drift over 120 s, 1% outliers of 30 m, no estimate", drift: 2, jitter: 0.4,
                correlation: 120, outliers: 0.01, outlierMetres: 30, estimate: .none),
            NoiseLevel(
                name: "1.5 m drift over 40 s, 3% outliers of 15 m, no estimate", drift: 1.5, jitter: 0.5,
                correlation: 40, outliers: 0.03, outlierMetres: 15, estimate: .none),
        ])

    /// A stroll at 0.4-0.6 m/s along gentle bends, logged every 3 s and
    /// every 5 s, as a walker's app or a battery-saving logger writes it:
    /// seventeen fixes span 48-80 s, too long for the drift learned from
    /// fixes a second apart, over 20-50 m of path. Appended last, with
    /// ``all``'s other journeys keeping their draws.
    static let strollsLoggedEverySeconds = [3.0, 5.0].map { interval in
        Journey(
            name: "stroll logged every \(Int(interval)) s", family: "sparse loggers",
            path: .repeating(36, acceleration: 0.3) { index -> [TruePath.Leg] in
                [
                    .straight(metres: 10 + Double((index * 13) % 21), speed: 0.4 + Double((index * 3) % 5) / 20),
                    .turn(
                        degrees: index % 2 == 0 ? 20 + Double((index * 17) % 50) : -25 - Double((index * 11) % 45),
                        radius: 4 + Double((index * 7) % 12), speed: 0.45),
                ]
            }, interval: interval, correlation: 60, receivers: hikingLoggers + [NoiseLevel.quickDrift])
    }

    /// The receivers of the hikes' loggers, which claim no error, as a
    /// hiking logger's files do: one that drifts, one whose error is white.
    static let hikingLoggers = [
        NoiseLevel(name: "3 m drift, no estimate", drift: 3, jitter: 0.8, estimate: .none),
        NoiseLevel(name: "1.5 m white, no estimate", drift: 0.3, jitter: 1.5, estimate: .none),
    ]

    /// The first journeys' two receivers, one that throws 1% of its fixes
    /// 30 m off, one that throws 3% of them 15 m off, and one whose error
    /// shifts at once by metres (appended last, so that the others keep
    /// their draws).
    static let withOutliers = NoiseLevel.all + [NoiseLevel.outlying, NoiseLevel.frequentOutliers, NoiseLevel.shifting]

    /// Receivers of about 3 m, each failing a slow walker its own way.
    static let walkingReceivers = [
        NoiseLevel(name: "3 m drift, eph", drift: 2.8, jitter: 1), NoiseLevel.white, NoiseLevel.quickDrift,
        NoiseLevel.outlying, NoiseLevel.frequentOutliers, NoiseLevel.shifting, NoiseLevel.honestQuickDrift,
        NoiseLevel.whiteClaimingHDOP,
    ]

    /// Walkers slower than the 0.5 m/s a stop used to be judged by.
    static let slowWalkers = [
        Journey(
            name: "straight walk at 0.3 m/s", family: "slow walkers",
            path: TruePath([.straight(metres: 540, speed: 0.3)], acceleration: 0.3), receivers: walkingReceivers),
        Journey(
            name: "straight walk at 0.6 m/s", family: "slow walkers",
            path: TruePath([.straight(metres: 1080, speed: 0.6)], acceleration: 0.3), correlation: 80,
            receivers: walkingReceivers),
        Journey(
            name: "dog walk, 0.5-1 m/s, wandering", family: "slow walkers",
            path: .repeating(70, acceleration: 0.5) { index -> [TruePath.Leg] in
                let metres = 5 + Double((index * 7) % 11)
                let speed = 0.5 + Double((index * 5) % 6) / 10
                let left = 35 + Double((index * 13) % 80)
                let right = -40 - Double((index * 11) % 70)
                let legs: [TruePath.Leg] = [
                    .straight(metres: metres, speed: speed),
                    .turn(degrees: index % 2 == 0 ? left : right, radius: 2, speed: 0.6),
                ]
                return legs + (index % 9 == 4 ? [.stop(seconds: 10 + Double(index % 3) * 5)] : [])
            }, correlation: 40, receivers: walkingReceivers),
        Journey(
            name: "steep switchbacks at 0.55-0.75 m/s", family: "slow walkers",
            path: .repeating(24, acceleration: 0.5) { index -> [TruePath.Leg] in
                [
                    .straight(metres: 30 + Double((index * 17) % 20), speed: index % 3 == 0 ? 0.55 : 0.75),
                    .turn(degrees: index % 2 == 0 ? 160 : -160, radius: 3, speed: 0.5),
                ]
            }, correlation: 90, receivers: walkingReceivers),
    ]

    /// Sustained turns seen at 1 Hz: the acceleration of a bend is the
    /// path, not noise.
    static let tightTurns = circles(laps: 5)

    /// The same circled for twenty laps, minutes long: long enough for the
    /// receiver's drift to be learned from the track (the model's
    /// `DriftEstimate`), which must not learn the turn as drift. Last in
    /// ``all``, so that the journeys before keep their seeds.
    static let longCircles = circles(laps: 20)

    /// The three tight turns, each circled `laps` times.
    static func circles(laps: Int) -> [Journey] {
        [(20.0, 6.0), (50, 12), (100, 20)].map { radius, speed in circling(laps: laps, radius: radius, speed: speed) }
    }

    /// `laps` of a circle of `radius` metres at `speed`, each after a
    /// straight as long as the circle is wide. Five laps keep the name they
    /// had before there were more (the tests and BENCHMARKS.md use it).
    static func circling(laps: Int, radius: Double, speed: Double) -> Journey {
        Journey(
            name: "circling R=\(Int(radius)) m at \(Int(speed)) m/s\(laps == 5 ? "" : " for \(laps) laps"), 1 Hz",
            family: "tight turns",
            path: .repeating(laps, acceleration: 2) { _ -> [TruePath.Leg] in
                [.straight(metres: 2 * radius, speed: speed), .turn(degrees: 360, radius: radius, speed: speed)]
            }, correlation: 60,
            receivers: [
                NoiseLevel.all[0], NoiseLevel.white, NoiseLevel.outlying, NoiseLevel.frequentOutliers,
            ])
    }

    /// A mountain road: short straights and hairpins.
    static func winding(_ bends: Int, speed: Double) -> [TruePath.Leg] {
        (0..<bends).flatMap { index -> [TruePath.Leg] in
            let straight = 80 + Double((index * 53) % 200)
            let left = 120 + Double((index * 17) % 50)
            let right = -100 - Double((index * 29) % 60)
            let radius = 25 + Double((index * 13) % 40)
            return [
                .straight(metres: straight, speed: speed),
                .turn(degrees: index % 2 == 0 ? left : right, radius: radius, speed: speed * 0.65),
            ]
        }
    }

    /// Loggers that write rarely or by distance, with no error estimate.
    static let sparseLoggers = [
        Journey(
            name: "winding road logged every 5 s", family: "sparse loggers",
            path: TruePath(winding(16, speed: 14), acceleration: 2), interval: 5, correlation: 70,
            receivers: [NoiseLevel(name: "2 m drift, no estimate", drift: 2, jitter: 0.5, estimate: .none)]),
        Journey(
            name: "winding road logged every 10 s", family: "sparse loggers",
            path: TruePath(winding(16, speed: 14), acceleration: 2), interval: 10, correlation: 70,
            receivers: [NoiseLevel(name: "2 m drift, no estimate", drift: 2, jitter: 0.5, estimate: .none)]),
        Journey(
            name: "hike logged every 10 m", family: "sparse loggers",
            path: .repeating(20, acceleration: 0.4) { index -> [TruePath.Leg] in
                [
                    .straight(metres: 60 + Double((index * 31) % 70), speed: 0.3 + Double((index * 7) % 11) / 10),
                    .turn(degrees: index % 2 == 0 ? 150 : -140, radius: 4, speed: 0.5),
                ]
            }, sampling: .distance(10), correlation: 60, receivers: hikingLoggers),
    ]

    /// A drive and a walk with runs of bad fixes that agree with each other.
    static let badFixRuns = [
        Journey(
            name: "drive through an urban canyon, 10 s 80 m off", family: "bad-fix runs",
            path: TruePath(
                [.straight(metres: 1500, speed: 12), .turn(degrees: 90, radius: 20, speed: 6)]
                    + [.straight(metres: 1500, speed: 12)], acceleration: 2),
            correlation: 50, receivers: [NoiseLevel.all[0]],
            events: [.offset(start: 60, seconds: 10, east: 80, north: 0, claimedError: nil)]),
        Journey(
            name: "drive, 3 min without sky, 5 fixes converging from 60 m", family: "bad-fix runs",
            path: TruePath([.straight(metres: 4000, speed: 12)], acceleration: 2), correlation: 50,
            receivers: [NoiseLevel.all[0]],
            events: [.coldStart(start: 60, seconds: 180, metres: 60, fixes: 5)]),
        Journey(
            name: "walk, 3 min without sky, 5 fixes converging from 60 m", family: "bad-fix runs",
            path: TruePath([.straight(metres: 1500, speed: 1.3)], acceleration: 1), correlation: 50,
            receivers: [NoiseLevel.all[0]],
            events: [.coldStart(start: 300, seconds: 180, metres: 60, fixes: 5)]),
        Journey(
            name: "drive, HDOP 0.9 while 40 m off for a minute", family: "bad-fix runs",
            path: TruePath(
                [.straight(metres: 2000, speed: 14), .turn(degrees: -60, radius: 80, speed: 10)]
                    + [.straight(metres: 2000, speed: 14)], acceleration: 2),
            correlation: 50, receivers: [NoiseLevel.all[0]],
            events: [.offset(start: 80, seconds: 60, east: 40, north: 0, claimedError: 2.7)]),
    ]

    /// Receivers whose altitude errs as GPS altitude does: more than the
    /// position, drifting slowly; one claims its error (gpsd's `epv`), one
    /// says nothing (a GPX file).
    static let gpsAltitudes = [
        NoiseLevel(
            name: "GPS altitude, 4 m drift over 60 s, epv", drift: 2, jitter: 0.5,
            altimeter: .gps(drift: 4, jitter: 1, correlation: 60, claimsError: true)),
        NoiseLevel(
            name: "GPS altitude, 6 m drift over 150 s, no estimate", drift: 3, jitter: 0.8, estimate: .none,
            altimeter: .gps(drift: 6, jitter: 1.5, correlation: 150, claimsError: false)),
        NoiseLevel(
            name: "GPS altitude, 3 m drift over 25 s, HDOP only", drift: 2, jitter: 0.6, correlation: 25,
            estimate: .hdop(1.4), altimeter: .gps(drift: 3, jitter: 0.7, correlation: 25, claimsError: false)),
        NoiseLevel(
            name: "GPS altitude, 8 m drift over 300 s, epv", drift: 3, jitter: 0.5,
            altimeter: .gps(drift: 8, jitter: 1, correlation: 300, claimsError: true)),
    ]

    /// A barometric altimeter while the weather changes by 1 hPa an hour.
    static let barometric = NoiseLevel(
        name: "barometric altitude, 8 m/h weather drift", drift: 2, jitter: 0.5, estimate: .none,
        altimeter: .barometric(jitter: 0.3, metresPerHour: 8))

    /// Height profiles: flat journeys (any climb is the altimeter's), a
    /// 600 m hike up and down again, and rolling hills.
    static let climbs: [Journey] = {
        let flatDrive = TruePath.repeating(10, acceleration: 2) { index -> [TruePath.Leg] in
            [.straight(metres: 1000, speed: 12), .turn(degrees: index % 2 == 0 ? 90 : -90, radius: 15, speed: 6)]
        }
        let hike = TruePath.repeating(60, acceleration: 0.5) { index -> [TruePath.Leg] in
            [
                .straight(metres: 180 + Double((index * 23) % 40), speed: 0.9 + Double(index % 3) / 10),
                .turn(degrees: index % 2 == 0 ? 150 : -150, radius: 4, speed: 0.6),
            ]
        }
        let hikeLength = hike.length
        return [
            Journey(
                name: "flat 10 km drive", family: "climb", path: flatDrive, correlation: 60,
                receivers: gpsAltitudes, profile: { _ in 520 }),
            Journey(
                name: "flat 10 km walk", family: "climb", path: TruePath(walk(speed: 1.4, blocks: 95), acceleration: 1),
                correlation: 60, receivers: gpsAltitudes, profile: { _ in 520 }),
            Journey(
                name: "hike 600 m up and down again", family: "climb", path: hike, correlation: 90,
                receivers: gpsAltitudes + [barometric],
                profile: { metres in
                    let half = hikeLength / 2
                    let ramp = metres < half ? metres / half : max(0, hikeLength - metres) / half
                    return 800 + 600 * ramp + 3 * sin(2 * .pi * metres / 400)
                }),
            Journey(
                name: "bike over rolling hills of 30 m", family: "climb",
                path: .repeating(10, acceleration: 1.5) { index -> [TruePath.Leg] in
                    [
                        .straight(metres: 2000, speed: 7),
                        .turn(degrees: index % 2 == 0 ? 60 : -60, radius: 30, speed: 5),
                    ]
                }, correlation: 60, receivers: gpsAltitudes + [barometric],
                profile: { metres in 300 + 15 * sin(2 * .pi * metres / 1000) }),
        ]
    }()

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

/// The journeys of the truth benchmark: each a known path, the interval its
/// receiver reports at, and the seed of its errors.
struct Journey {
    let name: String
    let path: TruePath
    /// Seconds between fixes.
    let interval: Double
    /// How long the receiver's drift takes to forget itself, seconds: varied
    /// from journey to journey, so that nothing is tuned to one generator.
    let correlation: Double

    static let all: [Journey] = [
        Journey(name: "30 min walk, 1 Hz", path: TruePath(walk(speed: 1.4, blocks: 18)), interval: 1, correlation: 60),
        Journey(
            name: "20 min run, 1 Hz",
            path: .repeating(12) { index in
                [.straight(metres: 200, speed: 3), .turn(degrees: index % 3 == 0 ? -60 : 45, radius: 30, speed: 3)]
            }, interval: 1, correlation: 45),
        Journey(
            name: "hike up switchbacks, 1 Hz",
            path: .repeating(30) { index in
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
            path: .repeating(40) { index in
                [
                    .straight(metres: 8 + Double(index % 4) * 3, speed: 1.5),
                    .turn(degrees: index % 2 == 0 ? 90 : -120, radius: 4, speed: 1.2),
                ]
            }, interval: 1, correlation: 60),
        Journey(
            name: "car with a tunnel gap, 1 Hz",
            path: TruePath([
                .straight(metres: 2000, speed: 15), .turn(degrees: 30, radius: 400, speed: 15),
                .unseen(metres: 900, speed: 15), .straight(metres: 2000, speed: 15),
            ]), interval: 1, correlation: 45),
        Journey(
            name: "boat at 10 Hz",
            path: .repeating(6) { index in
                [.straight(metres: 600, speed: 4), .turn(degrees: index % 2 == 0 ? 80 : -80, radius: 200, speed: 4)]
            }, interval: 0.1, correlation: 60),
        Journey(
            name: "logger every 10 s, car",
            path: .repeating(10) { index in
                [.straight(metres: 2000, speed: 20), .turn(degrees: index % 2 == 0 ? 90 : -60, radius: 300, speed: 15)]
            }, interval: 10, correlation: 90),
        Journey(
            name: "parked 20 min, then a drive",
            path: TruePath(
                [.stop(seconds: 1200)]
                    + (0..<5).flatMap { _ -> [TruePath.Leg] in
                        [.straight(metres: 1200, speed: 12), .turn(degrees: 90, radius: 15, speed: 6)]
                    }), interval: 1, correlation: 60),
        Journey(name: "an hour parked, 1 Hz", path: TruePath([.stop(seconds: 3600)]), interval: 1, correlation: 60),
    ]

    /// City blocks at walking pace: straights of 60 to 150 m, turns at the corners.
    static func walk(speed: Double, blocks: Int) -> [TruePath.Leg] {
        (0..<blocks).flatMap { index -> [TruePath.Leg] in
            [
                .straight(metres: 60 + Double((index * 37) % 90), speed: speed),
                .turn(degrees: index % 3 == 0 ? -90 : 90, radius: 3, speed: speed),
            ]
        }
    }
}

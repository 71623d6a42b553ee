import Foundation
import TrackModel

/// A journey whose true path is known: legs driven at set speeds, simulated
/// at 10 Hz, then sampled as a receiver would at its own interval.
struct TruePath {
    /// One piece of a journey.
    enum Leg {
        /// Straight ahead for `metres` at `speed` m/s.
        case straight(metres: Double, speed: Double)
        /// A turn of `degrees` (positive to the left) on a circle of `radius`
        /// metres at `speed` m/s.
        case turn(degrees: Double, radius: Double, speed: Double)
        /// Standing still for `seconds`.
        case stop(seconds: Double)
        /// Straight ahead with no fix at all (a tunnel): `metres` at `speed`.
        case unseen(metres: Double, speed: Double)
    }

    /// A moment of the true path.
    struct Sample {
        var time: Double
        var east: Double
        var north: Double
        var speed: Double
        /// Whether a receiver sees the sky here.
        var visible: Bool
    }

    static let step = 0.1

    let samples: [Sample]

    init(_ legs: [Leg]) {
        var samples = [Sample(time: 0, east: 0, north: 0, speed: 0, visible: true)]
        var heading = 0.0  // radians, 0 = north, counter-clockwise positive
        func advance(metres: Double, speed: Double, turning rate: Double, visible: Bool) {
            let seconds = metres / speed
            let count = max(1, Int((seconds / Self.step).rounded()))
            let dt = seconds / Double(count)
            for _ in 0..<count {
                var last = samples[samples.count - 1]
                heading += rate * dt / 2
                last.east -= sin(heading) * speed * dt
                last.north += cos(heading) * speed * dt
                heading += rate * dt / 2
                last.time += dt
                last.speed = speed
                last.visible = visible
                samples.append(last)
            }
        }
        for leg in legs {
            switch leg {
            case .straight(let metres, let speed): advance(metres: metres, speed: speed, turning: 0, visible: true)
            case .unseen(let metres, let speed): advance(metres: metres, speed: speed, turning: 0, visible: false)
            case .turn(let degrees, let radius, let speed):
                let radians = degrees * .pi / 180
                advance(
                    metres: abs(radians) * radius, speed: speed,
                    turning: radians.sign == .minus
                        ? -speed / radius
                        : speed / radius, visible: true)
            case .stop(let seconds):
                let count = Int((seconds / Self.step).rounded())
                for _ in 0..<count {
                    var last = samples[samples.count - 1]
                    last.time += Self.step
                    last.speed = 0
                    last.visible = true
                    samples.append(last)
                }
            }
        }
        self.samples = samples
    }

    /// A path of `count` laps, each made of the legs `lap` gives for its
    /// index.
    static func repeating(_ count: Int, _ lap: (Int) -> [Leg]) -> TruePath {
        TruePath((0..<count).flatMap(lap))
    }

    /// Metres along the path.
    var length: Double {
        zip(samples, samples.dropFirst()).reduce(0) { $0 + hypot($1.1.east - $1.0.east, $1.1.north - $1.0.north) }
    }

    /// Seconds spent moving.
    var movingTime: Double {
        zip(samples, samples.dropFirst()).reduce(0) { $0 + ($1.1.speed > 0 ? $1.1.time - $1.0.time : 0) }
    }

    /// The highest speed, metres per second.
    var maximumSpeed: Double { samples.map(\.speed).max() ?? 0 }

    /// The samples a receiver reporting every `interval` seconds sees.
    func sampled(every interval: Double) -> [Sample] {
        let stride = max(1, Int((interval / Self.step).rounded()))
        return samples.enumerated().compactMap { $0.offset % stride == 0 && $0.element.visible ? $0.element : nil }
    }
}

import Foundation

/// A journey whose true path is known: legs driven at set speeds, simulated
/// at 10 Hz, then sampled as a receiver would at its own interval.
public struct TruePath: Sendable {
    /// One piece of a journey.
    public enum Leg: Sendable {
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
    public struct Sample: Sendable {
        public var time: Double
        public var east: Double
        public var north: Double
        public var speed: Double
        /// Degrees clockwise from north.
        public var course: Double
        /// Whether a receiver sees the sky here.
        public var visible: Bool
        /// Metres along the path so far.
        public var distance: Double
    }

    static let step = 0.1

    public let samples: [Sample]

    /// The path of `legs`, driven as a vehicle is: speed changes at no more
    /// than `acceleration` m/s² (a stop brakes to a standstill first, a
    /// start picks up speed), so that no speed jumps as no real one does.
    public init(_ legs: [Leg], acceleration: Double = 1.5, startSpeed: Double = 0) {
        var samples = [Sample(time: 0, east: 0, north: 0, speed: startSpeed, course: 0, visible: true, distance: 0)]
        var heading = 0.0  // radians, 0 = north, counter-clockwise positive
        var speed = startSpeed
        /// One tick at a speed moved toward `target`, along a circle of
        /// `curvature` (1/m, positive to the left); returns the metres moved.
        func tick(toward target: Double, curvature: Double, visible: Bool, limit: Double = .infinity) -> Double {
            let change = max(-acceleration * Self.step, min(acceleration * Self.step, target - speed))
            speed += change
            let metres = min(limit, speed * Self.step)
            var last = samples[samples.count - 1]
            heading += curvature * metres / 2
            last.east -= sin(heading) * metres
            last.north += cos(heading) * metres
            heading += curvature * metres / 2
            last.time += Self.step
            last.distance += metres
            last.speed = speed
            last.course = (-heading * 180 / .pi).truncatingRemainder(dividingBy: 360) + (heading > 0 ? 360 : 0)
            last.visible = visible
            samples.append(last)
            return metres
        }
        func advance(metres: Double, speed target: Double, curvature: Double, visible: Bool) {
            var covered = 0.0
            while covered < metres {
                covered += tick(toward: target, curvature: curvature, visible: visible, limit: metres - covered)
            }
        }
        for leg in legs {
            switch leg {
            case .straight(let metres, let speed): advance(metres: metres, speed: speed, curvature: 0, visible: true)
            case .unseen(let metres, let speed): advance(metres: metres, speed: speed, curvature: 0, visible: false)
            case .turn(let degrees, let radius, let speed):
                advance(
                    metres: abs(degrees) * .pi / 180 * radius, speed: speed,
                    curvature: (degrees < 0 ? -1 : 1) / radius, visible: true)
            case .stop(let seconds):
                while speed > 0 { _ = tick(toward: 0, curvature: 0, visible: true) }
                for _ in 0..<Int((seconds / Self.step).rounded()) {
                    _ = tick(toward: 0, curvature: 0, visible: true)
                }
            }
        }
        self.samples = samples
    }

    /// A path of `count` laps, each made of the legs `lap` gives for its
    /// index.
    public static func repeating(_ count: Int, acceleration: Double = 1.5, _ lap: (Int) -> [Leg]) -> TruePath {
        TruePath((0..<count).flatMap(lap), acceleration: acceleration)
    }

    /// Metres along the path.
    public var length: Double { length(of: samples[...]) }

    /// Seconds spent moving.
    public var movingTime: Double { movingTime(of: samples[...]) }

    /// Metres along the path from the second `start` to `end`.
    public func length(from start: Double, to end: Double) -> Double {
        length(of: samples(from: start, to: end))
    }

    /// Seconds spent moving from the second `start` to `end`.
    public func movingTime(from start: Double, to end: Double) -> Double {
        movingTime(of: samples(from: start, to: end))
    }

    private func samples(from start: Double, to end: Double) -> ArraySlice<Sample> {
        // Sample times are multiples of the step, written with its rounding.
        let slack = Self.step / 2
        let first = samples.firstIndex { $0.time >= start - slack } ?? samples.endIndex
        let last = samples.lastIndex { $0.time <= end + slack } ?? -1
        return first <= last ? samples[first...last] : []
    }

    private func length(of samples: ArraySlice<Sample>) -> Double {
        zip(samples, samples.dropFirst()).reduce(0) { $0 + hypot($1.1.east - $1.0.east, $1.1.north - $1.0.north) }
    }

    private func movingTime(of samples: ArraySlice<Sample>) -> Double {
        zip(samples, samples.dropFirst()).reduce(0) { $0 + ($1.1.speed > 0 ? $1.1.time - $1.0.time : 0) }
    }

    /// The highest speed, metres per second.
    public var maximumSpeed: Double { samples.map(\.speed).max() ?? 0 }

    /// The samples a receiver reporting every `interval` seconds sees.
    public func sampled(every interval: Double) -> [Sample] {
        let stride = max(1, Int((interval / Self.step).rounded()))
        return samples.enumerated().compactMap { $0.offset % stride == 0 && $0.element.visible ? $0.element : nil }
    }

    /// The samples a logger that writes a point each `metres` of the way
    /// (a Garmin's "distance" setting) keeps, on whole seconds.
    public func sampled(everyMetres metres: Double) -> [Sample] {
        let second = Int((1 / Self.step).rounded())
        var kept: [Sample] = []
        var covered = 0.0
        var last: Sample?
        for (index, sample) in samples.enumerated() {
            if let last { covered += hypot(sample.east - last.east, sample.north - last.north) }
            last = sample
            guard index % second == 0, sample.visible, kept.isEmpty || covered >= metres else { continue }
            kept.append(sample)
            covered = 0
        }
        return kept
    }
}

/// How fast a replay plays: a factor of real time, or as fast as possible.
public enum ReplaySpeed: Sendable, Equatable, CustomStringConvertible {
    case factor(Double)
    case max

    /// The factors played: from a hundredth of real time to ten thousand
    /// times it (`max` is faster still). A factor like 1e-300 would wait
    /// forever between points, and overflow into no wait at all.
    public static let factors = 0.01...10_000.0

    /// What a speed may be, for messages.
    public static let expected = "a factor from 0.01 to 10000, or max"

    /// Parses `max` or a factor in ``factors``.
    public init?(_ text: String) {
        if text == "max" {
            self = .max
        } else if let factor = Double(text), Self.factors.contains(factor) {
            self = .factor(factor)
        } else {
            return nil
        }
    }

    /// The factor, or `nil` for as fast as possible.
    public var factor: Double? {
        if case .factor(let value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case .factor(let value): return "\(value)"
        case .max: return "max"
        }
    }
}

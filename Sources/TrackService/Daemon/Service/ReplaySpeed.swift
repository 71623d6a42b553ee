/// How fast a replay plays: a factor of real time, or as fast as possible.
public enum ReplaySpeed: Sendable, Equatable, CustomStringConvertible {
    case factor(Double)
    case max

    /// Parses `max` or a positive number.
    public init?(_ text: String) {
        if text == "max" {
            self = .max
        } else if let factor = Double(text), factor.isFinite, factor > 0 {
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

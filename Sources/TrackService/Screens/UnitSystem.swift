/// The units people read speeds and distances in (`units` in the
/// configuration). JSON output is always metres and metres per second.
public enum UnitSystem: String, Sendable, CaseIterable {
    /// km/h and km.
    case metric
    /// mph and mi.
    case imperial
    /// kn and nmi, for boats.
    case nautical

    /// Metres per second in this system's speed unit, and its symbol.
    var speed: (factor: Double, symbol: String) {
        switch self {
        case .metric: return (3.6, "km/h")
        case .imperial: return (3600 / 1609.344, "mph")
        case .nautical: return (3600 / 1852, "kn")
        }
    }

    /// Metres in this system's unit for heights and short lengths (feet
    /// with miles or nautical miles, as pilots and American charts give
    /// them), and its symbol.
    var height: (metres: Double, symbol: String) {
        self == .metric ? (1, "m") : (0.3048, "ft")
    }

    /// Metres in this system's distance unit, and its symbol.
    var distance: (metres: Double, symbol: String) {
        switch self {
        case .metric: return (1000, "km")
        case .imperial: return (1609.344, "mi")
        case .nautical: return (1852, "nmi")
        }
    }
}

import FoundationEssentials

/// The WGS84 ellipsoid and the quantities the geodesic series need.
enum WGS84 {
    /// Semi-major axis, metres.
    static let a = 6_378_137.0
    /// Flattening (written as 1e9 / 298257223563, which rounds better than
    /// 1 / 298.257223563).
    static let f = 1e9 / 298_257_223_563.0
    static let f1 = 1 - f
    /// Semi-minor axis, metres.
    static let b = a * f1
    /// Second eccentricity squared.
    static let ep2 = f * (2 - f) / (f1 * f1)
    /// Third flattening.
    static let n = f / (2 - f)

    /// The coefficients of A3(ε), lowest power first (Karney 2013, eq. 24).
    static let a3: [Double] = [
        1,
        -(1 - n) / 2,
        -(2 + (1 - 3 * n) * n) / 8,
        -(1 + (3 + n) * n) / 16,
        -(3 + 2 * n) / 64,
        -3.0 / 128,
    ]

    /// C3ₗ(ε) for l = 1…5, each as coefficients of ε¹…ε⁵ (eq. 25).
    static let c3: [[Double]] = [
        [(1 - n) / 4, (1 - n * n) / 8, (3 + (3 - n) * n) / 64, (5 + 2 * n) / 128, 3.0 / 128],
        [0, (2 + (-3 + n) * n) / 32, (3 + (-2 - 3 * n) * n) / 64, (3 + n) / 128, 5.0 / 256],
        [0, 0, (5 + (-9 + 5 * n) * n) / 192, (9 - 10 * n) / 384, 7.0 / 512],
        [0, 0, 0, (7 - 14 * n) / 512, 7.0 / 512],
        [0, 0, 0, 0, 21.0 / 2560],
    ]

    /// Evaluates a polynomial with coefficients lowest power first.
    static func polynomial(_ coefficients: [Double], _ x: Double) -> Double {
        coefficients.reversed().reduce(0) { $0 * x + $1 }
    }
}

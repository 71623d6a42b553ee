import FoundationEssentials

/// The series of Karney's geodesic solution (2013, eqs. 17, 18, 42, 43), in
/// ε = k² / (√(1 + k²) + 1)², to sixth order.
enum GeodesicSeries {
    /// A₁(ε), the scale of distance along the geodesic.
    static func a1(_ eps: Double) -> Double {
        let e2 = eps * eps
        return (1 + e2 * (1.0 / 4 + e2 * (1.0 / 64 + e2 / 256))) / (1 - eps)
    }

    /// ε¹…ε⁶.
    private static func powers(_ eps: Double) -> (Double, Double, Double, Double, Double, Double) {
        let e2 = eps * eps
        let e3 = e2 * eps
        let e4 = e2 * e2
        return (eps, e2, e3, e4, e4 * eps, e3 * e3)
    }

    /// C₁ₗ(ε), l = 1…6.
    static func c1(_ eps: Double) -> [Double] {
        let (_, e2, e3, e4, e5, e6) = powers(eps)
        return [
            -eps / 2 + 3 * e3 / 16 - e5 / 32,
            -e2 / 16 + e4 / 32 - 9 * e6 / 2048,
            -e3 / 48 + 3 * e5 / 256,
            -5 * e4 / 512 + 3 * e6 / 512,
            -7 * e5 / 1280,
            -7 * e6 / 2048,
        ]
    }

    /// A₂(ε), for the reduced length.
    static func a2(_ eps: Double) -> Double {
        let e2 = eps * eps
        return (1 - eps) * (1 + e2 * (1.0 / 4 + e2 * (9.0 / 64 + e2 * 25 / 256)))
    }

    /// C₂ₗ(ε), l = 1…6.
    static func c2(_ eps: Double) -> [Double] {
        let (_, e2, e3, e4, e5, e6) = powers(eps)
        return [
            eps / 2 + e3 / 16 + e5 / 32,
            3 * e2 / 16 + e4 / 32 + 35 * e6 / 2048,
            5 * e3 / 48 + 5 * e5 / 256,
            35 * e4 / 512 + 7 * e6 / 512,
            63 * e5 / 1280,
            77 * e6 / 2048,
        ]
    }

    /// A₃(ε), the scale of the longitude correction.
    static func a3(_ eps: Double) -> Double {
        WGS84.polynomial(WGS84.a3, eps)
    }

    /// C₃ₗ(ε), l = 1…5.
    static func c3(_ eps: Double) -> [Double] {
        WGS84.c3.map { eps * WGS84.polynomial($0, eps) }
    }

    /// Σₗ cₗ sin(2lσ), by Clenshaw summation, from sin σ and cos σ.
    static func sineSeries(_ coefficients: [Double], sin sigma: Double, cos cosSigma: Double) -> Double {
        let twiceCos2 = 2 * (cosSigma - sigma) * (cosSigma + sigma)  // 2 cos 2σ
        var next = 0.0
        var afterNext = 0.0
        for coefficient in coefficients.reversed() {
            let current = coefficient + twiceCos2 * next - afterNext
            afterNext = next
            next = current
        }
        return 2 * sigma * cosSigma * next  // sin 2σ · b₁
    }
}

import FoundationEssentials
import Glibc

/// One inverse geodesic problem: the distance between two points.
///
/// Symmetries first bring the points to a canonical place (the first point
/// south, the farther from the equator; the second east of it), which
/// leaves the distance unchanged; then the meridional, equatorial and short
/// cases are solved directly, and the general case by Newton's method on
/// the azimuth at the first point, bracketed by bisection.
struct GeodesicInverse {
    private static let tol0 = Double.ulpOfOne
    private static let tol1 = 200 * tol0
    private static let tol2 = tol0.squareRoot()
    private static let tolb = tol0 * tol2
    private static let xthresh = 1000 * tol2
    private static let tiny = Double.leastNormalMagnitude.squareRoot()
    private static let maxit1 = 20
    private static let maxit2 = maxit1 + Double.significandBitCount + 1 + 10
    /// Lines shorter than this (as an angle) are solved on a sphere.
    private static let etol2 = 0.1 * tol2 / (max(0.001, abs(WGS84.f)) * min(1, 1 - WGS84.f / 2) / 2).squareRoot()

    private let sbet1, cbet1, sbet2, cbet2: Double
    private let dn1: Double
    private let lam12, slam12, clam12: Double
    private let latitude1: Double

    init(latitude1 lat1: Double, longitude1 lon1: Double, latitude2 lat2: Double, longitude2 lon2: Double) {
        let lon12 = abs(Self.angleDifference(lon1, lon2))
        lam12 = lon12 * .pi / 180
        (slam12, clam12) = Self.sinCosDegrees(lon12)
        var first = Self.roundAngle(lat1)
        var second = Self.roundAngle(lat2)
        if abs(first) < abs(second) { swap(&first, &second) }
        if first > 0 {
            first = -first
            second = -second
        }
        latitude1 = first
        let (s1, c1) = Self.reducedLatitude(first)
        var (s2, c2) = Self.reducedLatitude(second)
        // Make |β1| == |β2| exact when the latitudes are equal or opposite.
        if c1 < -s1 {
            if c2 == c1 { s2 = s2 < 0 ? s1 : -s1 }
        } else if abs(s2) == -s1 {
            c2 = c1
        }
        (sbet1, cbet1, sbet2, cbet2) = (s1, c1, s2, c2)
        dn1 = (1 + WGS84.ep2 * s1 * s1).squareRoot()
    }

    /// The distance in metres.
    func distance() -> Double {
        if latitude1 == -90 || slam12 == 0, let meridional = meridionalDistance() {
            return meridional
        }
        if sbet1 == 0 && sbet2 == 0 && lam12 <= (1 - WGS84.f) * .pi {
            return WGS84.a * lam12  // along the equator
        }
        var start = startingAzimuth()
        if let shortLine = start.shortLine { return shortLine }
        return WGS84.b * solveAzimuth(from: &start)
    }

    // MARK: - Special cases

    /// Along a meridian (or over a pole), when that is the shortest path.
    private func meridionalDistance() -> Double? {
        // Azimuth λ12 (0 or 180°) at point 1, 0 at point 2.
        let ssig1 = sbet1
        let csig1 = clam12 * cbet1
        let ssig2 = sbet2
        let csig2 = cbet2
        let sig12 = atan2(nonNegative(csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
        let lengths = Self.lengths(
            eps: Self.epsilon(k2: WGS84.ep2), sig12: sig12, ssig1: ssig1, csig1: csig1, ssig2: ssig2, csig2: csig2,
            k2: WGS84.ep2)
        // Past a conjugate point the meridian is not the shortest path.
        guard sig12 < 1 || lengths.m12b >= 0 else { return nil }
        return WGS84.b * lengths.s12b
    }

    /// A first azimuth at point 1 for Newton's method, or the answer itself
    /// for a short line.
    private struct Start {
        var salp1: Double
        var calp1: Double
        var shortLine: Double?
    }

    private func startingAzimuth() -> Start {
        let sbet12 = sbet2 * cbet1 - cbet2 * sbet1
        let cbet12 = cbet2 * cbet1 + sbet2 * sbet1
        let sbet12a = sbet2 * cbet1 + cbet2 * sbet1
        let shortLine = cbet12 >= 0 && sbet12 < 0.5 && cbet2 * lam12 < 0.5
        var somg12: Double
        var comg12: Double
        var dnm = 1.0
        if shortLine {
            var sbetm2 = (sbet1 + sbet2) * (sbet1 + sbet2)
            sbetm2 /= sbetm2 + (cbet1 + cbet2) * (cbet1 + cbet2)
            dnm = (1 + WGS84.ep2 * sbetm2).squareRoot()
            let omg12 = lam12 / (WGS84.f1 * dnm)
            (somg12, comg12) = (sin(omg12), cos(omg12))
        } else {
            (somg12, comg12) = (slam12, clam12)
        }
        var salp1 = cbet2 * somg12
        var calp1 =
            comg12 >= 0
            ? sbet12 + cbet2 * sbet1 * somg12 * somg12 / (1 + comg12)
            : sbet12a - cbet2 * sbet1 * somg12 * somg12 / (1 - comg12)
        let ssig12 = (salp1 * salp1 + calp1 * calp1).squareRoot()
        let csig12 = sbet1 * sbet2 + cbet1 * cbet2 * comg12
        if shortLine && ssig12 < Self.etol2 {
            let sig12 = atan2(ssig12, csig12)
            return Start(salp1: salp1, calp1: calp1, shortLine: sig12 * WGS84.b * dnm)
        }
        if !(abs(WGS84.n) > 0.1 || csig12 >= 0 || ssig12 >= 6 * abs(WGS84.n) * .pi * cbet1 * cbet1) {
            // Nearly antipodal: start from the astroid's solution.
            let lam12x = atan2(-slam12, -clam12)
            let k2 = sbet1 * sbet1 * WGS84.ep2
            let eps = Self.epsilon(k2: k2)
            let lamscale = WGS84.f * cbet1 * GeodesicSeries.a3(eps) * .pi
            let betscale = lamscale * cbet1
            let x = lam12x / lamscale
            let y = sbet12a / betscale
            if y > -Self.tol1 && x > -1 - Self.xthresh {
                salp1 = min(1, -x)
                calp1 = -(1 - salp1 * salp1).squareRoot()
            } else {
                let k = Self.astroid(x: x, y: y)
                let omg12a = lamscale * (-x * k / (1 + k))
                let (s, c) = (sin(omg12a), -cos(omg12a))
                salp1 = cbet2 * s
                calp1 = sbet12a - cbet2 * sbet1 * s * s / (1 - c)
            }
        }
        if salp1 > 0 {
            (salp1, calp1) = Self.normalized(salp1, calp1)
        } else {
            (salp1, calp1) = (1, 0)
        }
        return Start(salp1: salp1, calp1: calp1)
    }

    // MARK: - The general case

    /// λ₁₂(α₁) minus the target longitude difference, its derivative, and
    /// the distance over b for that azimuth.
    private struct Evaluation {
        var residual: Double
        var derivative: Double
        var s12b: Double
    }

    private func evaluate(salp1: Double, calp1 inputCalp1: Double) -> Evaluation {
        var calp1 = inputCalp1
        if sbet1 == 0 && calp1 == 0 { calp1 = -Self.tiny }
        let salp0 = salp1 * cbet1
        let calp0 = (calp1 * calp1 + (salp1 * sbet1) * (salp1 * sbet1)).squareRoot()
        let somg1 = salp0 * sbet1
        let comg1 = calp1 * cbet1
        let (ssig1, csig1) = Self.normalized(sbet1, calp1 * cbet1)
        let calp2: Double
        if cbet2 != cbet1 || abs(sbet2) != -sbet1 {
            let term =
                cbet1 < -sbet1 ? (cbet2 - cbet1) * (cbet1 + cbet2) : (sbet1 - sbet2) * (sbet1 + sbet2)
            calp2 = ((calp1 * cbet1) * (calp1 * cbet1) + term).squareRoot() / cbet2
        } else {
            calp2 = abs(calp1)
        }
        let somg2 = salp0 * sbet2
        let comg2 = calp2 * cbet2
        let (ssig2, csig2) = Self.normalized(sbet2, calp2 * cbet2)
        let sig12 = atan2(nonNegative(csig1 * ssig2 - ssig1 * csig2), csig1 * csig2 + ssig1 * ssig2)
        let somg12 = nonNegative(comg1 * somg2 - somg1 * comg2)
        let comg12 = comg1 * comg2 + somg1 * somg2
        let eta = atan2(somg12 * clam12 - comg12 * slam12, comg12 * clam12 + somg12 * slam12)
        let k2 = calp0 * calp0 * WGS84.ep2
        let eps = Self.epsilon(k2: k2)
        let c3 = GeodesicSeries.c3(eps)
        let b312 =
            GeodesicSeries.sineSeries(c3, sin: ssig2, cos: csig2)
            - GeodesicSeries.sineSeries(c3, sin: ssig1, cos: csig1)
        let domg12 = -WGS84.f * GeodesicSeries.a3(eps) * salp0 * (sig12 + b312)
        let lengths = Self.lengths(
            eps: eps, sig12: sig12, ssig1: ssig1, csig1: csig1, ssig2: ssig2, csig2: csig2, k2: k2)
        let derivative =
            calp2 == 0 ? -2 * WGS84.f1 * dn1 / sbet1 : lengths.m12b * WGS84.f1 / (calp2 * cbet2)
        return Evaluation(residual: eta + domg12, derivative: derivative, s12b: lengths.s12b)
    }

    /// Newton's method on α₁, falling back on bisection of the bracket kept
    /// meanwhile; returns the distance over b.
    private func solveAzimuth(from start: inout Start) -> Double {
        var (salp1, calp1) = (start.salp1, start.calp1)
        var (salp1a, calp1a) = (Self.tiny, 1.0)
        var (salp1b, calp1b) = (Self.tiny, -1.0)
        var tripn = false
        var tripb = false
        var evaluation = evaluate(salp1: salp1, calp1: calp1)
        for iteration in 0..<Self.maxit2 {
            evaluation = evaluate(salp1: salp1, calp1: calp1)
            let v = evaluation.residual
            if tripb || !(abs(v) >= (tripn ? 8 : 1) * Self.tol0) { break }
            if v > 0 && (iteration > Self.maxit1 || calp1 / salp1 > calp1b / salp1b) {
                (salp1b, calp1b) = (salp1, calp1)
            } else if v < 0 && (iteration > Self.maxit1 || calp1 / salp1 < calp1a / salp1a) {
                (salp1a, calp1a) = (salp1, calp1)
            }
            if iteration < Self.maxit1 && evaluation.derivative > 0 {
                let dalp1 = -v / evaluation.derivative
                if abs(dalp1) < .pi {
                    let (sdalp1, cdalp1) = (sin(dalp1), cos(dalp1))
                    let nsalp1 = salp1 * cdalp1 + calp1 * sdalp1
                    if nsalp1 > 0 {
                        calp1 = calp1 * cdalp1 - salp1 * sdalp1
                        (salp1, calp1) = Self.normalized(nsalp1, calp1)
                        tripn = abs(v) <= 16 * Self.tol0
                        continue
                    }
                }
            }
            (salp1, calp1) = Self.normalized((salp1a + salp1b) / 2, (calp1a + calp1b) / 2)
            tripn = false
            tripb =
                abs(salp1a - salp1) + (calp1a - calp1) < Self.tolb || abs(salp1 - salp1b) + (calp1 - calp1b) < Self.tolb
        }
        return evaluation.s12b
    }

    // MARK: - Helpers

    /// max(0, x) as +0 for −0 too: atan2(−0, −1) is −π, not π.
    private func nonNegative(_ x: Double) -> Double {
        max(0, x) + 0.0
    }

    /// The distance and reduced length over b for arc σ₁₂ (eqs. 39, 40).
    private static func lengths(
        eps: Double, sig12: Double, ssig1: Double, csig1: Double, ssig2: Double, csig2: Double, k2: Double
    ) -> (s12b: Double, m12b: Double) {
        let a1 = GeodesicSeries.a1(eps)
        let c1 = GeodesicSeries.c1(eps)
        let a2 = GeodesicSeries.a2(eps)
        let c2 = GeodesicSeries.c2(eps)
        let b1 =
            GeodesicSeries.sineSeries(c1, sin: ssig2, cos: csig2)
            - GeodesicSeries.sineSeries(c1, sin: ssig1, cos: csig1)
        let b2 =
            GeodesicSeries.sineSeries(c2, sin: ssig2, cos: csig2)
            - GeodesicSeries.sineSeries(c2, sin: ssig1, cos: csig1)
        let j12 = (a1 - a2) * sig12 + (a1 * b1 - a2 * b2)
        let dn1 = (1 + k2 * ssig1 * ssig1).squareRoot()
        let dn2 = (1 + k2 * ssig2 * ssig2).squareRoot()
        let m12b = dn2 * (csig1 * ssig2) - dn1 * (ssig1 * csig2) - csig1 * csig2 * j12
        return (a1 * (sig12 + b1), m12b)
    }

    private static func epsilon(k2: Double) -> Double {
        k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    }

    /// The positive root k of k⁴ + 2k³ − (x² + y² − 1)k² − 2y²k − y² = 0
    /// (the astroid, eq. 55).
    private static func astroid(x: Double, y: Double) -> Double {
        let p = x * x
        let q = y * y
        let r = (p + q - 1) / 6
        guard !(q == 0 && r <= 0) else { return 0 }
        let s = p * q / 4
        let r2 = r * r
        let r3 = r * r2
        let discriminant = s * (s + 2 * r3)
        var u = r
        if discriminant >= 0 {
            var t3 = s + r3
            t3 += t3 < 0 ? -discriminant.squareRoot() : discriminant.squareRoot()
            let t = cbrt(t3)
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            let angle = atan2((-discriminant).squareRoot(), -(s + r3))
            u += 2 * r * cos(angle / 3)
        }
        let v = (u * u + q).squareRoot()
        let uv = u < 0 ? q / (v - u) : u + v
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }

    /// sin and cos of the reduced latitude β, with cos β kept above zero.
    private static func reducedLatitude(_ latitude: Double) -> (Double, Double) {
        let (s, c) = sinCosDegrees(latitude)
        let (sbet, cbet) = normalized(WGS84.f1 * s, c)
        return (sbet, max(tiny, cbet))
    }

    private static func normalized(_ s: Double, _ c: Double) -> (Double, Double) {
        let length = (s * s + c * c).squareRoot()
        return (s / length, c / length)
    }

    /// sin and cos of an angle in degrees, exact at multiples of 90°.
    private static func sinCosDegrees(_ degrees: Double) -> (Double, Double) {
        var r = degrees.truncatingRemainder(dividingBy: 360)
        let quarter = Int((r / 90).rounded())
        r -= 90 * Double(quarter)
        let radians = r * .pi / 180
        let (s, c) = (sin(radians), cos(radians))
        switch ((quarter % 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// `lon2 − lon1` in (−180, 180].
    private static func angleDifference(_ lon1: Double, _ lon2: Double) -> Double {
        var difference = (lon2 - lon1).truncatingRemainder(dividingBy: 360)
        if difference <= -180 { difference += 360 }
        if difference > 180 { difference -= 360 }
        return difference
    }

    /// Rounds tiny angles to zero, so that points a hair off the equator
    /// behave as on it.
    private static func roundAngle(_ x: Double) -> Double {
        let z = 1.0 / 16
        let y = abs(x)
        let rounded = y < z ? z - (z - y) : y
        return x < 0 ? -rounded : rounded
    }
}

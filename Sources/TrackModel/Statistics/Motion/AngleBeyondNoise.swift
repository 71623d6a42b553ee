/// An angle measured from noisy positions, cut to what is beyond the noise.
///
/// Noise alone turns a straight way by an angle whose square is, on
/// average, its variance; so a measured angle's square less that variance
/// is what the way itself turned (squared), and `0` where the noise
/// explains it all. The sign is the measured one.
enum AngleBeyondNoise {
    /// `angle`, radians, whose noise alone would make an angle of
    /// `variance` squared radians: the root of its square less the
    /// variance, its sign kept.
    static func angle(_ angle: Double, variance: Double) -> Double {
        let size = max(0, angle * angle - variance).squareRoot()
        return angle < 0 ? -size : size
    }
}

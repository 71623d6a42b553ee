/// What no receiver on Earth reports, so that a file or a broken server
/// that says it is taken as not said: a finite number can still be absurd
/// (`<ele>1e308</ele>` would be a climb to the end of the universe).
extension Fix {
    /// Below the deepest ocean floor to the edge of space, metres.
    public static let possibleAltitudes = -12_000.0...100_000.0
    /// Metres per second over ground: receivers stop reporting at 515 (the
    /// export limit on GPS receivers).
    public static let possibleSpeeds = 0.0...1_000.0
    /// Metres per second, up or down.
    public static let possibleClimbs = -1_000.0...1_000.0
    /// Degrees clockwise from north.
    public static let possibleCourses = 0.0...360.0
    /// Estimated errors, metres. Zero is gpsd's and NMEA's way of writing
    /// "unknown" (no receiver knows where it is exactly, and none claims
    /// better than a centimetre), so it is unknown, never "±0 m".
    public static let possibleErrors = 0.01...100_000.0
    /// NMEA writes a dilution of precision up to 99.99, and 0 when it has
    /// none (a geometry of satellites cannot dilute below about 0.5).
    public static let possibleDilutions = 0.1...100.0

    /// The fix as a receiver's report is taken: `nil` off the Earth, else
    /// with each value outside its possible range unknown.
    public var possible: Fix? {
        hasValidCoordinates ? withoutImpossibleValues : nil
    }

    /// This fix with each value outside its possible range unknown (`nil`).
    var withoutImpossibleValues: Fix {
        func possible(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
            value.flatMap { range.contains($0) ? $0 : nil }
        }
        var fix = self
        fix.altitudeMSL = possible(altitudeMSL, Self.possibleAltitudes)
        fix.altitudeHAE = possible(altitudeHAE, Self.possibleAltitudes)
        fix.speed = possible(speed, Self.possibleSpeeds)
        fix.course = possible(course, Self.possibleCourses)
        fix.climb = possible(climb, Self.possibleClimbs)
        fix.horizontalError = possible(horizontalError, Self.possibleErrors)
        fix.verticalError = possible(verticalError, Self.possibleErrors)
        fix.hdop = possible(hdop, Self.possibleDilutions)
        return fix
    }
}

extension Fix {
    /// One standard deviation of the position on each axis, metres, as the
    /// statistics take it: half the error estimate (gpsd's `eph` is about a
    /// 95% bound), else three metres a unit of HDOP, else 5 m; at least 1 m.
    var horizontalSigma: Double {
        max(1, claimedSigma ?? 5)
    }

    /// One standard deviation of the position as the receiver claims it
    /// (half `eph`, else three metres a unit of HDOP), if it claims any.
    var claimedSigma: Double? {
        horizontalError.map { $0 / 2 } ?? hdop.map { $0 * 3 }
    }

    /// The same for altitude: half `epv`, else one and a half times the
    /// horizontal one (GPS altitude is the poorer).
    var verticalSigma: Double {
        max(1, verticalError.map { $0 / 2 } ?? 1.5 * horizontalSigma)
    }
}

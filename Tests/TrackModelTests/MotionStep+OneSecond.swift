@testable import TrackModel

extension MotionStep {
    /// A moving step of one second at `speed` behind a receiver whose noise
    /// can explain `sigma` metres, all of it white unless `error` says
    /// otherwise; `unforeseen` as the outlier gate would mark it.
    static func oneSecond(
        at speed: Double, sigma: Double, error: StretchError? = nil, unforeseen: Bool = false
    ) -> MotionStep {
        MotionStep(
            metres: speed, seconds: 1, moving: true, measured: false, unforeseen: unforeseen, altitude: nil,
            sigma: sigma,
            stretchError: error ?? StretchError(white: sigma, drift: 0), reportedSpeed: nil)
    }

    /// A step of `metres` over `seconds`, `moving` or standing, behind a
    /// receiver whose noise can explain a metre: a sparse logger's.
    static func lasting(_ seconds: Double, metres: Double, moving: Bool) -> MotionStep {
        var step = oneSecond(at: metres, sigma: 1)
        step.seconds = seconds
        step.moving = moving
        return step
    }
}

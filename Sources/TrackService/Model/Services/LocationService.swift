import TinyMVVM

/// A source of fixes: a GPS receiver through gpsd, or a replayed file.
///
/// Used only by the recorder, which receives it in its initialiser.
/// Implementations deliver fixes on a thread of their own, one at a time.
public protocol LocationService: AnyObject, Sendable {
    /// The source's state, for `status`.
    var status: ReadOnlyProperty<SourceStatus> { get }

    /// Begins, or resumes, delivering fixes to `handler`.
    ///
    /// The handler returns whether it took the fix. A fix it did not take
    /// (recording stopped while the fix was on its way) is offered again when
    /// updates resume, when the source can do so (a replay can; a live
    /// receiver has moved on).
    func startUpdatingLocation(_ handler: @escaping @Sendable (LocationUpdate) -> Bool)

    /// Pauses delivery. A replay pauses its playback.
    func stopUpdatingLocation()

    /// Stops the source for good and waits until its thread is done.
    func shutdown()
}

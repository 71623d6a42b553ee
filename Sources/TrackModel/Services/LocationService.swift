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
    /// The handler says what became of each fix (``DeliveryOutcome``).
    func startUpdatingLocation(_ handler: @escaping @Sendable (LocationUpdate) -> DeliveryOutcome)

    /// Pauses delivery. A replay pauses its playback.
    func stopUpdatingLocation()

    /// Stops the source for good and waits until its thread is done.
    func shutdown()
}

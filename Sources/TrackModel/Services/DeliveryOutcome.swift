/// What became of a fix a ``LocationService`` handed over.
public enum DeliveryOutcome: Sendable, Equatable {
    /// Recording had stopped while the fix was on its way: a source that can
    /// offers it again when updates resume (a replay can; a live receiver has
    /// moved on).
    case notTaken
    /// Done with: recorded, or left out on purpose (a repeat of the last
    /// point, a parked receiver's fix before departure).
    case kept
    /// Taken but not recorded: storage failed. A replay does not count it as
    /// replayed and offers it again until storage takes it.
    case failed
}

/// Where an import writes a track's points and notes, inside the storage's
/// transaction.
public protocol TrackSink {
    func add(_ point: TrackPoint) throws
    func add(_ note: Note) throws
}

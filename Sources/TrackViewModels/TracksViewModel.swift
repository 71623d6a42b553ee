import SyncPrimitives
import TinyMVVM
import TrackModel
import TrackRecorder

/// The saved tracks, read from a ``DataStorageManager``; imports read
/// through a ``TrackFileReading``.
public final class TracksViewModel: TracksViewModeling {
    private let storage: any DataStorageManager
    private let files: any TrackFileReading
    private let statisticsSettings: StatisticsSettings

    public init(
        storage: any DataStorageManager, files: any TrackFileReading,
        statistics: StatisticsSettings = StatisticsSettings()
    ) {
        self.storage = storage
        self.files = files
        statisticsSettings = statistics
    }

    public func tracks() throws -> [TrackListing] {
        try storage.savedTracks()
    }

    public func track(_ id: Int64) throws -> TrackDetail {
        TrackDetail(
            summary: try savedSummary(id), notes: try storage.notes(ofTrack: id, first: TrackDetail.listedNotes))
    }

    public func content(_ id: Int64) throws -> TrackContent {
        let storage = self.storage
        return TrackContent(
            summary: try savedSummary(id), forEachPoint: { try storage.forEachPoint(ofTrack: id, $0) },
            forEachNote: { try storage.forEachNote(ofTrack: id, $0) })
    }

    /// The saved track `id`'s summary.
    /// - Throws: ``CommandRefusal`` when there is none.
    private func savedSummary(_ id: Int64) throws -> TrackSummary {
        guard let summary = try storage.savedTrack(id) else { throw Refusals.noSuchTrack(id) }
        return summary
    }

    public func importTrack(path: String, name: String?, description: String?, fallbackName: String) throws
        -> ImportedTrack
    {
        let chosenName = try name.map(TrackText.checkedName)
        let description = try TrackText.checkedDescription(description)
        do {
            return try importFile(path: path, name: chosenName, description: description, fallbackName: fallbackName)
        } catch let error as TrackFileError {
            // The file arrived under a temporary name: say where it broke in the user's terms.
            let place = error.line.map { "\(fallbackName):\($0)" } ?? fallbackName
            throw Refusals.refusal("\(place): \(error.reason); nothing was imported", .unusableFile)
        }
    }

    private func importFile(path: String, name chosenName: String?, description: String?, fallbackName: String)
        throws -> ImportedTrack
    {
        var facts = TrackFileFacts(trackName: nil, unusableTimes: 0)
        var repeatedPoints = 0
        let summary = try storage.importTrack(description: description) { sink in
            // The file is read on a thread of its own, its figures worked
            // out on another, each a few batches ahead of the next, and
            // storage takes it on this one: parsing, the motion model and
            // SQLite each keep a core busy.
            let files = self.files
            let settings = statisticsSettings
            let (read, statistics, repeats) = try ReadAhead.run(
                produce: { emit in
                    var meter = TrackMeter(settings: settings)
                    var previous: TrackPoint?
                    var repeats = 0
                    let read = try ReadAhead.run(
                        produce: { emitRead in try files.read(path) { try emitRead($0) } },
                        consume: { item in
                            if case .point(let point) = item {
                                // A point identical to the one before it is
                                // the same report twice: kept once. Without a
                                // time there is no same time: such points
                                // stay.
                                if let previous, previous.segment == point.segment, point.fix.time != nil,
                                    point.fix.isRepeat(of: previous.fix)
                                {
                                    repeats += 1
                                    return
                                }
                                previous = point
                                meter.add(point)
                            }
                            try emit(item)
                        })
                    return (read, meter.statistics, repeats)
                },
                consume: { item in
                    switch item {
                    case .point(let point): try sink.add(point)
                    case .waypoint(var note):
                        note.text = TrackText.cleanedNote(note.text) ?? ""
                        try sink.add(note)
                    }
                })
            guard statistics.points > 0 else {
                throw Refusals.refusal("\(fallbackName) has no track or route points", .unusableFile)
            }
            facts = read
            repeatedPoints = repeats
            // The file's own name, and the uploaded file's, follow the rule too.
            let name =
                chosenName ?? read.trackName.flatMap(TrackText.cleanedName) ?? TrackText.cleanedName(fallbackName)
            return (name ?? "Imported track", statistics)
        }
        return ImportedTrack(summary: summary, repeatedPoints: repeatedPoints, unusableTimes: facts.unusableTimes)
    }

    public func delete(_ id: Int64) throws {
        guard try storage.deleteTrack(id) else { throw Refusals.noSuchTrack(id) }
    }

    public func rename(_ id: Int64, name: String, description: String?) throws -> TrackSummary {
        let name = try TrackText.checkedName(name)
        let description = try description.map { try TrackText.checkedDescription($0) ?? "" }
        guard try storage.renameTrack(id, name: name, description: description) else {
            throw Refusals.noSuchTrack(id)
        }
        return try savedSummary(id)
    }
}

import TinyMVVM

/// The saved tracks, read from a ``DataStorageManager``.
public final class TracksViewModel: TracksViewModeling {
    private let storage: any DataStorageManager

    public init(storage: any DataStorageManager) {
        self.storage = storage
    }

    public func tracks() throws -> [TrackSummary] {
        try storage.savedTracks()
    }

    public func track(_ id: Int64) throws -> TrackDetail {
        guard let summary = try storage.savedTrack(id) else {
            throw CommandRefusal(Refusals.noSuchTrack(id))
        }
        return TrackDetail(summary: summary, notes: try storage.notes(ofTrack: id))
    }

    public func export(_ id: Int64, format: ExportFormat) throws -> [UInt8] {
        let detail = try track(id)
        let points = try storage.points(ofTrack: id)
        switch format {
        case .gpx:
            return GPXWriter.document(
                name: detail.summary.name, description: detail.summary.description, points: points,
                notes: detail.notes)
        case .geojson:
            return GeoJSONWriter.document(summary: detail.summary, points: points, notes: detail.notes)
        case .csv:
            return CSVWriter.document(points: points)
        }
    }

    public func delete(_ id: Int64) throws {
        guard try storage.deleteTrack(id) else { throw CommandRefusal(Refusals.noSuchTrack(id)) }
    }
}

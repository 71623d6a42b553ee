import TinyMVVM
import TrackControl
import TrackModel
import TrackViewModels

/// The SaveTrack screen: `save --name NAME [--description TEXT]`.
struct SaveTrackScreen {
    /// How figures are written for people.
    var format = DisplayFormat()
    let viewModel: any SaveTrackViewModeling

    func save(name: String, description: String?) throws -> ControlReply {
        let saved = try viewModel.save(name: name, description: description)
        return ControlReply(
            result: SavedTrackJSON.object(saved),
            text:
                "Saved track \(saved.id) \"\(saved.name)\": \(saved.statistics.points) points, \(format.distance(saved.statistics.distance))."
        )
    }
}

/// A saved or imported track in the contract's `save` shape.
enum SavedTrackJSON {
    /// The contract's `save` shape, with `more` keys beside it.
    static func object(_ track: TrackSummary, more: [String: JSONValue] = [:]) -> JSONValue {
        .object(
            [
                "id": .integer(track.id),
                "name": .string(track.name),
                "points": .integer(track.statistics.points),
                "distance_m": .number(track.statistics.distance),
            ].merging(more) { kept, _ in kept })
    }
}

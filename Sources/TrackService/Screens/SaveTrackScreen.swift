import TinyMVVM
import TrackControl

/// The SaveTrack screen: `save --name NAME [--description TEXT]`.
struct SaveTrackScreen: Screen {
    /// How figures are written for people.
    var format = DisplayFormat()
    let viewModel: any SaveTrackViewModeling

    func respond(to request: ControlRequest) throws -> ControlReply {
        let saved = try viewModel.save(
            name: try request.string("name"), description: try request.optionalString("description"))
        let result: JSONValue = .object([
            "id": .integer(saved.id),
            "name": .string(saved.name),
            "points": .integer(saved.statistics.points),
            "distance_m": .number(saved.statistics.distance),
        ])
        return ControlReply(
            result: result,
            text:
                "Saved track \(saved.id) \"\(saved.name)\": \(saved.statistics.points) points, \(format.distance(saved.statistics.distance))."
        )
    }
}

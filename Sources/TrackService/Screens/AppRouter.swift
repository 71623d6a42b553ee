import TinyMVVM
import TrackControl

/// The one table from `trackctl` subcommand to screen.
///
/// Each factory hands its screen the view model it renders; the SaveTrack and
/// AddNote view models come from the Map view model, as in the original app.
enum AppRouter {
    /// The screens of the app.
    enum ScreenName: String, CaseIterable, Sendable {
        case map = "Map"
        case saveTrack = "SaveTrack"
        case addNote = "AddNote"
        case tracks = "Tracks"
    }

    /// Which screen handles each subcommand.
    static let table: [(command: String, screen: ScreenName)] = [
        ("start", .map), ("stop", .map), ("clear", .map), ("status", .map), ("watch", .map), ("map", .map),
        ("save", .saveTrack),
        ("note", .addNote),
        ("tracks", .tracks), ("show", .tracks), ("export", .tracks), ("import", .tracks), ("delete", .tracks),
    ]

    static func make(
        map: any MapViewModeling, tracks: any TracksViewModeling, units: UnitSystem = .metric
    ) -> Router<ControlRequest, ControlReply> {
        let format = DisplayFormat(units: units)
        return Router(
            table.map { command, screen in
                let factory: Router<ControlRequest, ControlReply>.ScreenFactory
                switch screen {
                case .map: factory = { MapScreen(format: format, viewModel: map, tracks: tracks) }
                case .saveTrack: factory = { SaveTrackScreen(format: format, viewModel: map.getSaveTrackViewModel()) }
                case .addNote: factory = { AddNoteScreen(viewModel: map.getAddNoteViewModel()) }
                case .tracks: factory = { TracksScreen(format: format, viewModel: tracks) }
                }
                return (command, factory)
            })
    }
}

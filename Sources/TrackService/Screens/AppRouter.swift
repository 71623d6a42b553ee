import SyncPrimitives
import TinyMVVM
import TrackControl
import TrackViewModels

/// The router: each command to the screen of the app that handles it, with
/// the view model that screen renders (the SaveTrack and AddNote view models
/// come from the Map view model, as in the original app).
///
/// Commands are a closed set, so this is one `switch`: a new command does not
/// compile until it is routed here.
struct AppRouter: Routing {
    /// A command with the file its request uploaded, if any (an import's).
    struct Route: Sendable {
        var command: ControlCommand
        /// Where the server put the bytes that followed the request line.
        var uploadPath: String?

        init(command: ControlCommand, uploadPath: String? = nil) {
            self.command = command
            self.uploadPath = uploadPath
        }
    }

    let map: any MapViewModeling
    let tracks: any TracksViewModeling
    let format: DisplayFormat
    /// The monotonic clock fixes' ages are told by.
    let now: @Sendable () -> MonotonicInstant

    init(
        map: any MapViewModeling, tracks: any TracksViewModeling, units: UnitSystem = .metric,
        now: @escaping @Sendable () -> MonotonicInstant = MonotonicInstant.now
    ) {
        self.map = map
        self.tracks = tracks
        format = DisplayFormat(units: units)
        self.now = now
    }

    func respond(to route: Route) throws -> ControlReply {
        switch route.command {
        case .start: try mapScreen.start()
        case .stop: try mapScreen.stop()
        case .clear: try mapScreen.clear()
        case .status: mapScreen.status()
        case .watch(let count, let screen): mapScreen.watch(count: count, screen: screen)
        case .map(let id, let size, let follow): try mapScreen.map(id: id, size: size, follow: follow)
        case .trace: mapScreen.trace()
        case .save(let name, let description): try saveTrackScreen.save(name: name, description: description)
        case .note(let text): try addNoteScreen.note(text)
        case .tracks: try tracksScreen.tracks()
        case .show(let id): try tracksScreen.show(id: id)
        case .export(let id, let exportFormat): try tracksScreen.export(id: id, format: exportFormat)
        case .importTrack(let upload, let name, let description):
            try tracksScreen.importTrack(
                path: try uploaded(route), fileName: upload.fileName, name: name, description: description)
        case .rename(let id, let name, let description):
            try tracksScreen.rename(id: id, name: name, description: description)
        case .delete(let id): try tracksScreen.delete(id: id)
        case .forward(let flush): flush ? try forwardScreen.flush() : forwardScreen.forward()
        }
    }

    var mapScreen: MapScreen { MapScreen(format: format, viewModel: map, tracks: tracks, now: now) }
    var saveTrackScreen: SaveTrackScreen { SaveTrackScreen(format: format, viewModel: map.saveTrackViewModel) }
    var addNoteScreen: AddNoteScreen { AddNoteScreen(viewModel: map.addNoteViewModel) }
    var tracksScreen: TracksScreen { TracksScreen(format: format, viewModel: tracks) }
    var forwardScreen: ForwardScreen { ForwardScreen(viewModel: map.forwardingViewModel) }

    private func uploaded(_ route: Route) throws -> String {
        guard let path = route.uploadPath else {
            throw ControlFailure(.badRequest, "import needs the file's bytes after the request (body_bytes)")
        }
        return path
    }
}

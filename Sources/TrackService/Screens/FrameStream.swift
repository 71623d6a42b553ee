import TinyMVVM
import TrackControl
import TrackViewModels

/// A screenful drawn again as the Map view model changes: what a terminal
/// that shows `watch`'s dashboard or a followed map redraws in place.
///
/// A frame goes out when something changed, at most every
/// ``shortestInterval`` (changes in between are drawn together), and at
/// least every ``longestInterval`` (ages tick on; the client sees that
/// trackd is alive and can redraw at a new size). Listeners only mark that
/// something changed; the connection's thread draws, so a slow client holds
/// up nothing else.
struct FrameStream: ReplyStream {
    static let shortestInterval = 0.25
    static let longestInterval = 1.0

    let viewModel: any MapViewModeling
    /// Frames to send before ending; `nil` for as long as the client stays.
    let count: Int?
    /// Draws the frame as things are now.
    let draw: @Sendable () -> [String]

    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool) {
        let changes = LatestValues<Bool>()
        subscribe(changes)
        defer { changes.stopListening() }
        var sent = 0
        while count.map({ sent < $0 }) ?? true {
            let lines = draw()
            let event: JSONValue = .object(["lines": .array(lines.map(JSONValue.string))])
            do {
                try emit(ControlEvent(event: event, text: lines.joined(separator: "\n")))
            } catch {
                return  // the client went away
            }
            sent += 1
            if changes.take(timeout: Self.longestInterval, pause: Self.shortestInterval) == nil, !isOpen() { return }
        }
    }

    /// Listens to every property a frame shows.
    private func subscribe(_ changes: LatestValues<Bool>) {
        func watch<T: Sendable>(_ property: ReadOnlyProperty<T>) {
            changes.listen(to: property, as: "changed", skipCurrent: true) { _ in true }
        }
        watch(viewModel.recording)
        watch(viewModel.speed)
        watch(viewModel.distance)
        watch(viewModel.regionRadius)
        watch(viewModel.currentLocation)
        watch(viewModel.locations)
        watch(viewModel.statistics)
        watch(viewModel.notes)
        watch(viewModel.source)
        watch(viewModel.storageProblem)
        watch(viewModel.forwardingViewModel.servers)
    }
}

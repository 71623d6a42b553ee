import TinyMVVM
import TrackControl
import TrackViewModels

/// A screenful drawn again as the Map view model changes: what a terminal
/// that shows `watch`'s dashboard or a followed map redraws in place.
///
/// A frame goes out when something changed, at most every
/// ``shortestInterval`` (changes in between are drawn together), and at
/// least every ``longestInterval`` (ages tick on; the client sees that
/// trackd is alive and can redraw at a new size). The listener of the view
/// model's snapshot only marks that something changed; the connection's
/// thread draws, from one snapshot, so a slow client holds up nothing else.
/// A frame goes out once, as its `lines`.
struct FrameStream: ReplyStream {
    static let shortestInterval = 0.25
    static let longestInterval = 1.0

    let viewModel: any MapViewModeling
    /// Frames to send before ending; `nil` for as long as the client stays.
    let count: Int?
    /// Draws the frame as things are now.
    let draw: @Sendable () -> [String]

    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool) {
        let changes = ChangeSignal(listeningTo: viewModel.snapshot)
        defer { changes.stopListening() }
        var sent = 0
        while count.map({ sent < $0 }) ?? true {
            let lines = draw()
            let event: JSONValue = .object(["lines": .array(lines.map(JSONValue.string))])
            do {
                try emit(ControlEvent(event: event, text: nil))
            } catch {
                return  // the client went away
            }
            sent += 1
            if !changes.wait(timeout: Self.longestInterval, pause: Self.shortestInterval), !isOpen() { return }
        }
    }

}

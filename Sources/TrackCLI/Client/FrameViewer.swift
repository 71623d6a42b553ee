import FoundationEssentials
import TrackControl

/// Shows a stream of frames (`watch`'s dashboard, `map --watch`) in place on
/// the terminal, each asked for at the terminal's size: when the terminal is
/// resized, the stream is asked for again at the new size.
struct FrameViewer {
    let options: ClientOptions
    /// Frames to show before ending; `nil` until Ctrl-C or trackd's end.
    var count: Int?
    /// The request for frames of a size, `count` of them at most.
    let command: (ControlCommand.ScreenSize, Int?) -> ControlCommand

    func run() throws {
        FullScreen.enter()
        defer { FullScreen.leave() }
        let presenter = Presenter(options: options, cleanup: FullScreen.leave)
        var remaining = count
        var resized = true
        defer {
            // The stream ended on its own: trackd went away (a count
            // reached ends it before that).
            if !resized, remaining != 0 {
                FullScreen.leave()
                StandardStreams.error("trackctl: trackd stopped; nothing more to show.")
            }
        }
        while resized {
            resized = false
            terminalResized.store(false, ordering: .relaxed)
            let size = TerminalSize.current()
            let screen = ControlCommand.ScreenSize(width: size.columns, height: size.rows)
            try presenter.perform(
                command(screen, remaining),
                onEvent: { event in
                    FullScreen.draw(Self.lines(of: event), size: size)
                    remaining = remaining.map { $0 - 1 }
                    if remaining == 0 { return false }
                    resized = terminalResized.load(ordering: .relaxed)
                    return !resized
                })
        }
    }

    /// The frame an event carries, a line a row.
    private static func lines(of event: ControlEvent) -> [String] {
        event.readableText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

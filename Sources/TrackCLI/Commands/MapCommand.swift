import ArgumentParser
import FoundationEssentials
import Glibc
import TrackControl

extension Trackctl {
    struct Map: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw the recording, or a saved track, in the terminal.",
            discussion: """
                The trace is drawn in braille dots, the map, its legend and its scale fitted to the \
                terminal (or to --width and --height). Without an ID: the live recording around where \
                you are now (@), as far as the map radius reaches, with the start (S) and the notes \
                (1-9, then a-z, then +) marked. With an ID: the whole saved track, start (S) to end (E).

                Two markers never hide each other: one that falls where another is drawn is drawn \
                beside it, and the legend says so. When the notes do not all fit in the legend, it \
                lists the first ones and sums up the rest (trackctl show ID lists every note).

                With --watch, the live map fills the terminal and is redrawn in place as the recording \
                goes on, until Ctrl-C.

                Examples:
                  trackctl map
                  trackctl map --watch
                  trackctl map 3 --width 60 --height 20
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: "A saved track's ID (see 'trackctl tracks'); the live recording when left out.")
        var id: Int64?

        @Option(help: "Columns to fit (default: the terminal's width).")
        var width: Int?

        @Option(help: "Lines to fit, box, legend and scale included (default: the terminal's height).")
        var height: Int?

        @Flag(help: "Redraw the live map in place as the recording goes on.")
        var watch = false

        func validate() throws {
            if let width, !(22...1000).contains(width) { throw ValidationError("--width must be 22 to 1000") }
            if let height, !(10...1000).contains(height) { throw ValidationError("--height must be 10 to 1000") }
            if watch, id != nil {
                throw ValidationError("--watch follows the live recording; a saved track does not change")
            }
        }

        func run() throws {
            let terminal = TerminalSize.current()
            let fullScreen =
                watch && !options.json && FullScreen.isUsable(environment: ProcessInfo.processInfo.environment)
            guard fullScreen, width == nil, height == nil else {
                // Below a map printed once, the shell's prompt needs a line.
                let size = ControlCommand.ScreenSize(
                    width: width ?? terminal.columns, height: height ?? max(10, terminal.rows - (watch ? 0 : 1)))
                try Presenter(options: options).perform(.map(id: id, size: size, follow: watch))
                return
            }
            try FrameViewer(options: options) { size, _ in .map(id: nil, size: size, follow: true) }.run()
        }
    }
}

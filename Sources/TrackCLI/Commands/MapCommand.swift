import ArgumentParser
import FoundationEssentials
import Glibc
import TrackControl

extension Trackctl {
    struct Map: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw the recording, or a saved track, in the terminal.",
            discussion: """
                The trace is drawn in braille dots. Without an ID: the live recording around where
                you are now (@), as far as the region radius reaches, with the start (S) and the
                notes (1-9) marked. With an ID: the whole saved track, start (S) to end (E).
                The map fits the terminal's width unless --width says otherwise.
                Examples:
                  trackctl map
                  trackctl map 3 --width 60 --height 20
                  watch -n 5 trackctl map
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: "A saved track's ID (see 'trackctl tracks'); the live recording when left out.")
        var id: Int64?

        @Option(help: "Columns, the box included (default: the terminal's width).")
        var width: Int?

        @Option(help: "Rows of map inside the box (default: what fits the terminal, at most half the width).")
        var height: Int?

        func validate() throws {
            if let width, !(22...1000).contains(width) { throw ValidationError("--width must be 22 to 1000") }
            if let height, !(5...1000).contains(height) { throw ValidationError("--height must be 5 to 1000") }
        }

        func run() throws {
            let terminal = TerminalSize.current()
            let columns = width ?? terminal.columns
            // A square map needs half as many rows as columns (braille dots
            // are square); leave room for the legend.
            let rows = height ?? max(5, min(columns / 2, terminal.rows - 6))
            try Presenter(options: options).perform(.map(id: id, size: .init(width: columns, height: rows)))
        }
    }
}

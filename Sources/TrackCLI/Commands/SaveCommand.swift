import ArgumentParser
import TrackControl

extension Trackctl {
    struct Save: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Save the recording as a named track, then stop and clear it.",
            discussion: """
                Example:
                  trackctl save --name "Commute" --description "via the river path"
                """)

        @OptionGroup var options: ClientOptions

        // A name or description may begin with a dash: the word after the
        // option is its value, whatever it looks like.
        @Option(name: .shortAndLong, parsing: .unconditional, help: "The track's name (required, not blank).")
        var name: String

        @Option(name: .shortAndLong, parsing: .unconditional, help: "A longer description.")
        var description: String?

        func run() throws {
            try Presenter(options: options).perform(.save(name: name, description: description))
        }
    }
}

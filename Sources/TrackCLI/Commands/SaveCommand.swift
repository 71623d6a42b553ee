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

        @Option(name: .shortAndLong, help: "The track's name (required, not blank).")
        var name: String

        @Option(name: .shortAndLong, help: "A longer description.")
        var description: String?

        func run() throws {
            try Presenter(options: options).perform(.save(name: name, description: description))
        }
    }
}
